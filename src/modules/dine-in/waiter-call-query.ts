/**
 * The latest waiter call of an order, kept under the order's own key so it goes with the order.
 * While a call is open it is looked at again every few seconds: the staff's answer shows without a
 * reload (the storefront has no push channel for calls).
 */
import { queryOptions } from '@tanstack/react-query';
import { waiterCallEndpoints } from '../../contract/endpoints/waiter-calls.ts';
import type { ApiClient } from '../../core/api/client.ts';
import { addEndpoints } from '../../core/api/checked-calls.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';

// The waiter calls come with the button, not with the start-up code (contract/endpoints/index.ts).
addEndpoints(waiterCallEndpoints);

/** How often an open call is looked at again. */
export const OPEN_CALL_REFRESH_MS = 3_000;

export const waiterCallKey = (merchantId: number, orderId: number) =>
  ['orders', merchantId, 'order', orderId, 'waiter'] as const;

export const waiterCallQuery = (api: ApiClient, merchantId: number, orderId: number) =>
  queryOptions({
    queryKey: waiterCallKey(merchantId, orderId),
    queryFn: async ({ signal }) =>
      (await unwrapOrThrow(api.call('waiterCall', { params: { id: orderId }, signal }))).call,
    refetchInterval: (query) => (query.state.data?.state === 'CALLED' ? OPEN_CALL_REFRESH_MS : false),
  });
