/**
 * The nearest branch and the delivery tariff as react-query holds them, keyed on their inputs
 * (spec section 4): the same address and basket reuse the answer, any change asks again.
 */
import { queryOptions } from '@tanstack/react-query';
import type { BodyOf } from '../../contract/index.ts';
import type { ApiClient } from '../../core/api/client.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';
import { retryUnlessRefused } from '../../core/branches/closest-branch-query.ts';

export { closestBranchQuery } from '../../core/branches/closest-branch-query.ts';

export const tariffQuery = (api: ApiClient, merchantId: number, body: BodyOf<'tariff'>) =>
  queryOptions({
    queryKey: ['tariff', merchantId, body],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('tariff', { body, signal })),
    staleTime: 60_000,
    retry: retryUnlessRefused,
  });
