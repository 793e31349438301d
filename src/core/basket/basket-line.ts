/**
 * What the basket keeps per line: ids and a count, never prices. Prices are read from the current
 * catalogue whenever the basket is shown, so a price change or a product leaving the menu shows up at
 * once instead of being ordered at a stale price.
 */
import { z } from 'zod';
import { Id } from '../../contract/index.ts';

/** The most of one line a customer can order (a typo guard, not a stock limit). */
export const MAX_LINE_COUNT = 99;

export const BasketLine = z.object({
  productId: Id,
  count: z.number().int().min(1).max(MAX_LINE_COUNT),
  /** Chosen modification ids, sorted, so the same choice always makes the same line. */
  modificationIds: z.array(Id).default([]),
});
export type BasketLine = z.infer<typeof BasketLine>;

/**
 * A stored basket. Lines are parsed one by one: a line this version cannot read is dropped, the rest
 * of the customer's basket survives.
 */
export const StoredBasket = z.object({
  lines: z.array(z.unknown()).transform((lines) =>
    lines.flatMap((line) => {
      const parsed = BasketLine.safeParse(line);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
});

/** Lines with the same product and the same modifications are one line. */
export const lineKey = (productId: number, modificationIds: readonly number[]): string =>
  `${productId}:${[...modificationIds].sort((a, b) => a - b).join(',')}`;

export const keyOfLine = (line: BasketLine): string => lineKey(line.productId, line.modificationIds);
