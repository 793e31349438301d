/**
 * The start sequence's queries (spec section 4), one definition for the browser and a server render:
 *   merchant by sub -> (settings, catalogue, cities) in parallel -> the enabled modules' own calls
 *   (banners, stories, ...) as soon as the settings say what is on.
 * The browser starts them from Bootstrap's hooks; a server render awaits them before it draws
 * (app/ssr/entry-server.tsx). Both fill the same query keys, which is what lets the browser hydrate from
 * the server's data.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ClientType } from '../../contract/index.ts';
import type { ApiClient } from '../../core/api/client.ts';
import { ApiRequestError, unwrapOrThrow } from '../../core/api/unwrap.ts';
import { citiesQuery } from '../../core/branches/branch-queries.ts';
import { catalogueQuery, gradesQuery } from '../../core/catalogue/catalogue-queries.ts';
import type { ModuleDefinition, PrefetchContext } from '../../core/registry/define-module.ts';
import { merchantQueryKey } from './merchant-query-key.ts';

export const merchantQuery = (api: ApiClient, sub: string | null) =>
  queryOptions({
    queryKey: merchantQueryKey(sub),
    queryFn: ({ signal }) => unwrapOrThrow(api.call('merchantBySub', { params: { sub: sub ?? '' }, signal })),
    enabled: sub !== null,
    staleTime: 5 * 60_000,
    // An unknown merchant is final; a network failure is worth another try.
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 2,
  });

/**
 * The calls that need only the merchant: they start with the settings call, not after it. The menu's
 * grades follow the catalogue (one call per catalogue, never competing with it: core/catalogue).
 */
export function merchantWave(
  queryClient: QueryClient,
  api: ApiClient,
  merchantId: number,
  catalogueType: ClientType,
): Promise<unknown> {
  return Promise.all([
    queryClient
      .prefetchQuery(catalogueQuery(api, merchantId, catalogueType))
      .then(() => queryClient.prefetchQuery(gradesQuery(api, merchantId))),
    queryClient.prefetchQuery(citiesQuery(api, merchantId)),
  ]);
}

export interface ModulesWaveInputs extends PrefetchContext {
  modules: readonly ModuleDefinition[];
}

/** The enabled modules' own calls (banners, stories...): settled when every one has answered. */
export function modulesWave({ modules, ...context }: ModulesWaveInputs): Promise<unknown> {
  return Promise.all(modules.map((module) => module.prefetch?.(context)));
}
