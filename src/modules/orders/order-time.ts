/**
 * The time an order is for, as every screen that shows an order says it (list rows, the order page,
 * the home page's status box): a set time ("scheduled", from deliveryAt, else atTime), or for an order
 * placed for "now" the server's estimate (expectedAt: ready to collect, or at the door; else the
 * kitchen's cookingTime), moved at each status change and gone once the order has ended. Read on the
 * merchant's clock (the order's city's time zone), not the device's.
 */
import type { Order } from '../../contract/index.ts';
import { formatWallTime, type WallTime } from '../../core/i18n/format-time.ts';
import { isFinished } from './order-labels.ts';

export interface OrderTime extends WallTime {
  kind: 'scheduled' | 'expected';
  /** The instant as the order holds it, for <time dateTime>. */
  iso: string;
}

type Timed = Pick<Order, 'deliveryAt' | 'atTime' | 'later' | 'status' | 'cookingTime'> &
  Partial<Pick<Order, 'expectedAt'>>;

/** The order's set time or expected time, or null when it has neither. */
export function orderTime(order: Timed, timeZone: string): OrderTime | null {
  const scheduled = order.deliveryAt ?? order.atTime ?? null;
  // An ended order expects nothing any more.
  const expected = isFinished(order.status) ? null : (order.expectedAt ?? order.cookingTime ?? null);
  const at = scheduled ?? expected;
  if (!at) return null;
  const wall = formatWallTime(at, timeZone);
  if (!wall) return null;
  return { kind: scheduled ? 'scheduled' : 'expected', iso: at, ...wall };
}

/** The message key of a time on a list row or the status box: "Scheduled at 14:30, 09.06". */
export const orderTimeKey = (time: Pick<OrderTime, 'kind'>): string =>
  time.kind === 'scheduled' ? 'orders.time.scheduledAt' : 'orders.time.expectedAt';

/**
 * When the kitchen should have a delivery ready, while it cooks: beside the expected time at the
 * door, so the customer sees both halves of the wait. Nothing once it is on its way or has ended, and
 * for an order the customer collects (its expected time is the same).
 */
export function kitchenTime(
  order: Pick<Order, 'cookingTime' | 'status' | 'serviceType'>,
  timeZone: string,
): (WallTime & { iso: string }) | null {
  if (!order.cookingTime || isFinished(order.status) || order.status === 'ON_WAY') return null;
  if (order.serviceType !== 'DELIVERY' && order.serviceType !== 'EXPRESS_24') return null;
  const wall = formatWallTime(order.cookingTime, timeZone);
  return wall ? { iso: order.cookingTime, ...wall } : null;
}
