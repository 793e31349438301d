/**
 * The customer's saved cards as react-query holds them, keyed ['cards', merchantId, userId] so brands
 * and accounts never share a list. Only Payme's masked numbers ever reach this cache.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../core/api/client.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';

export const savedCardsKey = (merchantId: number, userId: number) => ['cards', merchantId, userId] as const;

export const savedCardsQuery = (api: ApiClient, merchantId: number, userId: number) =>
  queryOptions({
    queryKey: savedCardsKey(merchantId, userId),
    queryFn: ({ signal }) => unwrapOrThrow(api.call('cards', { signal })),
    staleTime: 5 * 60_000,
  });
