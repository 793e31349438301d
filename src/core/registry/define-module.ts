/**
 * A feature module declares what it owns and what it adds; the renderer assembles enabled modules.
 * Turning a module's flag off removes its routes, its slots and their code downloads: nothing else in
 * the app names that flag.
 */
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Merchant, Settings, SettingsKey } from '../../contract/index.ts';
import type { ApiClient } from '../api/client.ts';
import type { AssembledCatalogue } from '../catalogue/assemble.ts';
import type { AppLanguage } from '../i18n/languages.ts';
import type { CatalogueLoader } from '../i18n/messages.ts';

export type LayoutName = 'default' | 'auth' | 'extra' | 'map';

/**
 * What a page's or slot's file gives: its component, and for a page the server renders, the loader of
 * the data it shows (as a React Router route module's loader). A server render awaits it before it
 * draws, so the page is complete in one pass (app/ssr/README.md); it lives in the page's own file, so
 * the start's download carries none of it.
 */
export interface ScreenModule {
  default: ComponentType;
  loadData?: (context: PageDataContext) => Promise<unknown>;
}

/** A lazily loaded component: its code downloads only when the module is on and the thing shows. */
export type ComponentLoader = () => Promise<ScreenModule>;

export interface ModuleRoute {
  /** Route name from spec section 2 (e.g. "product-id"). */
  name: string;
  /** react-router path, e.g. "/product/:id". */
  path: string;
  layout: LayoutName;
  load: ComponentLoader;
  /** A route of a module that is on may still depend on a flag of its own (e.g. /privacy). */
  enabled?: (settings: Settings) => boolean;
  /**
   * A sample address of this screen for previews and contact sheets (fixture:preview), built from the
   * tenant's catalogue; null when the tenant has nothing to show there. Routes without parameters are
   * previewed at their own path without it.
   */
  preview?: (sample: PreviewSample) => string | null;
  /**
   * The server renders this page's HTML (src/app/ssr/entry-server.tsx): public pages whose content is
   * the merchant's (menu, product, policies...). Pages behind sign-in, or made of what only the
   * customer's device knows (basket, checkout), leave it out and render in the browser. The data the
   * page shows is loaded first by the `loadData` its file exports (ScreenModule).
   */
  ssr?: boolean;
}

/** What a route's preview may use to build a sample address. */
export interface PreviewSample {
  catalogue: AssembledCatalogue;
}

/** What a module's prefetch may use to start its queries with the first wave of calls. */
export interface PrefetchContext {
  queryClient: QueryClient;
  api: ApiClient;
  settings: Settings;
  merchant: Merchant;
  merchantId: number;
  lang: AppLanguage;
  /** The page the visit starts on (its path after the route step, and its query). */
  page: { path: string; search: URLSearchParams };
}

/** What a page's data loader gets: the start's context and the route's parameters. */
export interface PageDataContext extends PrefetchContext {
  params: Readonly<Record<string, string | undefined>>;
}

export interface ModuleDefinition {
  id: string;
  /** Settings keys this module is responsible for (each key has exactly one owner). */
  owns: readonly SettingsKey[];
  enabled: (settings: Settings) => boolean;
  routes?: readonly ModuleRoute[];
  /** Slot name -> lazy component. Layout documents in layouts/ decide where slots show. */
  slots?: Readonly<Record<string, ComponentLoader>>;
  /**
   * A slot of a module that is on may still depend on a setting of its own (e.g. where the basket
   * button sits: basketPosition). Slots without an entry always show.
   */
  slotEnabled?: Readonly<Record<string, (settings: Settings) => boolean>>;
  /**
   * Slot name -> an eager placeholder of the size the slot will take, shown while its code and data
   * load, so content below does not jump when it arrives (layout shift).
   */
  placeholders?: Readonly<Record<string, ComponentType>>;
  /**
   * Slots this module renders only in the browser: on a server-rendered page they show their
   * placeholder (or nothing) until hydration is done. For what is the customer's own (the account
   * button, the basket sheet, active orders); every other slot renders on the server too.
   */
  clientOnlySlots?: readonly string[];
  /** Components that must render with the first paint (theme, document title): no lazy loading. */
  eager?: Readonly<Record<string, ComponentType>>;
  /** Message catalogue per language; keys become "<module id>.<key>". */
  messages?: Partial<Record<AppLanguage, CatalogueLoader>>;
  /**
   * The catalogue downloads with the module's routes and slots, not at start (src/core/i18n/
   * screen-messages.ts). Only for a module that shows no text outside its own routes and slots.
   */
  messagesWithScreens?: boolean;
  /**
   * With messagesWithScreens: slots that show none of the module's texts (a header button labelled
   * with the app's own words), so their code loads without the module's catalogue: a module whose
   * only first-screen piece is such a button keeps its screens' texts off the home.
   */
  slotsWithoutTexts?: readonly string[];
  /**
   * Starts the module's queries in the start-up wave instead of when its code arrives; settles once
   * they have answered (a server render awaits it before it draws).
   */
  prefetch?: (context: PrefetchContext) => Promise<unknown>;
}

export function defineModule<const M extends ModuleDefinition>(module: M): M {
  return module;
}
