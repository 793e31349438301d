/**
 * The customer's favourites as react-query holds them, keyed ['favourites', merchantId, userId] so
 * brands and accounts never share a list.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../core/api/client.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';

export const favouritesKey = (merchantId: number, userId: number) =>
  ['favourites', merchantId, userId] as const;

export const favouritesQuery = (api: ApiClient, merchantId: number, userId: number) =>
  queryOptions({
    queryKey: favouritesKey(merchantId, userId),
    queryFn: ({ signal }) =>
      unwrapOrThrow(api.call('favourites', { query: { userId, isFavourite: 'true' }, signal })),
    staleTime: 5 * 60_000,
  });
