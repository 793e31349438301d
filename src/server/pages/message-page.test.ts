/**
 * A blocked merchant and an address of no merchant get the server's small message page, in the
 * customer's language, with no storefront code; every other page is the storefront's.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type StorefrontApp } from '../app.ts';
import { silentLogger } from '../base/logger.ts';
import { makeTempDir, removeDir, writeTenant } from '../../../tests/support/server/tenants/test-tenant.ts';
import { testDatabase } from '../../../tests/support/server/storage/test-database.ts';

let root: string;
let server: StorefrontApp;
const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  root = makeTempDir();
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  const active = writeTenant(root, 7, 'burger');
  const blocked = writeTenant(root, 9, 'oldbakery', {
    files: {
      'merchant.json': {
        id: 9,
        sub: 'oldbakery',
        name: { ru: 'Старая пекарня', uz: 'Eski novvoyxona', eng: 'Old Bakery' },
        isActive: false,
        logo: 'oldbakery/logo.svg',
      },
      'settings-web.json': { mainColor: '#FF0000', ru: true, uz: true, eng: true },
    },
  });
  server = await createApp({
    tenantDirs: [active, blocked],
    database: await testDatabase(),
    distDir: dist,
    log: silentLogger,
  });
});
afterAll(async () => {
  await server.close();
  removeDir(root);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.request(url, { headers: { host: new URL(url).host, ...headers } });

/** The page's inline scripts and styles, each allowed by its hash in the page's policy. */
function expectAllowedInline(html: string, policy: string) {
  for (const [, kind, body] of html.matchAll(/<(script|style)>([\s\S]*?)<\/\1>/g)) {
    const hash = `'sha256-${createHash('sha256')
      .update(body ?? '')
      .digest('base64')}'`;
    expect(policy).toContain(`${kind}-src ${hash}`);
  }
}

describe('message pages', () => {
  it('a blocked merchant: its name in its language, the page at any address, no script file', async () => {
    const response = await get('http://oldbakery.localhost/product/1');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      '<html lang="ru" dir="ltr" data-path="/blocked" data-sub="oldbakery" data-id="9">',
    );
    expect(html).toContain('<h1>Старая пекарня временно не принимает заказы</h1>');
    expect(html).not.toContain('<script src');
    expect(html).not.toContain('/assets/');
    expect(Buffer.byteLength(html)).toBeLessThan(30 * 1024);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^default-src 'none'/);
    expectAllowedInline(html, policy);
  });

  it("a blocked merchant's page follows the language cookie and link, when the merchant has it", async () => {
    const english = await get('http://oldbakery.localhost/', { cookie: 'lang=en' });
    expect(await english.text()).toContain('<h1>Old Bakery is not taking orders right now</h1>');
    const uzbek = await get('http://oldbakery.localhost/uz/product/1', { cookie: 'lang=en' });
    expect(await uzbek.text()).toContain('<h1>Eski novvoyxona');
    // A language the merchant does not have: its main one.
    const chinese = await get('http://oldbakery.localhost/', { cookie: 'lang=zh' });
    expect(await chinese.text()).toContain('<html lang="ru"');
  });

  it('an address of no merchant: the browser language, else Russian; an unknown one forgets everything', async () => {
    const none = await (await get('http://localhost/', { 'accept-language': 'en-GB,en;q=0.9' })).text();
    expect(none).toContain('<html lang="en" dir="ltr" data-path="/merchantNotAvailable" data-forget="kept">');
    expect(none).toContain('<h1>Shop not found</h1>');
    const unknown = await (await get('http://nosuchshop.localhost/about')).text();
    expect(unknown).toContain('data-forget="always"');
    expect(unknown).toContain('<h1>Магазин не найден</h1>');
    const arabic = await (await get('http://localhost/ar/')).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl"');
  });

  it("an active merchant's address, by host, link or remembered cookie, is the storefront's page", async () => {
    for (const [url, cookie] of [
      ['http://burger.localhost/', ''],
      ['http://localhost/?vendor=burger', ''],
      ['http://localhost/', 'merchant=burger'],
    ] as const) {
      const html = await (await get(url, { cookie })).text();
      expect(html, url).toContain('<div id="root">');
    }
  });
});
