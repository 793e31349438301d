/**
 * The server's estimate of an order "now" (shown as the order's expected time and moved at each
 * status change; the spec names cookingTime and nothing about how it is reckoned). Decision:
 *
 * - Cooking takes the longest `timeCookingMax` of the order's products (their `timeCookingMin` when
 *   only that is given), DEFAULT_COOKING_MINUTES when none says.
 * - A delivery then drives from the branch to the address along the simulated courier's route, at
 *   the courier's speed (deliveries/simulated-courier.ts), so the estimate and the tracking map agree.
 * - Placed or confirmed: ready after cooking from now, with the customer after the drive too.
 *   Cooking: the kitchen has started, so from now again, except after the staff accepted it with a
 *   preparation time (orders/order-status-change.ts): that promise stands. On its way: ready is now, with the customer
 *   after the drive from now. Finished or cancelled: no estimate. Scheduled (AT_TIME): none either,
 *   the set time is the promise, until the kitchen confirms it.
 * - Other statuses (ATTACHED: a courier was assigned) keep the estimate as it was.
 *
 * Stored in orders.ready_at (the order's cookingTime) and orders.expected_at (its expectedAt).
 */
import type { Branch, OrderStatus, Product } from '../../contract/index.ts';
import { isDeliveryService, Order } from '../../contract/index.ts';
import { courierRoute, DEFAULT_COURIER_KMH, routeKm } from '../deliveries/simulated-courier.ts';
import type { Tenant } from '../tenants/load-tenants.ts';

export const DEFAULT_COOKING_MINUTES = 15;

/** What of an order the estimate reads (a built order's body is read back through it). */
export const EstimateInput = Order.pick({
  cartItems: true,
  serviceType: true,
  address: true,
  distance: true,
  branchId: true,
});

export interface Estimate {
  /** When the kitchen should have it ready, epoch ms. */
  readyAt: number | null;
  /** When the customer should have it (ready to collect, or at the door), epoch ms. */
  expectedAt: number | null;
}

const MINUTE = 60_000;
const NONE: Estimate = { readyAt: null, expectedAt: null };

/** Minutes the kitchen needs for the order's products. */
export function cookingMinutes(
  order: Pick<Order, 'cartItems'>,
  products: readonly Pick<Product, 'id' | 'timeCookingMin' | 'timeCookingMax'>[],
): number {
  const byId = new Map(products.map((product) => [product.id, product]));
  const times = order.cartItems.flatMap((line) => {
    const product = byId.get(line.product.id);
    const minutes = product?.timeCookingMax ?? product?.timeCookingMin;
    return typeof minutes === 'number' && minutes > 0 ? [minutes] : [];
  });
  return times.length > 0 ? Math.max(...times) : DEFAULT_COOKING_MINUTES;
}

/** Minutes from the branch to the address at the courier's speed; 0 when not a delivery. */
export function driveMinutes(
  order: Pick<Order, 'serviceType' | 'address' | 'distance'>,
  branch: Pick<Branch, 'latitude' | 'longitude'> | undefined,
  kmh: number | null = null,
): number {
  if (!isDeliveryService(order.serviceType)) return 0;
  const to = order.address;
  const km =
    branch && typeof to?.latitude === 'number' && typeof to.longitude === 'number'
      ? routeKm(courierRoute(branch, { latitude: to.latitude, longitude: to.longitude }))
      : (order.distance ?? 0);
  return Math.ceil((km / (kmh ?? DEFAULT_COURIER_KMH)) * 60);
}

/** The estimate once the order has `status` at `now` (see the table above). */
export function estimateAfter(
  status: OrderStatus,
  now: number,
  minutes: { cooking: number; drive: number },
  current: Estimate,
): Estimate {
  switch (status) {
    case 'CREATED':
    case 'OPEN':
    case 'ACCEPTED':
    case 'COOKING': {
      const readyAt = now + minutes.cooking * MINUTE;
      return { readyAt, expectedAt: readyAt + minutes.drive * MINUTE };
    }
    case 'ON_WAY':
      return { readyAt: now, expectedAt: now + minutes.drive * MINUTE };
    case 'AT_TIME':
    case 'DONE':
    case 'DELIVERED':
    case 'CLOSED':
    case 'CANCELED':
      return NONE;
    default:
      return current;
  }
}

/** The estimate of an order of a tenant once it has `status` (its products and branch looked up). */
export function estimateOf(
  tenant: Pick<Tenant, 'data'>,
  order: Pick<Order, 'cartItems' | 'serviceType' | 'address' | 'distance' | 'branchId'>,
  status: OrderStatus,
  now: number,
  current: Estimate = NONE,
  kmh: number | null = null,
): Estimate {
  const branch = tenant.data.branches.items.find((b) => b.id === order.branchId);
  const minutes = {
    cooking: cookingMinutes(order, tenant.data.catalogue.products),
    drive: driveMinutes(order, branch, kmh),
  };
  return estimateAfter(status, now, minutes, current);
}
