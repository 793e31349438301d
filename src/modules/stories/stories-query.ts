import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../core/api/client.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';

export const storiesQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['stories', merchantId],
    queryFn: async ({ signal }) => {
      const stories = await unwrapOrThrow(api.call('stories', { signal }));
      return [...stories].sort((a, b) => a.priority - b.priority || a.id - b.id);
    },
    staleTime: 5 * 60_000,
  });
