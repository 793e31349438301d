import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../core/api/client.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';

export const bannersQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['banners', merchantId],
    queryFn: async ({ signal }) => {
      const banners = await unwrapOrThrow(api.call('banners', { signal }));
      return [...banners].sort((a, b) => a.priority - b.priority || a.id - b.id);
    },
    staleTime: 5 * 60_000,
  });
