import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../core/api/client.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';

/**
 * The merchant's free pages, one call for both: a plain key, so the server can fill it when it
 * renders the page and the browser picks it up (react-query's dehydrated cache).
 */
export const extraPagesQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['extra-pages', merchantId],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('extraPages', { signal })),
    staleTime: 30 * 60_000,
  });
