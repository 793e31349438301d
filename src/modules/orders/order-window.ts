/**
 * A "later" order's window as the order keeps it: its start (day, time) and end (day2, time2) on the
 * merchant's clock, as the server checked and wrote them (server/orders/order-window.ts), so no time
 * zone is worked out here. Null for "now" and set-time orders.
 */
import type { Order } from '../../contract/index.ts';
import { formatDayMonth } from '../../core/i18n/format-day.ts';

export interface OrderWindow {
  from: string;
  to: string;
  /** The start's day, dd.mm (a window past midnight ends on the next date; its start names the day). */
  date: string;
}

export function orderWindow(order: Pick<Order, 'later' | 'day' | 'time' | 'time2'>): OrderWindow | null {
  if (!order.later || !order.day || !order.time || !order.time2) return null;
  const date = formatDayMonth(order.day);
  return date ? { from: order.time, to: order.time2, date } : null;
}
