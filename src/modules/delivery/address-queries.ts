/**
 * A signed-in customer's saved addresses as react-query holds them, keyed per merchant and user so
 * brands and accounts never share a list.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../core/api/client.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';

export const savedAddressesKey = (merchantId: number, userId: number) =>
  ['addresses', merchantId, userId] as const;

export const savedAddressesQuery = (api: ApiClient, merchantId: number, userId: number) =>
  queryOptions({
    queryKey: savedAddressesKey(merchantId, userId),
    queryFn: ({ signal }) => unwrapOrThrow(api.call('addresses', { params: { merchantId, userId }, signal })),
    staleTime: 5 * 60_000,
  });
