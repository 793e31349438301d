/**
 * What the basket keeps per line: ids and a count, never prices. Prices are read from the current
 * catalogue whenever the basket is shown, so a price change or a product leaving the menu shows up at
 * once instead of being ordered at a stale price.
 */
/** The most of one line a customer can order (a typo guard, not a stock limit). */
export const MAX_LINE_COUNT = 99;

/** One line as the basket keeps it (stored-basket.ts reads it back from storage). */
export interface BasketLine {
  productId: number;
  count: number;
  /** Chosen modification ids, sorted, so the same choice always makes the same line. */
  modificationIds: number[];
}

/** Lines with the same product and the same modifications are one line. */
export const lineKey = (productId: number, modificationIds: readonly number[]): string =>
  `${productId}:${[...modificationIds].sort((a, b) => a - b).join(',')}`;

export const keyOfLine = (line: BasketLine): string => lineKey(line.productId, line.modificationIds);
