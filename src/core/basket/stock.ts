/**
 * Stock (spec section 5: 'Not enough products! Maximum amount'). A product whose `count` is set has
 * that many left; null means the merchant does not count it. All basket lines of one product together
 * may not exceed it: the same rule the server applies to the order (src/server/orders/order-lines.ts).
 */
import type { Product } from '../../contract/index.ts';

/** How many of the product are left, or null when the merchant does not count it. */
export const stockOf = (product: Pick<Product, 'count'>): number | null => product.count ?? null;

/** Whether one more fits, with `inBasket` of the product already in the basket (every line). */
export function canAddOne(product: Pick<Product, 'count'>, inBasket: number): boolean {
  const left = stockOf(product);
  return left === null || inBasket < left;
}
