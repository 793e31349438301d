/**
 * "Order again": which lines of a past order can go into the basket as they were, judged against
 * today's catalogue with the basket's own rules. A line goes in when its product is still on the
 * menu and available, every modification chosen then still exists and the choice still fits its
 * groups' limits, and some of it is in stock (its count is lowered to the stock left, counting what
 * the basket already holds). Every other line is named with why, so the customer knows what is
 * missing instead of finding fewer lines.
 */
import type { CartItem, Product } from '../../contract/index.ts';
import { MAX_LINE_COUNT, type BasketLine } from './basket-line.ts';
import { stockOf } from './stock.ts';

/** Why a line of the order cannot go into the basket. */
export type ReorderProblem = 'gone' | 'unavailable' | 'changed' | 'soldOut';

export interface ReorderPlan {
  /** Lines to add, each with the count that fits. */
  lines: BasketLine[];
  /** Lines left out: the product id (its name may be in the catalogue, or not), and why. */
  missing: { productId: number; product: Product | null; problem: ReorderProblem }[];
  /** Lines added with fewer than ordered (stock). */
  reduced: { productId: number; product: Product }[];
}

function choiceStillFits(product: Product, ids: readonly number[]): boolean {
  let found = 0;
  for (const group of product.modificationGroups) {
    const inGroup = group.modifications.filter((m) => ids.includes(m.id)).length;
    if (inGroup < group.minSelect || inGroup > group.maxSelect) return false;
    found += inGroup;
  }
  return found === ids.length;
}

/**
 * @param inBasket how many of a product the basket already holds (every line)
 */
export function planReorder(
  items: readonly CartItem[],
  productsById: ReadonlyMap<number, Product>,
  inBasket: (productId: number) => number,
): ReorderPlan {
  const plan: ReorderPlan = { lines: [], missing: [], reduced: [] };
  const taken = new Map<number, number>();
  for (const item of items) {
    const productId = item.product.id;
    const product = productsById.get(productId) ?? null;
    const miss = (problem: ReorderProblem) => plan.missing.push({ productId, product, problem });
    if (!product) {
      miss('gone');
      continue;
    }
    if (!product.isAvailable) {
      miss('unavailable');
      continue;
    }
    const modificationIds = [...new Set(item.modifications.map((m) => m.id))].sort((a, b) => a - b);
    if (!choiceStillFits(product, modificationIds)) {
      miss('changed');
      continue;
    }
    const stock = stockOf(product);
    const already = inBasket(productId) + (taken.get(productId) ?? 0);
    const room = stock === null ? MAX_LINE_COUNT : Math.max(0, stock - already);
    const count = Math.min(item.product.count, room, MAX_LINE_COUNT);
    if (count < 1) {
      miss('soldOut');
      continue;
    }
    if (count < item.product.count) plan.reduced.push({ productId, product });
    taken.set(productId, (taken.get(productId) ?? 0) + count);
    plan.lines.push({ productId, modificationIds, count });
  }
  return plan;
}
