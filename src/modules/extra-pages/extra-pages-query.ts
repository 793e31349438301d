import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../core/api/client.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';
import type { PageDataContext } from '../../core/registry/define-module.ts';

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

/** The extra layout's pages' data loader: their links and free pages (core/registry/define-module.ts: ScreenModule). */
export const extraPagesData = ({ queryClient, api, merchantId }: PageDataContext) =>
  queryClient.prefetchQuery(extraPagesQuery(api, merchantId));
