/**
 * What a server render loads before it draws, so that it draws once: the page's own data (the
 * `loadData` its file exports, as a React Router route module's loader) and the code of the page and
 * of every slot the enabled modules fill. The start's calls (start-queries.ts) are awaited beside it.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import type { Settings } from '../../contract/index.ts';
import { preloadComponents } from '../../core/registry/components.ts';
import type { PrefetchContext } from '../../core/registry/define-module.ts';
import type { Registry } from '../../core/registry/registry.ts';

/** The route the server renders at `path` (home has none of its own), or false for a page it does not render. */
export function serverRoute(registry: Registry, settings: Settings, path: string) {
  if (path === '/') return null;
  for (const route of registry.routes(settings)) {
    const match = route.ssr === true ? matchPath(route.path, path) : null;
    if (match) return { route, params: match.params };
  }
  return false;
}

/**
 * Loads the code of the page and of every slot the enabled modules fill, and with it the data each
 * of their files' `loadData` names (core/registry/define-module.ts: ScreenModule).
 */
export async function loadPage(
  registry: Registry,
  context: PrefetchContext,
  page: NonNullable<ReturnType<typeof serverRoute>> | null,
): Promise<void> {
  const slotCode = registry
    .enabled(context.settings)
    .flatMap((module) => Object.keys(module.slots ?? {}))
    .flatMap((name) => registry.slot(name, context.settings))
    .flatMap((entry) => (entry.load && !entry.clientOnly ? [entry.load] : []));
  const screens = await preloadComponents([...(page ? [page.route.load] : []), ...slotCode]);
  const params = page ? page.params : {};
  await Promise.all(screens.map((screen) => screen.loadData?.({ ...context, params })));
}

/**
 * Queries the render asked for that nothing loaded first: enabled, with a query function, never
 * fetched. The page's loadData (or its module's prefetch) must load them; a browser test renders every
 * server-rendered page of the demo tenants and expects none (server-render-every-page.spec.ts).
 */
export function unloadedQueries(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
      const on = typeof enabled === 'function' ? (enabled as (q: Query) => boolean)(query) : enabled;
      return on !== false && typeof queryFn === 'function';
    });
}
