/**
 * The promo calls as queries: the check of a code (its terms, or the refusal) and the customer's
 * codes. Keys are under ['promo-check', merchantId] and ['promos', merchantId]: the checkout
 * invalidates the first when an order is refused for its code, and both lists after an order.
 */
import { queryOptions } from '@tanstack/react-query';
import type { OrderDevice } from '../../contract/index.ts';
import type { ApiClient } from '../../core/api/client.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';

export const promoCheckQuery = (api: ApiClient, merchantId: number, code: string, orderDevice: OrderDevice) =>
  queryOptions({
    queryKey: ['promo-check', merchantId, code.toUpperCase()],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('promoCheck', { body: { code, orderDevice }, signal })),
    // Checked again when the checkout opens a minute later (the code may have run out since).
    staleTime: 60_000,
    retry: false,
  });

export const customerPromosQuery = (api: ApiClient, merchantId: number, userId: number) =>
  queryOptions({
    queryKey: ['promos', merchantId, userId],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('customerPromos', { signal })),
    staleTime: 30_000,
  });
