/**
 * What a live status event changes in the order caches at once, before the refetch the stream's hub
 * starts arrives (core/live-orders/live-hub.ts): the order's status, payment and courier status, and
 * the active list, which a finished order leaves. Pure transforms for react-query's setQueryData.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '../../contract/index.ts';
import type { OrderStreamEvent } from '../../contract/order-stream.ts';
import { isFinished } from './order-labels.ts';
import { orderQuery } from './order-query.ts';
import { activeOrdersQuery } from './orders-queries.ts';
import type { ApiClient } from '../../core/api/client.ts';

/** The order as the event leaves it (the same object when the event is about another order). */
export function patchOrder(order: Order, event: OrderStreamEvent): Order {
  if (order.id !== event.orderId) return order;
  return { ...order, status: event.status, isPaid: event.isPaid, courierStatus: event.courierStatus };
}

/** The active list after the event: the order patched, or gone once it has finished. */
export function patchActive(orders: readonly Order[], event: OrderStreamEvent): Order[] {
  return orders
    .filter((order) => order.id !== event.orderId || !isFinished(event.status))
    .map((order) => patchOrder(order, event));
}

/** Applies an event to the cached order and active list of a customer, where they are cached. */
export function applyOrderEvent(
  queryClient: QueryClient,
  api: ApiClient,
  merchantId: number,
  userId: number,
  event: OrderStreamEvent,
): void {
  queryClient.setQueryData(orderQuery(api, merchantId, event.orderId).queryKey, (order) =>
    order ? patchOrder(order, event) : order,
  );
  queryClient.setQueryData(activeOrdersQuery(api, merchantId, userId).queryKey, (orders) =>
    orders ? patchActive(orders, event) : orders,
  );
}
