/**
 * POST /orders/v1/orders/{id}/cancel: the customer cancels their own order, with a reason, while the
 * merchant has not taken it on (contract order-cancel.ts) and only where the merchant lets customers
 * cancel (cancelOrderActive, in the settings of the channel the order came from). Another customer's
 * order is 404, as in every order call; an order that has moved on is 409 and stays as it is. A paid
 * order is left with its refund PENDING (orders-store.ts cancel) and its refund is started at once
 * where this server can start it (payments/refunds.ts, passed in by api-handlers.ts so that
 * orders imports nothing of payments).
 */
import { isCancellable, type Order } from '../../contract/index.ts';
import { ApiError } from '../base/api-error.ts';
import type { HandlerContext, Handlers } from '../http/api-types.ts';
import { ownOrder } from './own-order.ts';
import { afterOrderMessages } from './after-order-messages.ts';
import { ORDER_EVENT_TOPIC } from './orders-store.ts';
import { settingsFor } from './order-terms.ts';

/** Starts the refund of a cancelled paid order where the server can; the order as it then is, or undefined. */
export type StartRefund = (
  ctx: Pick<HandlerContext<'orderCancel'>, 'db' | 'tenant' | 'services'>,
  order: Order,
) => Promise<Order | undefined>;

export const cancelHandlers = (startRefund: StartRefund) =>
  ({
    orderCancel: async (ctx) => {
      const { db, tenant, body, services } = ctx;
      const { order } = await ownOrder(ctx);
      if (!settingsFor(tenant, order.orderDevice).cancelOrderActive) {
        throw new ApiError(403, 'CANCEL_OFF', afterOrderMessages.cancelOff());
      }
      if (!isCancellable(order.status)) {
        throw new ApiError(409, 'ORDER_NOT_CANCELLABLE', afterOrderMessages.notCancellable());
      }
      const now = services.now();
      const cancelled = await db.orders.cancel(order.id, { reason: body.reason, comment: body.comment }, now);
      // The merchant took it on between the read and the update.
      if (!cancelled) throw new ApiError(409, 'ORDER_NOT_CANCELLABLE', afterOrderMessages.notCancellable());
      if (cancelled.event) await db.events.publish({ topic: ORDER_EVENT_TOPIC, payload: cancelled.event });
      if (cancelled.order.refundState !== 'PENDING') return cancelled.order;
      return (await startRefund(ctx, cancelled.order)) ?? cancelled.order;
    },
  }) satisfies Handlers;
