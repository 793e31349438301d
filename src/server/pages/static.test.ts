import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BootData } from '../../contract/index.ts';
import { BANNER_IMAGE, BANNER_SIZES } from '../../core/banner-image.ts';
import { chooseEncoding } from '../http/accept-encoding.ts';
import { createApp, type StorefrontApp } from '../app.ts';
import { withBootData } from './boot-data.ts';
import { silentLogger } from '../base/logger.ts';
import { makeTempDir, removeDir, writeTenant } from '../../../tests/support/server/tenants/test-tenant.ts';
import { testDatabase } from '../../../tests/support/server/storage/test-database.ts';

let root: string;
let dist: string;
let server: StorefrontApp;
const script = `export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Item ${i}` })))};\n`;
const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';

function writeDist(dir: string): void {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script);
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
}

beforeAll(async () => {
  root = makeTempDir();
  dist = path.join(root, 'dist');
  writeDist(dist);
  const tenant = writeTenant(root, 7, 'burger');
  const withBanners = writeTenant(root, 8, 'cafe', {
    files: {
      'settings-web.json': { mainColor: '#00AA00', bannersActive: true },
      'banners.json': {
        items: [
          { id: 2, image: 'cafe/banners/b.svg', priority: 5 },
          { id: 3, image: 'cafe/banners/c.svg', priority: 1 },
          { id: 1, image: 'cafe/banners/a.svg', priority: 5 },
        ],
      },
    },
  });
  server = await createApp({
    tenantDirs: [tenant, withBanners],
    database: await testDatabase(),
    distDir: dist,
    log: silentLogger,
  });
});
afterAll(async () => {
  await server.close();
  removeDir(root);
});

const get = (p: string, headers: Record<string, string> = {}) => server.app.request(p, { headers });

describe('static storefront', () => {
  it('serves index.html at / and as SPA fallback, revalidated on each visit', async () => {
    // Language links (/en/, /zh/...) too: the storefront's route step reads them in the browser.
    for (const p of ['/', '/profile/orders/12', '/product/5?x=1', '/en/', '/zh/product/5', '/kk/1']) {
      // A merchant's page: an address of none gets a message instead (message-page.test.ts).
      const response = await server.app.request(`http://burger.localhost${p}`);
      expect(response.status, p).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<script type="module" src="/assets/app-abc123.js"></script>');
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('serves hashed assets precompressed with brotli or gzip and cached forever', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(script.length / 3);
    expect(zlib.brotliDecompressSync(brBytes).toString()).toBe(script);

    const gzip = await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    expect(gzip.headers.get('etag')).not.toBe(br.headers.get('etag'));

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag') ?? '';
    expect(
      (await get('/assets/app-abc123.js', { 'accept-encoding': 'br', 'if-none-match': etag })).status,
    ).toBe(304);
  });

  it('gives 404 for a missing hashed asset and hidden build files instead of index.html', async () => {
    expect((await get('/assets/app-old999.js')).status).toBe(404);
    expect((await get('/.vite/manifest.json')).headers.get('content-type')).toContain('text/html');
  });

  it('never answers /api or /media with the SPA', async () => {
    const api = await get('/api/nothing');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
    expect((await get('/media/burger/missing.png')).status).toBe(404);
  });

  it('says "run npm run build first" while dist is missing, and picks the build up once it exists', async () => {
    const later = path.join(root, 'later-dist');
    const app = await createApp({
      tenants: server.tenants.all,
      db: server.db,
      distDir: later,
      log: silentLogger,
    });
    const missing = await app.app.request('/');
    expect(missing.status).toBe(503);
    expect(await missing.text()).toContain('run npm run build first');
    writeDist(later);
    expect((await app.app.request('/')).status).toBe(200);
  });
});

describe('chooseEncoding', () => {
  it('follows Accept-Encoding and q-values, preferring brotli on a tie', () => {
    expect(chooseEncoding(undefined, ['br', 'gzip'])).toBe('identity');
    expect(chooseEncoding('gzip, br', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(chooseEncoding('*', ['br', 'gzip'])).toBe('br');
    expect(chooseEncoding('*;q=0, identity', ['br', 'gzip'])).toBe('identity');
    expect(chooseEncoding('deflate', ['br', 'gzip'])).toBe('identity');
  });
});

describe('boot data in index.html', () => {
  const bootOf = (html: string) => {
    const json = /<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    return json === undefined ? null : BootData.parse(JSON.parse(json));
  };

  it('inlines the merchant and its settings for the tenant of the host, the vendor or the cookie', async () => {
    for (const [url, headers] of [
      ['http://burger.localhost/', {}],
      ['http://localhost/product/5?vendor=burger', {}],
      ['http://localhost/', { cookie: 'lang=uz; merchant=burger' }],
    ] as const) {
      const response = await server.app.request(url, { headers });
      const html = await response.text();
      const boot = bootOf(html);
      expect(boot?.sub, url).toBe('burger');
      expect(boot?.merchant.id).toBe(7);
      expect(boot?.settings.web).toMatchObject({ mainColor: expect.any(String) });
      expect(html).not.toMatch(/telegramBotToken|smsPassword|\$schema/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('is compressed like any other file, with a validator of its own', async () => {
    const response = await server.app.request('http://burger.localhost/', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const html = zlib.gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(bootOf(html)?.sub).toBe('burger');
    const plainEtag = (await get('/')).headers.get('etag');
    expect(response.headers.get('etag')).not.toBe(plainEtag);
  });

  it('serves no storefront code when no known tenant is named: the message page instead', async () => {
    for (const url of ['http://localhost/', 'http://pizza.localhost/', 'http://localhost/?vendor=nobody']) {
      const html = await (await server.app.request(url)).text();
      expect(html, url).toContain('data-path="/merchantNotAvailable"');
      expect(html, url).not.toContain('/assets/app-abc123.js');
    }
  });

  it("preloads the first home banner's picture, exactly as the banner asks for it", async () => {
    const html = await (await server.app.request('http://cafe.localhost/')).text();
    const preloads = [
      ...html.matchAll(
        /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)">/g,
      ),
    ];
    const picture = (width: number, height: number) =>
      `/media/cafe/banners/c.svg?w=${width}&amp;h=${height}&amp;q=${BANNER_IMAGE.quality}&amp;format=webp`;
    expect(preloads.map((m) => m.slice(1))).toEqual([
      [
        picture(BANNER_IMAGE.width * 2, BANNER_IMAGE.height * 2),
        // The banner's own candidates and sizes (MediaImage), so the rendition it shows is the one preloaded.
        [picture(640, 256), picture(768, 320), picture(960, 384), picture(1200, 500)]
          .map((url, index) => `${url} ${[640, 768, 960, 1200][index]}w`)
          .join(', '),
        BANNER_SIZES,
      ],
    ]);
    // The language link to the home is the home too.
    expect(await (await server.app.request('http://cafe.localhost/uz/')).text()).toContain(preloads[0]?.[0]);
    // Banners show on the home only: another page does not fetch the banner first.
    for (const path of ['/product/1', '/category', '/about', '/uz/branches']) {
      const page = await (await server.app.request(`http://cafe.localhost${path}`)).text();
      expect(page, path).not.toContain('rel="preload"');
      expect(bootOf(page)?.sub, path).toBe('cafe');
    }
    // Banners off (the burger test tenant): nothing to preload.
    expect(await (await server.app.request('http://burger.localhost/')).text()).not.toContain(
      'rel="preload"',
    );
  });

  it('cannot be closed early by a value', () => {
    const html = withBootData('<html><head></head><body></body></html>', {
      data: {
        sub: 'x',
        merchant: { id: 1, name: { ru: '</script><script>alert(1)</script>' }, sub: 'x', isActive: true },
        settings: { web: {}, clickApp: null },
      },
      preloadImage: null,
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(bootOf(html)?.merchant.name.ru).toBe('</script><script>alert(1)</script>');
  });
});
