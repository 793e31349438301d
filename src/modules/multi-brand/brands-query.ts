import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../core/api/client.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';
import type { PageDataContext } from '../../core/registry/define-module.ts';

/**
 * The brands the tabs offer: the merchant's whole list (brandCatalog), to guests and signed-in
 * customers alike. Not the customer's own (userBrands: the brands where they have an account): the
 * tabs are how a customer reaches a brand of the food hall they have not ordered from yet.
 */
export const brandsQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['brands', merchantId],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('brandCatalog', { signal })),
    staleTime: 5 * 60_000,
  });

/** Slot top.brands' data loader, for a server render: the server renders for a guest. */
export const guestBrandsData = ({ queryClient, api, merchantId }: PageDataContext) =>
  queryClient.prefetchQuery(brandsQuery(api, merchantId));
