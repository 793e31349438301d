/**
 * The delivery zones and whether the merchant refuses addresses outside them, as react-query holds
 * them. Spec section 7: a failed zone fetch leaves the zones as they were; a failed settings fetch
 * means no area validation.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../core/api/client.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';

export const regionsQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['regions', merchantId],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('regions', { signal })),
    // Zones are drawn in the back office; they change rarely.
    staleTime: 10 * 60_000,
  });

/** GET /orders/v1/merchant/settings: shouldValidateDeliveryArea. */
export const areaValidationQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['merchant-order-settings', merchantId],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('orderMerchantSettings', { signal })),
    staleTime: 10 * 60_000,
  });
