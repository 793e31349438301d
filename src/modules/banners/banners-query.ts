import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../core/api/client.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';
import { orderBanners } from '../../core/banner-image.ts';

export const bannersQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['banners', merchantId],
    queryFn: async ({ signal }) => {
      return orderBanners(await unwrapOrThrow(api.call('banners', { signal })));
    },
    staleTime: 5 * 60_000,
  });
