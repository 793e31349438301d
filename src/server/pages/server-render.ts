/**
 * Server-rendered pages: the storefront's own HTML for a public page (home, category, product,
 * search, policies, branches), drawn by the build's server-rendering bundle (dist/.ssr/entry-server.mjs,
 * made by `npm run build` from src/app/ssr/entry-server.tsx) and put into the tenant's index page, with
 * the query data the browser hydrates from.
 *
 * - Rendering must never cost the visitor the page: a bundle that is missing or broken, or a render
 *   that throws, gives the page without HTML, which the browser renders itself (the failure is
 *   logged). A visitor waits at most RENDER_TIMEOUT_MS for a render; a slower one (the first of a
 *   large menu, while the server warms up) goes on, and the visitors after get it.
 * - A page depends on its address and the language and merchant cookies, never on who asks (nothing
 *   personal renders on the server): rendered pages are kept for RENDERED_TTL_MS, at most
 *   MAX_RENDERED of them, so a busy menu renders a few times a minute, not per visit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { RENDERED_PAGE_ELEMENT_ID, RenderedPage } from '../../contract/rendered-page.ts';
import { readCookie } from '../../core/tenant/cookies.ts';
import type { Logger } from '../base/logger.ts';

/** A render slower than this is dropped for the client-rendered page. */
export const RENDER_TIMEOUT_MS = 2_500;
export const RENDERED_TTL_MS = 30_000;
const MAX_RENDERED = 256;

/** What entry-server.tsx's renderPage gives back, checked like any outside input (it is another build). */
const RenderedHtml = z.object({
  html: z.string(),
  lang: z.string().regex(/^[a-z]{2}$/),
  dir: z.enum(['ltr', 'rtl']),
  brand: z.string(),
  onBrand: z.string(),
  theme: z.enum(['dark', 'light']),
  // Checked here: the browser reads it without a schema (src/app/ssr/hydrate.ts).
  page: RenderedPage,
});
export type RenderedHtml = z.output<typeof RenderedHtml>;

const RenderModule = z.object({ renderPage: z.function(), sanitizeWithWindow: z.function() });

type RenderPage = (request: {
  url: string;
  cookie: string;
  fetch: (request: Request) => Promise<Response>;
}) => Promise<unknown>;

export interface ServerRenderer {
  /** The page's HTML, or null when the page renders in the browser (or rendering failed). */
  render(url: URL, cookie: string): Promise<RenderedHtml | null>;
  /** Drops every kept page (a tenant's data changed); renders under way are not kept either. */
  forget(): void;
  /**
   * Loads the bundle and renders these pages once, kept nowhere: the code, the API's answers and
   * the JIT are warm before the first visitor, whose render would otherwise take seconds.
   */
  warm(urls: readonly URL[]): Promise<void>;
}

/** Where the rendering entry comes from: the build's bundle, or Vite in development. */
export interface RenderEntry {
  /** The entry's module, or null while there is none (no build yet). */
  load(): Promise<unknown>;
  /** Renders are kept RENDERED_TTL_MS (not in development: an edit shows at once). */
  keep: boolean;
}

const bundleFile = (distDir: string) => path.join(distDir, '.ssr', 'entry-server.mjs');

/** The rendering bundle of a build folder (null while the build has none). */
export function builtEntry(distDir: string, log: Logger): RenderEntry {
  let toldMissing = false;
  return {
    keep: true,
    async load() {
      const file = bundleFile(distDir);
      if (fs.existsSync(file)) return import(pathToFileURL(file).href);
      if (!toldMissing)
        log.warn(
          `No server-rendering bundle in ${distDir}: pages render in the browser (run npm run build).`,
        );
      toldMissing = true;
      return null;
    },
  };
}

/** Modules already checked and given a DOM, so a development entry is prepared once per edit. */
const prepared = new WeakMap<object, RenderPage>();

/** Checks the entry's shape and gives the policies' sanitizer a DOM. */
async function renderPageOf(module: unknown): Promise<RenderPage> {
  if (typeof module === 'object' && module !== null) {
    const known = prepared.get(module);
    if (known) return known;
  }
  const loaded = RenderModule.parse(module);
  // Merchant HTML (policies) is cleaned by DOMPurify, which needs a DOM: jsdom's, as DOMPurify
  // documents for servers.
  const { JSDOM } = await import('jsdom');
  (loaded.sanitizeWithWindow as (window: unknown) => void)(new JSDOM('').window);
  const renderPage = loaded.renderPage as RenderPage;
  if (typeof module === 'object' && module !== null) prepared.set(module, renderPage);
  return renderPage;
}

const timeout = (ms: number) =>
  new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`no page after ${ms} ms`)), ms).unref(),
  );

/**
 * @param api the server's own API, called in-process by the render (app.fetch)
 */
export function serverRenderer(
  entry: RenderEntry,
  api: (request: Request) => Promise<Response>,
  log: Logger,
): ServerRenderer {
  const rendered = new LRUCache<string, { value: RenderedHtml | null }>({
    max: MAX_RENDERED,
    ttl: RENDERED_TTL_MS,
  });
  let running = new Map<string, Promise<RenderedHtml | null>>();
  /** Bumped by `forget`: a render that started before keeps its result to itself. */
  let generation = 0;

  async function renderOnce(url: URL, cookie: string): Promise<RenderedHtml | null> {
    let render: RenderPage;
    try {
      // A build made while the server runs brings its bundle: a missing one is looked for again.
      const module = await entry.load();
      if (module === null) return null;
      render = await renderPageOf(module);
    } catch (error) {
      log.error(`The server-rendering entry did not load: pages render in the browser. ${String(error)}`);
      return null;
    }
    try {
      const result = await render({ url: url.href, cookie, fetch: api });
      return result === null ? null : RenderedHtml.parse(result);
    } catch (error) {
      log.warn(`${url.pathname}: rendered in the browser, the server's render failed: ${String(error)}`);
      return null;
    }
  }

  return {
    forget() {
      generation++;
      rendered.clear();
      running = new Map();
    },
    async warm(urls) {
      for (const url of urls) await renderOnce(url, '');
    },
    async render(url, cookie) {
      // Only what the render reads: the address and the two cookies that pick tenant and language.
      const key = `${url.href} ${readCookie('merchant', cookie) ?? ''} ${readCookie('lang', cookie) ?? ''}`;
      if (!entry.keep) return renderOnce(url, cookie);
      const kept = rendered.get(key);
      if (kept) return kept.value;
      // Visitors arriving together share one render.
      let pending = running.get(key);
      if (!pending) {
        const started = generation;
        const runs = running;
        pending = renderOnce(url, cookie).then((value) => {
          if (started === generation) rendered.set(key, { value });
          runs.delete(key);
          return value;
        });
        runs.set(key, pending);
      }
      return Promise.race([pending, timeout(RENDER_TIMEOUT_MS)]).catch(() => {
        log.warn(
          `${url.pathname}: rendered in the browser, the server's render took over ${RENDER_TIMEOUT_MS} ms`,
        );
        return null;
      });
    },
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The index page with a rendered page in it: the html element's language, direction and brand
 * colours (the theme module sets the same in the browser), the markup in #root, and the query data
 * as JSON after it ("<" escaped, as the boot data: merchant text cannot close the script).
 */
export function withRenderedPage(html: string, page: RenderedHtml): string {
  const style = `--brand:${page.brand};--on-brand:${page.onBrand}`;
  const htmlTag = `<html lang="${page.lang}" dir="${page.dir}" data-theme="${page.theme}" style="${escapeAttribute(style)}">`;
  const json = JSON.stringify(page.page).replace(/</g, '\\u003c');
  const state = `<script id="${RENDERED_PAGE_ELEMENT_ID}" type="application/json">${json}</script>`;
  return html
    .replace(/<html\b[^>]*>/i, () => htmlTag)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${state}`);
}
