/**
 * Server rendering: the storefront's HTML for one public page, drawn by the same registry, layouts,
 * modules and start sequence as in the browser (AppProviders, Bootstrap), from the same query
 * functions: their calls go to the reference API in-process (`fetch` is the server's own). Built by
 * `vite build --ssr` into the bundle's .ssr folder (loaded by Vite itself in `npm run dev`); the server
 * calls `renderPage` per request (src/server/pages/server-render.ts) and falls back to the page without
 * HTML when it returns null or fails. The whole way of a page, server to live: ./README.md.
 *
 * What it does, in the browser's order:
 * 1. the visit (route step, tenant, channel) exactly as main.tsx resolves it (start/visit.ts; a
 *    Telegram launch names itself only in the address's hash, which never reaches a server: such a
 *    visit is rendered as web, and the browser renders it itself);
 * 2. merchant, settings, language (choose-language.ts rules, link and cookie), then, together: the
 *    start's calls (start/start-queries.ts), all messages of the language, the page's own data and
 *    the code of the page and every slot (page-data.ts);
 * 3. renders once (render-markup.ts): nothing is left to wait for;
 * 4. returns the HTML, the html element's attributes, and the queries that fed it (RenderedPage).
 *
 * Only public pages (home and the routes marked `ssr`) render here; nothing personal does: the
 * server knows no session, basket or draft (core/hydration.ts keeps them out of the first render).
 */
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StaticRouter } from 'react-router-dom';
import type { RenderedPage } from '../../contract/rendered-page.ts';
import { BUILD_ID } from '../../core/build-id.ts';
import { catalogueQuery } from '../../core/catalogue/catalogue-queries.ts';
import { activeLanguages } from '../../core/i18n/active-languages.ts';
import { chooseLanguage } from '../../core/i18n/choose-language.ts';
import { ensureFullFormatter } from '../../core/i18n/message-format/index.ts';
import { directionOf, type AppLanguage } from '../../core/i18n/languages.ts';
import { setMessagesTarget } from '../../core/i18n/screen-messages.ts';
import { drawnMarks } from '../../core/hydration-marks.tsx';
import { serverSkew } from '../../core/server-clock.ts';
import { readCookie } from '../../core/tenant/cookies.ts';
import { themeOf } from '../../core/theme.ts';
import { AppProviders } from '../start/app-providers.tsx';
import { createAppServices } from '../start/app-services.ts';
import { forcedRussianSubs } from '../start/config.ts';
import { loadMessages, messagesQueryKey } from '../start/load-messages.ts';
import { settingsQuery } from '../start/settings-query.ts';
import { merchantQuery, merchantWave, modulesWave } from '../start/start-queries.ts';
import { resolveVisit } from '../start/visit.ts';
import { loadPage, serverRoute, unloadedQueries } from './page-data.ts';
import { renderMarkup } from './render-markup.ts';

// The server gives the policies' sanitizer a DOM (jsdom's) before it renders (server-render.ts).
export { sanitizeWithWindow } from '../../core/merchant-html/sanitize.ts';

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

/** Query data larger than this stays out of the page (the grocery's whole catalogue): the browser fetches it. */
export const MAX_INLINE_QUERY_BYTES = 200_000;

/** @returns null when the page is not one the server renders (unknown tenant, personal page, Telegram). */
export async function renderPage(request: RenderRequest): Promise<RenderedHtml | null> {
  const url = new URL(request.url);
  const visit = resolveVisit({ address: url, rememberedSub: readCookie('merchant', request.cookie) });
  const { step, tenant, channel, variant, catalogueType } = visit;
  if (tenant.sub === null || channel === 'telegram') return null;

  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000, gcTime: Infinity } },
  });
  const services = createAppServices(url.hostname, (input, init) =>
    request.fetch(new Request(new URL(String(input), url.origin), init)),
  );
  const { api, callContext, registry } = services;

  const merchant = await client.fetchQuery(merchantQuery(api, tenant.sub));
  if (!merchant.isActive) return null;
  callContext.setMerchant(merchant.id);
  const merchantCalls = merchantWave(client, api, merchant.id, catalogueType);
  const { settings } = await client.fetchQuery(settingsQuery(api, merchant.id, variant));
  const route = serverRoute(registry, settings, step.path);
  if (route === false) return null;

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

  const modules = registry.enabled(settings);
  const context = {
    queryClient: client,
    api,
    settings,
    merchant,
    merchantId: merchant.id,
    lang,
    page: visit.page,
  };
  const moduleCalls = modulesWave({ ...context, modules });
  // Every message formats at once in a server render, whatever catalogue a screen brings along (the
  // browser downloads MessageFormat only when a catalogue needs it); loaded once per server.
  await ensureFullFormatter();
  const messages = await loadMessages(lang, modules, true);
  const namespaces = messages.trackUse();
  client.setQueryData(messagesQueryKey(lang, modules), messages);
  // Screens whose texts come with them wait for a target to put them in (screen-messages.ts).
  setMessagesTarget(messages);
  await Promise.all([merchantCalls, moduleCalls, loadPage(registry, context, route)]);

  const slots = new Set<string>();
  const marks = drawnMarks();
  const element = (
    <AppProviders
      queryClient={client}
      Router={({ children }) => <StaticRouter location={visit.location}>{children}</StaticRouter>}
      marks={marks}
      slots={slots}
      visit={visit}
      services={services}
      messenger={null}
      renderedLanguage={lang}
      address={url}
    />
  );
  const html = await renderMarkup(element);
  const unloaded = unloadedQueries(client);
  if (unloaded.length)
    throw new Error(
      `${step.path} asked for data nothing loaded before the render (its page's loadData or its module's prefetch must): ${unloaded.map((q) => q.queryHash).join(', ')}`,
    );

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
      path: visit.location,
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
