/**
 * Stock (spec section 5: 'Not enough products! Maximum amount'). A product whose `count` is set has
 * that many left; null means the merchant does not count it. All basket lines of one product together
 * may not exceed it: the same rule the server applies to the order (src/server/orders/order-lines.ts).
 */
import type { Product } from '../../contract/index.ts';
import { MAX_LINE_COUNT } from './basket-line.ts';

/** How many of the product are left, or null when the merchant does not count it. */
export const stockOf = (product: Pick<Product, 'count'>): number | null => product.count ?? null;

/** Whether one more fits, with `inBasket` of the product already in the basket (every line). */
export function canAddOne(product: Pick<Product, 'count'>, inBasket: number): boolean {
  const left = stockOf(product);
  return left === null || inBasket < left;
}

/**
 * The most the customer may have when one more does not fit, for the spec's 'Not enough products!
 * Maximum amount' message; null while one more fits. Two caps: the product's stock (all its lines
 * together), and a line's MAX_LINE_COUNT (a typo guard).
 * @param inBasket the product in the basket, every line
 * @param inLine the line one more would go into (0 for a new line)
 */
export function maximumReached(
  product: Pick<Product, 'count'>,
  inBasket: number,
  inLine: number,
): number | null {
  const left = stockOf(product);
  if (left !== null && inBasket >= left) return left;
  return inLine >= MAX_LINE_COUNT ? MAX_LINE_COUNT : null;
}
