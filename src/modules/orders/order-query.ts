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

/** An order waiting for its online payment: the provider's callback comes within seconds. */
const PAYMENT_WAIT_REFRESH_MS = 4_000;
/** An order sent but not confirmed yet: its page says "confirmed" soon after the merchant does. */
const CONFIRMATION_WAIT_REFRESH_MS = 5_000;

export const orderQuery = (api: ApiClient, merchantId: number, orderId: number) =>
  queryOptions({
    queryKey: ['orders', merchantId, 'order', orderId],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('orderById', { params: { id: orderId }, signal })),
    staleTime: 10_000,
    // Back from a provider's page the payment may land a moment later: look again until it has.
    // A new order is looked at again until the merchant confirms it (or cancels it).
    refetchInterval: (query) => {
      const order = query.state.data;
      if (!order) return false;
      if (awaitsOnlinePayment(order)) return PAYMENT_WAIT_REFRESH_MS;
      return awaitsConfirmation(order.status) ? CONFIRMATION_WAIT_REFRESH_MS : false;
    },
    // A missing order (or another customer's) will not appear by asking again.
    retry: (failures, error) => failures < 2 && !(error instanceof ApiRequestError && error.status === 404),
  });
