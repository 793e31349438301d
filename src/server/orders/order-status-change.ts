/**
 * One path for every status change made from outside the customer's own calls: the development
 * switch (dev/dev-handlers.ts) and the merchant's console (console/). It moves the delivery's
 * simulated courier with the status (deliveries/courier-progress.ts), moves the estimate
 * (order-estimate.ts), writes all of it in one transaction, and then publishes the change on the
 * event bus, which is how it reaches the customer's live stream on every instance (order-stream.ts).
 */
import type { Order, OrderStatus } from '../../contract/index.ts';
import { courierAfterSwitch } from '../deliveries/courier-progress.ts';
import type { StorefrontDb } from '../storage/db.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { cookingMinutes, driveMinutes, estimateAfter, type Estimate } from './order-estimate.ts';
import { ORDER_EVENT_TOPIC, type StatusMove, type StoredOrder } from './orders-store.ts';

/** A change to make. */
export interface StatusChange {
  status: OrderStatus;
  isPaid?: boolean;
  /** The simulated courier's speed for this order, km/h. */
  courierKmh?: number;
  /** Minutes the kitchen promised (the console's accept); default: the products' cooking times. */
  preparationMinutes?: number;
  /** Apply only while the order still has the status it had when read (the console's guard). */
  guarded?: boolean;
  /** A staff cancellation's reason and words (StatusMove.cancel). */
  cancel?: StatusMove['cancel'];
  /** Runs inside the change's transaction once the order has moved (the console's audit entry). */
  within?: Parameters<StorefrontDb['orders']['move']>[3];
}

/** What the change needs of the server. */
export interface StatusChangeDeps {
  tenant: Tenant;
  db: StorefrontDb;
  now: number;
}

const msOrNull = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);

/** The estimate once `stored` has `status`; a repeat of the same status keeps the one it has. */
function estimateFor(
  tenant: Tenant,
  stored: StoredOrder,
  change: StatusChange,
  kmh: number | null,
  now: number,
): Estimate {
  const { order } = stored;
  const current = { readyAt: msOrNull(order.cookingTime), expectedAt: msOrNull(order.expectedAt) };
  if (change.status === order.status) return current;
  const branch = tenant.data.branches.items.find((b) => b.id === order.branchId);
  const minutes = {
    cooking: change.preparationMinutes ?? cookingMinutes(order, tenant.data.catalogue.products),
    drive: driveMinutes(order, branch, kmh),
  };
  // An accepted order starts cooking on the time the kitchen promised when it accepted (the
  // console's minutes), not on the products' own cooking times: the customer was told that time.
  const promised = order.status === 'ACCEPTED' && current.readyAt !== null;
  if (change.preparationMinutes === undefined && change.status === 'COOKING' && promised) {
    const readyAt = current.readyAt ?? now;
    return { readyAt, expectedAt: readyAt + minutes.drive * 60_000 };
  }
  return estimateAfter(change.status, now, minutes, current);
}

/**
 * Moves `stored` to `change.status` and tells the customer's stream.
 * @returns the order as it now is; undefined when `guarded` and the order had moved on meanwhile
 */
export async function changeOrderStatus(
  deps: StatusChangeDeps,
  stored: StoredOrder,
  change: StatusChange,
): Promise<Order | undefined> {
  const { tenant, db, now } = deps;
  const id = stored.order.id;
  const courier = courierAfterSwitch(
    { id, serviceType: stored.order.serviceType },
    change.status,
    stored.courier,
    now,
    change.courierKmh,
  );
  const estimate = estimateFor(tenant, stored, change, courier?.kmh ?? stored.courier.kmh, now);
  const moved = await db.orders.move(
    id,
    {
      status: change.status,
      isPaid: change.isPaid,
      courier,
      estimate,
      from: change.guarded ? stored.order.status : undefined,
      cancel: change.cancel,
    },
    now,
    change.within,
  );
  if (!moved) return undefined;
  if (moved.event) await db.events.publish({ topic: ORDER_EVENT_TOPIC, payload: moved.event });
  return moved.order;
}
