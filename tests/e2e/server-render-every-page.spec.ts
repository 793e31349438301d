/**
 * Every page the server renders, of every demo tenant, renders in one pass: the build's rendering
 * entry is called as the server calls it (src/server/pages/server-render.ts), against the suite's
 * server, and must not refuse a page. It refuses one whose render asked for data nothing loaded first
 * (a page's or slot's file that shows data of its own exports `loadData`: src/app/ssr/README.md), or
 * whose render waited for code. A page a tenant does not have (its flag is off) gives null.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { z } from 'zod';
import { demoTenantSubs, serverPagesOf } from './support/server-pages.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(root, process.env.E2E_DIST ?? 'dist');

const Entry = z.object({
  renderPage: z.function(),
  sanitizeWithWindow: z.function(),
});
type RenderPage = (request: {
  url: string;
  cookie: string;
  fetch: (request: Request) => Promise<Response>;
}) => Promise<{ html: string } | null>;

/** Every page kind, and a language link (`/uz/`), which the server renders as the page it leads to. */
const pagesOf = (sub: string): string[] => [...serverPagesOf(sub), '/uz/'];

const tenants = demoTenantSubs();

test('every server-rendered page of every demo tenant renders in one pass', async ({ baseURL }) => {
  test.setTimeout(180_000);
  const server = new URL(baseURL ?? '');
  const entry = Entry.parse(await import(pathToFileURL(path.join(dist, '.ssr', 'entry-server.mjs')).href));
  const { JSDOM } = await import('jsdom');
  (entry.sanitizeWithWindow as (window: unknown) => void)(new JSDOM('').window);
  const renderPage = entry.renderPage as RenderPage;
  // The render calls the API at the page's own origin: the suite's server answers for every host.
  const fetchFromServer = (request: Request) => {
    const url = new URL(request.url);
    url.protocol = server.protocol;
    url.host = server.host;
    return fetch(new Request(url, request));
  };

  expect(tenants.length).toBeGreaterThan(3);
  const rendered: string[] = [];
  for (const sub of tenants) {
    for (const page of pagesOf(sub)) {
      const url = `http://${sub}.localhost:${server.port}${page}`;
      const result = await renderPage({ url, cookie: '', fetch: fetchFromServer }).catch((error: unknown) => {
        throw new Error(`${url} was refused: ${String(error)}`);
      });
      if (result) {
        expect(result.html.length, url).toBeGreaterThan(500);
        rendered.push(url);
      }
    }
  }
  // Every active tenant's home, and most pages of the rest, rendered on the server.
  for (const sub of ['burger', 'grocery', 'cafe', 'dastarkhan', 'foodhall'])
    expect(rendered, sub).toContain(`http://${sub}.localhost:${server.port}/`);
  expect(rendered.length).toBeGreaterThan(50);
});
