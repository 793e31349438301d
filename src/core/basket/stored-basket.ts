/**
 * How a stored basket is read back (basket-store.ts loads this with the first basket to read). Lines
 * are parsed one by one: a line this version cannot read is dropped, the rest of the customer's
 * basket survives.
 */
import { z } from 'zod';
import { Id } from '../../contract/index.ts';
import { MAX_LINE_COUNT, type BasketLine } from './basket-line.ts';

export const StoredLine = z.object({
  productId: Id,
  count: z.number().int().min(1).max(MAX_LINE_COUNT),
  /** Chosen modification ids, sorted, so the same choice always makes the same line. */
  modificationIds: z.array(Id).default([]),
}) satisfies z.ZodType<BasketLine, unknown>;

export const StoredBasket = z.object({
  lines: z.array(z.unknown()).transform((lines) =>
    lines.flatMap((line) => {
      const parsed = StoredLine.safeParse(line);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
});
