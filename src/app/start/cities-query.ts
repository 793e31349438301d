import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../core/api/client.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';

/** Cities of the merchant: part of the start-up wave (spec section 4). */
export const citiesQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['cities', merchantId],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('cities', { params: { merchantId }, signal })),
    staleTime: 10 * 60_000,
  });
