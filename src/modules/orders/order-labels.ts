/**
 * Message keys for what an order shows as words: its status, how it is received and how it is paid.
 * Every value of the contract's enums has a key, so a status the backend adds later shows a gap the
 * catalogue test would name, never a crash.
 */
import type { Order, OrderStatus, PaymentType, ServiceType } from '../../contract/index.ts';
import { awaitsConfirmation } from '../../core/order-confirmation.ts';

/** The statuses of finished orders, as the server's archive holds them. */
const finished: ReadonlySet<OrderStatus> = new Set(['DELIVERED', 'DONE', 'CLOSED', 'CANCELED']);

export const statusLabelKey = (status: OrderStatus): string => `orders.status.${status}`;
export const serviceTypeKey = (type: ServiceType): string => `orders.service.${type}`;
export const paymentTypeKey = (type: PaymentType): string => `orders.payment.${type}`;
export const paidKey = (order: Pick<Order, 'isPaid'>): string =>
  order.isPaid ? 'orders.paid' : 'orders.unpaid';

/**
 * How a status badge looks, by what it means to the customer: sent and waiting (neutral), confirmed
 * and under way (blue), done (green), cancelled (red). A new order is never coloured like an error.
 */
export type StatusTone = 'waiting' | 'progress' | 'done' | 'cancelled';

export function statusTone(status: OrderStatus): StatusTone {
  if (status === 'CANCELED') return 'cancelled';
  if (finished.has(status)) return 'done';
  return awaitsConfirmation(status) ? 'waiting' : 'progress';
}

export { awaitsConfirmation };

export const isFinished = (status: OrderStatus): boolean => finished.has(status);

/** When the order was placed: the server's createdDate, else the client's createdAt. */
export const placedAt = (order: Pick<Order, 'createdDate' | 'createdAt'>): string | null =>
  order.createdDate ?? order.createdAt ?? null;
