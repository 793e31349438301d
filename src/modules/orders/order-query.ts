/**
 * One order, as its page and its map read it (keyed under ['orders', merchantId] like every order
 * list, see orders-queries.ts). Apart from the lists because of what it looks at again: the home
 * page's status box downloads the lists, not this.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../core/api/client.ts';
import { ApiRequestError, unwrapOrThrow } from '../../core/api/unwrap.ts';
import { awaitsConfirmation } from '../../core/order-confirmation.ts';
import { awaitsOnlinePayment } from '../../core/payments/online-payment.ts';
import { isStreamOpen } from '../../core/live-orders/stream-state.ts';
import { isFinished } from './order-labels.ts';
import { FALLBACK_REFRESH_MS } from './orders-queries.ts';

/** An order waiting for its online payment: the provider's callback comes within seconds. */
const PAYMENT_WAIT_REFRESH_MS = 4_000;
/** An order sent but not confirmed yet: its page says "confirmed" soon after the merchant does. */
const CONFIRMATION_WAIT_REFRESH_MS = 5_000;

export const orderQuery = (api: ApiClient, merchantId: number, orderId: number) =>
  queryOptions({
    queryKey: ['orders', merchantId, 'order', orderId],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('orderById', { params: { id: orderId }, signal })),
    staleTime: 10_000,
    // The live stream brings the payment, the confirmation and every later change: nothing polls
    // while it is open. Without it: back from a provider's page the payment may land a moment later,
    // so look again until it has; a new order is looked at again until the merchant confirms it (or
    // cancels it); an order under way now and then, until it ends.
    refetchInterval: (query) => {
      const order = query.state.data;
      if (!order || isStreamOpen(merchantId)) return false;
      if (awaitsOnlinePayment(order)) return PAYMENT_WAIT_REFRESH_MS;
      if (awaitsConfirmation(order.status)) return CONFIRMATION_WAIT_REFRESH_MS;
      return isFinished(order.status) ? false : FALLBACK_REFRESH_MS;
    },
    // A missing order (or another customer's) will not appear by asking again.
    retry: (failures, error) => failures < 2 && !(error instanceof ApiRequestError && error.status === 404),
  });
