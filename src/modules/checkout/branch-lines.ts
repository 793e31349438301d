import type { PricedBasket } from '../../core/basket/priced-basket.ts';
import { isSoldAt } from '../../core/catalogue/assemble.ts';

/**
 * Keys of the basket lines the chosen branch does not sell (a product that lists its branches is sold
 * only there, as the catalogue and the server decide). The menu shows every branch's products until
 * a branch is known, so the checkout is where such a line first meets its branch: it is flagged here
 * and the order waits for another branch or the line's removal, instead of being refused.
 */
export function linesNotSoldAt(priced: PricedBasket, branchId: number | null): Set<string> {
  if (branchId === null) return new Set();
  return new Set(
    priced.lines.flatMap((line) => (line.product && !isSoldAt(line.product, branchId) ? [line.key] : [])),
  );
}
