/**
 * Server rendering: the storefront's HTML for one public page, drawn by the same registry, layouts,
 * modules and start sequence as in the browser (Bootstrap), from the same query functions — their
 * calls go to the reference API in-process (`fetch` is the server's own). Built by
 * `vite build --ssr` into the bundle's .ssr folder; the server calls `renderPage` per request
 * (src/server/pages/server-render.ts) and falls back to the page without HTML when it returns null
 * or fails.
 *
 * What it does, in the browser's order:
 * 1. the route step (language prefix), tenant and channel, exactly as main.tsx resolves them from the
 *    address and cookies (a Telegram launch names itself only in the address's hash, which never
 *    reaches a server: such a visit is rendered as web, and the browser renders it itself);
 * 2. merchant, settings, language (choose-language.ts rules, link and cookie), catalogue, cities,
 *    every enabled module's prefetch, and all messages of the language;
 * 3. renders until every lazy slot and page has loaded, fetches the queries the render asked for
 *    and did not have (a policy, the branches...), and renders again: two or three passes;
 * 4. returns the HTML, the html element's attributes, and the queries that fed it (RenderedPage).
 *
 * Only public pages (home and the routes marked `ssr`) render here; nothing personal does: the
 * server knows no session, basket or draft (core/hydration.ts keeps them out of the first render).
 */
import { dehydrate, QueryClient, QueryClientProvider, type Query } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router-dom';
import type { RenderedPage } from '../contract/rendered-page.ts';
import { BUILD_ID } from '../core/build-id.ts';
import { unwrapOrThrow } from '../core/api/unwrap.ts';
import { citiesQuery } from '../core/branches/branch-queries.ts';
import { catalogueQuery } from '../core/catalogue/catalogue-queries.ts';
import { activeLanguages } from '../core/i18n/active-languages.ts';
import { chooseLanguage } from '../core/i18n/choose-language.ts';
import { ensureFullFormatter } from '../core/i18n/message-format/index.ts';
import { directionOf, type AppLanguage } from '../core/i18n/languages.ts';
import { setMessagesTarget } from '../core/i18n/screen-messages.ts';
import { RenderedSlots } from '../core/registry/components.ts';
import { drawnMarks, HydrationMarks } from '../core/hydration-marks.tsx';
import { serverSkew } from '../core/server-clock.ts';
import { Registry } from '../core/registry/registry.ts';
import type { Channel } from '../core/storefront.tsx';
import { readCookie } from '../core/tenant/cookies.ts';
import { resolveTenant } from '../core/tenant/resolve-tenant.ts';
import { routeStep } from '../core/tenant/route-step.ts';
import { themeOf } from '../modules/theming/theme.ts';
import { modules } from './modules.ts';

// The server gives the policies' sanitizer a DOM (jsdom's) before it renders (server-render.ts).
export { sanitizeWithWindow } from '../core/merchant-html/sanitize.ts';
import { merchantQueryKey } from './start/merchant-query-key.ts';
import { Bootstrap } from './start/bootstrap.tsx';
import { catalogueTypeOf, detectChannel, settingsVariantOf } from './start/channel.ts';
import { forcedRussianSubs } from './start/config.ts';
import { loadMessages, messagesQueryKey } from './start/load-messages.ts';
import { settingsQuery } from './start/settings-query.ts';
import { CallContext, createStorefrontApi } from './start/storefront-api.ts';

export interface RenderRequest {
  /** The page's full address as the visitor asked for it. */
  url: string;
  /** The request's Cookie header. */
  cookie: string;
  /** The server's API, answering in-process (the calls' addresses start with /api). */
  fetch: (request: Request) => Promise<Response>;
}

export interface RenderedHtml {
  /** The markup inside #root. */
  html: string;
  /** Attributes of the html element: language, direction, the brand's colours and theme. */
  lang: AppLanguage;
  dir: 'ltr' | 'rtl';
  brand: string;
  onBrand: string;
  theme: 'dark' | 'light';
  /** Serialized into the page for the browser's hydration (contract/rendered-page.ts). */
  page: RenderedPage;
}

/**
 * Render passes at most: the first loads the lazy slots' and pages' code and meets the page's own
 * queries, the next draw with them. A pass that waited for code (a lazy component suspended) writes
 * that part out of order, to be put in place by an inline script, which the page's
 * Content-Security-Policy refuses: only a pass in which nothing suspended is kept.
 */
const MAX_PASSES = 4;

/** React's markers of content streamed out of order (a hidden segment and its template). */
const outOfOrder = (html: string) => /<template id="|<div hidden id="S:/.test(html);

/** Query data larger than this stays out of the page (the grocery's whole catalogue): the browser fetches it. */
export const MAX_INLINE_QUERY_BYTES = 200_000;

/** Queries a render created and could not fill: enabled, with a query function, never fetched. */
function unfetched(client: QueryClient): Query[] {
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

/** Until no query of the client is fetching (module prefetches start calls without returning them). */
async function settled(client: QueryClient): Promise<void> {
  while (client.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 1));
}

async function renderToString(element: ReactNode): Promise<string> {
  // React writes a boundary larger than progressiveChunkSize (12.5 KB by default, a menu is more) out
  // of order, for an inline script to put in place: the page's policy runs no inline script.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const parts: Buffer[] = [];
  for await (const chunk of prelude)
    parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(parts).toString('utf8');
}

/** Whether the page at `path` renders on the server: home, and module routes marked `ssr`. */
function rendersOnServer(registry: Registry, settings: Parameters<Registry['routes']>[0], path: string) {
  if (path === '/') return true;
  return registry.routes(settings).some((route) => route.ssr === true && matchPath(route.path, path));
}

/** @returns null when the page is not one the server renders (unknown tenant, personal page, Telegram). */
export async function renderPage(request: RenderRequest): Promise<RenderedHtml | null> {
  const url = new URL(request.url);
  const step = routeStep(url.pathname);
  const tenant = resolveTenant({
    hostname: url.hostname,
    search: url.search,
    remembered: readCookie('merchant', request.cookie),
  });
  const channel: Channel = detectChannel({ search: url.search, hash: '' });
  if (tenant.sub === null || channel === 'telegram') return null;

  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000, gcTime: Infinity } },
  });
  const callContext = new CallContext();
  const api = createStorefrontApi(callContext, url.hostname, (input, init) =>
    request.fetch(new Request(new URL(String(input), url.origin), init)),
  );
  const registry = new Registry(modules);

  const merchant = await client.fetchQuery({
    queryKey: merchantQueryKey(tenant.sub),
    queryFn: () => unwrapOrThrow(api.call('merchantBySub', { params: { sub: tenant.sub ?? '' } })),
  });
  if (!merchant.isActive) return null;
  callContext.setMerchant(merchant.id);
  const variant = settingsVariantOf(channel);
  const { settings } = await client.fetchQuery(settingsQuery(api, merchant.id, variant));
  if (!rendersOnServer(registry, settings, step.path)) return null;

  const languages = activeLanguages(settings);
  const lang = chooseLanguage({
    active: languages,
    mainLanguage: settings.mainLanguage,
    cookie: step.lang && languages.includes(step.lang) ? step.lang : readCookie('lang', request.cookie),
    sessionDefault: null,
    messenger: null,
    forcedRussian: forcedRussianSubs.has(merchant.sub),
  });
  callContext.setLanguage(lang);

  const enabled = registry.enabled(settings);
  const catalogueType = catalogueTypeOf(channel);
  void client.prefetchQuery(catalogueQuery(api, merchant.id, catalogueType));
  void client.prefetchQuery(citiesQuery(api, merchant.id));
  for (const module of enabled)
    module.prefetch?.({ queryClient: client, api, settings, merchantId: merchant.id, lang });
  // Every message formats at once in a server render, whatever catalogue a screen brings along (the
  // browser downloads MessageFormat only when a catalogue needs it); loaded once per server.
  await ensureFullFormatter();
  const messages = await loadMessages(lang, enabled, true);
  const namespaces = messages.trackUse();
  client.setQueryData(messagesQueryKey(lang, enabled), messages);
  // Screens whose texts come with them wait for a target to put them in (screen-messages.ts).
  setMessagesTarget(messages);
  await settled(client);

  const location = `${step.path}${url.search}`;
  const slots = new Set<string>();
  const marks = drawnMarks();
  const element = (
    <StrictMode>
      <HydrationMarks value={marks}>
        <RenderedSlots value={slots}>
          <QueryClientProvider client={client}>
            <StaticRouter location={location}>
              <Bootstrap
                tenant={tenant}
                channel={channel}
                registry={registry}
                api={api}
                callContext={callContext}
                messenger={null}
                renderedLanguage={lang}
                address={url}
              />
            </StaticRouter>
          </QueryClientProvider>
        </RenderedSlots>
      </HydrationMarks>
    </StrictMode>
  );
  let html = await renderToString(element);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const missing = unfetched(client);
    if (!missing.length && !outOfOrder(html)) break;
    await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
    // Only the kept pass's marks are the page's.
    marks.clear();
    html = await renderToString(element);
  }
  if (outOfOrder(html)) {
    const at = html.search(/<template id="|<div hidden id="S:/);
    throw new Error(
      `the page still waited for code after every pass, at: ${html.slice(Math.max(0, at - 300), at + 200)}`,
    );
  }

  const { brand, onBrand, dark } = themeOf(settings);
  const { queries } = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' &&
      query.queryKey[0] !== 'messages' &&
      JSON.stringify(query.state.data).length <= MAX_INLINE_QUERY_BYTES,
  });
  const catalogueKey = catalogueQuery(api, merchant.id, catalogueType).queryKey;
  return {
    html,
    lang,
    dir: directionOf(lang),
    brand,
    onBrand,
    theme: dark ? 'dark' : 'light',
    page: {
      build: BUILD_ID,
      channel,
      lang,
      path: location,
      slots: [...slots],
      marks: marks.ids(),
      namespaces: [...namespaces],
      clockSkewMs: serverSkew(),
      queries: queries.map((query) => ({
        ...query,
        queryKey: [...query.queryKey],
        state: { ...query.state, status: 'success' },
      })),
      catalogueInline: queries.some((query) => query.queryHash === JSON.stringify(catalogueKey)),
    },
  };
}
