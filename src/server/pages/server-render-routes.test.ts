/**
 * The server's rendered pages as a browser gets them: a build with a rendering bundle has its
 * markup in #root, and a bundle that fails gives the page without it (the browser renders it), never
 * an error page. The bundles here are tiny stand-ins with entry-server.mjs's interface.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDERED_PAGE_ELEMENT_ID } from '../../contract/rendered-page.ts';
import { testRenderedPage } from '../../../tests/support/server/pages/test-rendered-page.ts';
import { createApp, type StorefrontApp } from '../app.ts';
import { silentLogger } from '../base/logger.ts';
import { testDatabase } from '../../../tests/support/server/storage/test-database.ts';
import { makeTempDir, removeDir, writeTenant } from '../../../tests/support/server/tenants/test-tenant.ts';

const indexHtml = '<!doctype html><html lang="ru"><head></head><body><div id="root"></div></body></html>';

/** A build folder whose rendering bundle runs `body` (the inside of an async renderPage). */
function writeDist(dir: string, body: string): void {
  fs.mkdirSync(path.join(dir, '.ssr'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
  fs.writeFileSync(
    path.join(dir, '.ssr', 'entry-server.mjs'),
    `export const sanitizeWithWindow = () => {};\nexport async function renderPage(request) {\n${body}\n}\n`,
  );
}

const renderedWith = (page: string) => `
  const url = new URL(request.url);
  if (url.pathname !== '/') return null;
  // The bundle calls the server's API in-process, as the storefront's queries do.
  const merchant = await (await request.fetch(new Request(new URL('/api/users/v1/merchants/sub/burger', url)))).json();
  return {
    html: '<main><h1>' + merchant.sub + ' from the server</h1></main>',
    lang: 'uz', dir: 'ltr', brand: '#FCE000', onBrand: '#000000', theme: 'light',
    page: ${page},
  };`;
const validPage = JSON.stringify(testRenderedPage({ lang: 'uz' }));

describe('pages rendered on the server', () => {
  let root: string;
  let good: StorefrontApp;
  let broken: StorefrontApp;
  let misshapen: StorefrontApp;

  beforeAll(async () => {
    root = makeTempDir();
    const tenant = writeTenant(root, 7, 'burger');
    writeDist(path.join(root, 'good'), renderedWith(validPage));
    writeDist(path.join(root, 'broken'), "throw new Error('the render broke');");
    // The browser reads the page's data without a schema: the server lets none through that breaks it.
    writeDist(path.join(root, 'misshapen'), renderedWith("{ channel: 'web', lang: 'uz', path: '/' }"));
    const app = async (dist: string) =>
      createApp({
        tenantDirs: [tenant],
        database: await testDatabase(),
        distDir: path.join(root, dist),
        log: silentLogger,
        serverRender: true,
      });
    good = await app('good');
    broken = await app('broken');
    misshapen = await app('misshapen');
  });
  afterAll(async () => {
    await good.close();
    await broken.close();
    await misshapen.close();
    removeDir(root);
  });

  it('puts the markup, the language and the query data into the page', async () => {
    const response = await good.app.request('http://burger.localhost/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"><main><h1>burger from the server</h1></main></div>');
    expect(html).toContain('<html lang="uz" dir="ltr" data-theme="light"');
    expect(html).toContain(`<script id="${RENDERED_PAGE_ELEMENT_ID}" type="application/json">`);
  });

  it('serves the page without markup where the bundle renders nothing (a personal page)', async () => {
    const html = await (await good.app.request('http://burger.localhost/profile')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(RENDERED_PAGE_ELEMENT_ID);
  });

  it.each([
    ['fails', () => broken],
    ['gives data that breaks the rendered page schema', () => misshapen],
  ])('falls back to the browser-rendered page when the render %s', async (_, server) => {
    const response = await server().app.request('http://burger.localhost/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(RENDERED_PAGE_ELEMENT_ID);
  });
});
