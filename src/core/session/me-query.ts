/**
 * The signed-in customer as the server knows them now (GET users/v1/users/me): the profile refreshes
 * the stored session from it, and the cashback balance is read from it (the stored profile may be
 * older than the last order that spent or earned cashback). One query key for every reader, so an
 * order placed invalidates them all (['me', merchantId]).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/client.ts';
import { unwrapOrThrow } from '../api/unwrap.ts';
import { useStorefront } from '../storefront.tsx';

export const meQuery = (api: ApiClient, merchantId: number, userId: number) =>
  queryOptions({
    queryKey: ['me', merchantId, userId],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('me', { signal })),
    staleTime: 30_000,
    retry: false,
  });

/**
 * The customer's cashback balance: the server's answer once it came, the stored profile's until
 * then; null for a guest.
 */
export function useCashbackBalance(): { balance: number | null; fresh: boolean } {
  const { api, merchant, session } = useStorefront();
  const me = useQuery({ ...meQuery(api, merchant.id, session?.user.id ?? -1), enabled: session !== null });
  if (!session) return { balance: null, fresh: false };
  return { balance: me.data?.cashback ?? session.user.cashback, fresh: me.data !== undefined };
}
