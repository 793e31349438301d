import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../core/api/client.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';
import type { PageDataContext } from '../../core/registry/define-module.ts';

/** The brands a signed-in customer sees (theirs), or a guest (the merchant's). */
export const brandsQuery = (api: ApiClient, merchantId: number, userId: number | null) =>
  queryOptions({
    queryKey: ['brands', merchantId, userId ?? 'guest'],
    queryFn: ({ signal }) =>
      unwrapOrThrow(
        userId !== null ? api.call('userBrands', { signal }) : api.call('brandCatalog', { signal }),
      ),
    staleTime: 5 * 60_000,
  });

/** Slot top.brands' data loader, for a server render: the server renders for a guest. */
export const guestBrandsData = ({ queryClient, api, merchantId }: PageDataContext) =>
  queryClient.prefetchQuery(brandsQuery(api, merchantId, null));
