/**
 * The time an order is for, as every screen that shows an order says it (list rows, the order page,
 * the home page's status box): a set time ("scheduled", from deliveryAt, else atTime), or for an order
 * placed for "now" the time the kitchen gave (cookingTime: "expected"). Read on the merchant's clock
 * (the order's city's time zone), not the device's.
 */
import type { Order } from '../../contract/index.ts';
import { formatWallTime, type WallTime } from '../../core/i18n/format-time.ts';

export interface OrderTime extends WallTime {
  kind: 'scheduled' | 'expected';
  /** The instant as the order holds it, for <time dateTime>. */
  iso: string;
}

type Timed = Pick<Order, 'deliveryAt' | 'atTime' | 'later' | 'status' | 'cookingTime'>;

/** The order's set time or expected time, or null when it has neither. */
export function orderTime(order: Timed, timeZone: string): OrderTime | null {
  const scheduled = order.deliveryAt ?? order.atTime ?? null;
  const at = scheduled ?? order.cookingTime ?? null;
  if (!at) return null;
  const wall = formatWallTime(at, timeZone);
  if (!wall) return null;
  return { kind: scheduled ? 'scheduled' : 'expected', iso: at, ...wall };
}

/** The message key of a time on a list row or the status box: "Scheduled at 14:30, 09.06". */
export const orderTimeKey = (time: Pick<OrderTime, 'kind'>): string =>
  time.kind === 'scheduled' ? 'orders.time.scheduledAt' : 'orders.time.expectedAt';
