/**
 * What a service type asks of a branch and of the order, shared by the storefront (which choices the
 * checkout offers, which branch is the nearest) and the reference server (which orders it takes).
 *
 * Express (EXPRESS_24) is a faster delivery: a branch takes it when its settings have expressEnabled,
 * it sells the products with enabledExpress at their expressPrice, and it is brought to an address
 * like any delivery (zone, tariff, delivery hours). Decision: the spec lists EXPRESS_24 among the
 * service types and names the branch and product keys without saying more; a merchant wiring it to
 * an outside courier service keeps the same keys.
 */
import type { Branch } from './branch.ts';
import type { Product } from './catalogue.ts';
import type { ServiceType } from './enums.ts';
// In pricing.ts, which every page loads already (the basket prices with it).
import { isDeliveryService } from './pricing.ts';

type BranchServiceFlag = 'pickupEnabled' | 'deliveryEnabled' | 'dineinEnabled' | 'expressEnabled';

/** The branch setting that lets a branch take orders of a service type (none: the branch does not). */
const BRANCH_FLAG: Partial<Record<ServiceType, BranchServiceFlag>> = {
  PICK_UP: 'pickupEnabled',
  DELIVERY: 'deliveryEnabled',
  DINE_IN: 'dineinEnabled',
  EXPRESS_24: 'expressEnabled',
};

/** Whether this branch takes orders of this service type by its settings (not by its hours). */
export function branchTakes(branch: Pick<Branch, 'settings'>, type: ServiceType): boolean {
  const flag = BRANCH_FLAG[type];
  return flag !== undefined && branch.settings[flag];
}

/**
 * Whether a product goes out with this service type: a delivery only with deliveryEnabled, express
 * also only with enabledExpress; pickup and dine-in take every product.
 */
export function productServes(
  product: Pick<Product, 'deliveryEnabled' | 'enabledExpress'>,
  type: ServiceType,
): boolean {
  if (isDeliveryService(type) && !product.deliveryEnabled) return false;
  return type !== 'EXPRESS_24' || product.enabledExpress;
}
