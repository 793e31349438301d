/**
 * The notice a live status change brings: the notification the centre lists for it (so the same
 * rule decides: a status change the customer did not make), or none.
 */
import type { NotificationList } from '../../contract/notifications.ts';
import type { OrderStreamEvent } from '../../contract/order-stream.ts';

export interface OrderNotice {
  orderId: number;
  /** The merchant's number of the order, else its id. */
  number: number;
  status: OrderStreamEvent['status'];
}

export function noticeFor(list: NotificationList | undefined, event: OrderStreamEvent): OrderNotice | null {
  const item = list?.items.find(
    (entry) => entry.kind === 'ORDER' && entry.orderId === event.orderId && entry.status === event.status,
  );
  if (!item || item.kind !== 'ORDER' || item.read) return null;
  return { orderId: item.orderId, number: item.orderNumber ?? item.orderId, status: item.status };
}

/** The order's own screens show its status already: no notice over them. */
export const showsOrder = (pathname: string, orderId: number): boolean =>
  new RegExp(`^/profile/orders/${orderId}(/map)?/?$`).test(pathname);
