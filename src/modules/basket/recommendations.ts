/**
 * What the basket offers to add (products the merchant flags isCartRecommendation): in menu order,
 * only those the customer can add with one tap. Left out: what is in the basket already, what cannot
 * be ordered now (off the menu, unavailable, out of stock), and products that need a choice first (a
 * required modification group): one tap cannot choose a size for the customer.
 */
import type { Product } from '../../contract/index.ts';
import { canAddOne } from '../../core/basket/stock.ts';

/** The most offered at once: a row the customer can take in at a glance. */
export const MAX_RECOMMENDATIONS = 8;

export function recommendations(
  menu: readonly Product[],
  inBasket: (productId: number) => number,
  max = MAX_RECOMMENDATIONS,
): Product[] {
  const picked: Product[] = [];
  for (const product of menu) {
    if (picked.length >= max) break;
    if (!product.isCartRecommendation || !product.isAvailable) continue;
    if (inBasket(product.id) > 0 || !canAddOne(product, 0)) continue;
    if (product.modificationGroups.some((group) => group.minSelect > 0)) continue;
    picked.push(product);
  }
  return picked;
}
