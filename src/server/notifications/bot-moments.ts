/**
 * Which status changes the merchant's bot tells the customer in their Telegram chat (pure, so it is
 * tested without a database). The issue asks for four moments of an order: accepted, on the way,
 * done and cancelled. A chat message is a push on the customer's phone, so it is kept to what they
 * wait for; the notification centre, which they open themselves, lists every status change
 * (notification-list.ts).
 *
 * Each moment is told once per order, at the first event that reaches it:
 * - done is DONE, DELIVERED or CLOSED (orders/order-settlement.ts COMPLETED_STATUSES): a delivery that
 *   goes DELIVERED and then CLOSED is told once;
 * - a status repeated (a payment, a courier step) or a moment reached again (ACCEPTED after COOKING,
 *   as an operator may set it back) is not told again.
 */
import type { OrderStatus } from '../../contract/index.ts';
import { COMPLETED_STATUSES } from '../orders/order-settlement.ts';

export type BotMoment = 'accepted' | 'on-the-way' | 'done' | 'cancelled';

const completed: ReadonlySet<OrderStatus> = new Set(COMPLETED_STATUSES);

/** The moment a status belongs to; undefined for the statuses the bot keeps quiet about. */
export function momentOf(status: OrderStatus): BotMoment | undefined {
  if (status === 'ACCEPTED') return 'accepted';
  if (status === 'ON_WAY') return 'on-the-way';
  if (status === 'CANCELED') return 'cancelled';
  if (completed.has(status)) return 'done';
  return undefined;
}

/**
 * The moment an order's event tells, given the statuses of the order's earlier events (oldest first);
 * undefined when the bot says nothing.
 */
export function toldMoment(earlier: readonly OrderStatus[], status: OrderStatus): BotMoment | undefined {
  const moment = momentOf(status);
  if (!moment) return undefined;
  return earlier.some((before) => momentOf(before) === moment) ? undefined : moment;
}

/**
 * The status whose words tell the moment: the status itself, except CLOSED, which as the first done
 * status of an order (an operator closed it without marking it done) reads as done to the customer.
 */
export const spokenStatus = (status: OrderStatus): OrderStatus => (status === 'CLOSED' ? 'DONE' : status);
