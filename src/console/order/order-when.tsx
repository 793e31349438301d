/**
 * When the customer wants the order, as the kitchen plans it: a set time, or a "later" window (its
 * start and end), written from the day and time the server stored on the merchant's clock
 * (server/orders/order-window.ts); nothing for an order placed for "now".
 */
import type { Order } from '../../contract/index.ts';
import { useConsole } from '../app/console-context.ts';

type Timed = Pick<Order, 'later' | 'day' | 'time' | 'day2' | 'time2'>;

/** "09.06.2026" from "2026-06-09". */
const dotted = (date: string) => date.split('-').reverse().join('.');

/** "09.06.2026 14:00", a window "09.06.2026 14:00–15:00" (its end's date too when past midnight). */
export function scheduleText(order: Timed): { window: boolean; text: string } | null {
  if (!order.later || !order.day || !order.time) return null;
  const start = `${dotted(order.day)} ${order.time}`;
  if (!order.time2) return { window: false, text: start };
  const end = order.day2 && order.day2 !== order.day ? `${dotted(order.day2)} ${order.time2}` : order.time2;
  return { window: true, text: `${start}–${end}` };
}

export function OrderWhen({ order }: { order: Timed }) {
  const { t } = useConsole();
  const schedule = scheduleText(order);
  if (!schedule) return null;
  return (
    <p className="order-when" data-testid="order-when">
      {t(schedule.window ? 'order.window' : 'order.scheduled')}: {schedule.text}
    </p>
  );
}
