/**
 * Message keys for what an order shows as words: its status, how it is received and how it is paid.
 * Every value of the contract's enums has a key, so a status the backend adds later shows a gap the
 * catalogue test would name, never a crash.
 */
import type { Order, OrderStatus, PaymentType, ServiceType } from '../../contract/index.ts';

/** The statuses of finished orders, as the server's archive holds them. */
const finished: ReadonlySet<OrderStatus> = new Set(['DELIVERED', 'DONE', 'CLOSED', 'CANCELED']);

export const statusLabelKey = (status: OrderStatus): string => `orders.status.${status}`;
export const serviceTypeKey = (type: ServiceType): string => `orders.service.${type}`;
export const paymentTypeKey = (type: PaymentType): string => `orders.payment.${type}`;
export const paidKey = (order: Pick<Order, 'isPaid'>): string =>
  order.isPaid ? 'orders.paid' : 'orders.unpaid';

export const isFinished = (status: OrderStatus): boolean => finished.has(status);

/** When the order was placed: the server's createdDate, else the client's createdAt. */
export const placedAt = (order: Pick<Order, 'createdDate' | 'createdAt'>): string | null =>
  order.createdDate ?? order.createdAt ?? null;
