import type { PricedBasket } from '../../core/basket/priced-basket.ts';
import { productServes, type ServiceType } from '../../contract/index.ts';
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

/**
 * Keys of the basket lines the service type does not take: a product without deliveryEnabled is not
 * delivered, one without enabledExpress does not go by express (the server refuses both). Flagged
 * like a line the branch does not sell: the customer removes it or chooses another way to receive.
 */
export function linesNotServed(priced: PricedBasket, serviceType: ServiceType): Set<string> {
  return new Set(
    priced.lines.flatMap((line) =>
      line.product && !productServes(line.product, serviceType) ? [line.key] : [],
    ),
  );
}
