import { queryOptions } from '@tanstack/react-query';
import type { PolicyType } from '../../contract/index.ts';
import type { ApiClient } from '../../core/api/client.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';

export const policyQuery = (api: ApiClient, merchantId: number, type: PolicyType) =>
  queryOptions({
    queryKey: ['policy', merchantId, type],
    queryFn: async ({ signal }) => {
      const policies = await unwrapOrThrow(api.call('policies', { query: { policies: type }, signal }));
      return policies.find((p) => p.type === type) ?? null;
    },
    staleTime: 30 * 60_000,
  });
