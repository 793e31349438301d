/**
 * The merchant's order settings (GET /orders/v1/order/setting/{id}): service fee, minimal delivery
 * price, the default service type per channel. In core because the checkout (the default service
 * type) and the delivery module (the delivery terms) both read them, and modules never import each
 * other. The spec does not say what {id} names; the merchant's id is sent.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client.ts';
import { unwrapOrThrow } from '../api/unwrap.ts';

export const orderSettingsQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['order-settings', merchantId],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('orderSettings', { params: { id: merchantId }, signal })),
    staleTime: 10 * 60_000,
  });
