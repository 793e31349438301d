/**
 * Hydrating a server-rendered page (src/app/ssr/entry-server.tsx): reads what the server rendered it
 * from (contract/rendered-page.ts) and fills the browser's query cache with it, with the messages
 * and (when it did not travel in the page) the catalogue, so the first render in the browser draws
 * the same page and fetches none of what the page carries.
 *
 * A page rendered for another channel (a Telegram launch, which names itself only in the address's
 * hash), another address or language, or one whose data cannot be read, is rendered in the browser
 * instead: returns null and leaves the cache as it was.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import type { RenderedPage } from '../../contract/index.ts';
import { RENDERED_PAGE_ELEMENT_ID } from '../../contract/page-data-ids.ts';
import { BUILD_ID } from '../../core/build-id.ts';
import { catalogueQuery } from '../../core/catalogue/catalogue-queries.ts';
import type { AppLanguage } from '../../core/i18n/languages.ts';
import { setMessagesTarget } from '../../core/i18n/screen-messages.ts';
import { noteServerSkew } from '../../core/server-clock.ts';
import { preloadComponents } from '../../core/registry/components.ts';
import type { Merchant } from '../../contract/index.ts';
import type { AppServices } from '../start/app-services.ts';
import { merchantQueryKey } from '../start/merchant-query-key.ts';
import { loadMessages, messagesQueryKey } from '../start/load-messages.ts';
import { settingsQuery, type SavedSettings } from '../start/settings-query.ts';
import type { Visit } from '../start/visit.ts';

/**
 * The page's rendered data when this very build's server code wrote it (core/build-id.ts): the
 * server checked it against RenderedPage before writing it, so its shape is the one this code knows.
 */
export function readRenderedPage(doc: Document): RenderedPage | null {
  const text = doc.getElementById(RENDERED_PAGE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const page: unknown = JSON.parse(text);
    return isOwnBuilds(page) ? page : null;
  } catch {
    return null;
  }
}

const isOwnBuilds = (page: unknown): page is RenderedPage =>
  typeof page === 'object' && page !== null && 'build' in page && page.build === BUILD_ID;

export interface HydrationInputs {
  page: RenderedPage;
  /** What the browser resolved for itself, which must be what the page was rendered for. */
  visit: Visit;
  queryClient: QueryClient;
  services: AppServices;
}

/** @returns the language to hydrate in, or null to render in the browser */
export async function prepareHydration({
  page,
  visit,
  queryClient,
  services,
}: HydrationInputs): Promise<AppLanguage | null> {
  const { api, callContext, registry } = services;
  if (page.channel !== visit.channel || page.path !== visit.location) return null;
  // The server checked the envelope (RenderedPage); the rest of each query's state is react-query's
  // own, as its dehydrate() wrote it on the server.
  const queries = page.queries as unknown as DehydratedState['queries'];
  const state: DehydratedState = { mutations: [], queries };
  hydrate(queryClient, state);
  const merchant = queryClient.getQueryData<Merchant>(merchantQueryKey(visit.tenant.sub));
  if (!merchant) return null;
  const saved = queryClient.getQueryData<SavedSettings>(
    settingsQuery(api, merchant.id, visit.variant).queryKey,
  );
  if (!saved) return null;
  callContext.setMerchant(merchant.id);
  callContext.setLanguage(page.lang);
  noteServerSkew(page.clockSkewMs);
  const enabled = registry.enabled(saved.settings);
  const pathname = visit.step.path;
  // The page's code and the code of every slot it drew, so nothing suspends while it hydrates
  // (core/registry/components.ts).
  const route = registry.routes(saved.settings).find((r) => matchPath(r.path, pathname));
  const code = [
    ...(route ? [route.load] : []),
    ...page.slots
      .flatMap((name) => registry.slot(name, saved.settings))
      .flatMap((entry) => (entry.load && !entry.clientOnly ? [entry.load] : [])),
  ];
  try {
    const [, messages] = await Promise.all([
      preloadComponents(code),
      // Screens whose texts come with them wait for the messages to put them in (screen-messages.ts).
      loadMessages(page.lang, enabled, new Set(page.namespaces)).then((messages) => {
        setMessagesTarget(messages);
        return messages;
      }),
      page.catalogueInline
        ? null
        : queryClient.fetchQuery(catalogueQuery(api, merchant.id, visit.catalogueType)),
    ]);
    queryClient.setQueryData(messagesQueryKey(page.lang, enabled), messages);
  } catch {
    return null;
  }
  return page.lang;
}
