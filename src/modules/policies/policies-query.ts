import { queryOptions } from '@tanstack/react-query';
import type { PolicyType } from '../../contract/index.ts';
import type { ApiClient } from '../../core/api/client.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';
import type { PageDataContext } from '../../core/registry/define-module.ts';

export const policyQuery = (api: ApiClient, merchantId: number, type: PolicyType) =>
  queryOptions({
    queryKey: ['policy', merchantId, type],
    queryFn: async ({ signal }) => {
      const policies = await unwrapOrThrow(api.call('policies', { query: { policies: type }, signal }));
      return policies.find((p) => p.type === type) ?? null;
    },
    staleTime: 30 * 60_000,
  });

/** A policy page's data loader (core/registry/define-module.ts: ScreenModule). */
export const policyData =
  (type: PolicyType) =>
  ({ queryClient, api, merchantId }: PageDataContext) =>
    queryClient.prefetchQuery(policyQuery(api, merchantId, type));
