import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody } from '../../contract/index.ts';
import type { StorefrontApp } from '../app.ts';
import { directivesOf } from '../../../tests/support/server/http/test-policy.ts';
import { FixtureError } from '../tenants/fixture-problems.ts';
import { makeTempDir, removeDir, writeTenant } from '../../../tests/support/server/tenants/test-tenant.ts';
import { featureApp } from '../../../tests/support/server/test-app.ts';
import { decodeTile, tileAt, writeTestMaps } from '../../../tests/support/server/maps/test-map.ts';

const MERCHANT = 7;
const YANDEX_MERCHANT = 8;
const PROVIDER_STYLE = 'https://tiles.example.com/styles/{lang}/style.json';
let root: string;
let server: StorefrontApp;
let proxied: StorefrontApp;
let tenantDirs: string[];

beforeAll(async () => {
  root = makeTempDir();
  writeTestMaps(root);
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  tenantDirs = [
    writeTenant(root, MERCHANT, 'burger'),
    writeTenant(root, YANDEX_MERCHANT, 'pizza', { files: { 'settings-web.json': { mapType: 'YANDEX' } } }),
  ];
  server = await featureApp({
    tenantDirs,
    distDir: dist,
    mapConfig: { styles: { YANDEX: PROVIDER_STYLE } },
    security: { trustProxy: false },
  });
  proxied = await featureApp({ tenantDirs, security: { trustProxy: true } });
});
afterAll(async () => {
  await server.close();
  await proxied.close();
  removeDir(root);
});

const get = (app: StorefrontApp, url: string, headers: Record<string, string> = {}) =>
  app.app.request(url, { headers });

type Style = {
  sources: { base: { tiles: string[]; attribution: string } };
  center: number[];
  layers: unknown[];
};
const styleOf = async (response: Response) => (await response.json()) as Style;

describe('GET /api/map/v1/style.json', () => {
  it("answers the server's style, its tiles on the origin the request came to", async () => {
    const response = await get(
      server,
      'http://burger.localhost:4173/api/map/v1/style.json?merchant=7&lang=uz',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const style = await styleOf(response);
    const [template] = style.sources.base.tiles;
    expect(template).toMatch(
      /^http:\/\/burger\.localhost:4173\/api\/map\/v1\/tiles\/\{z\}\/\{x\}\/\{y\}\.pbf\?v=[\w-]+$/,
    );
    expect(style.sources.base.attribution).toBe('Test map of central Tashkent (written for the tests)');
    expect(style.center).toEqual([69.279, 41.311]);
    expect(JSON.stringify(style.layers)).toContain('["coalesce",["get","name_uz"],["get","name_ru"]');
  });

  it('labels in the merchant main language without lang, and revalidates with its ETag', async () => {
    const url = 'http://localhost:4173/api/map/v1/style.json?merchant=7';
    const first = await get(server, url);
    expect(JSON.stringify((await styleOf(first)).layers)).toContain('["coalesce",["get","name_ru"]');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get(server, url, { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('believes X-Forwarded-Proto and X-Forwarded-Host only behind a trusted proxy', async () => {
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'burger.example.uz' };
    const url = 'http://127.0.0.1:4173/api/map/v1/style.json?merchant=7';
    const trusted = await styleOf(await get(proxied, url, headers));
    expect(trusted.sources.base.tiles[0]).toMatch(/^https:\/\/burger\.example\.uz\/api\/map\/v1\/tiles\//);
    const direct = await styleOf(await get(server, url, headers));
    expect(direct.sources.base.tiles[0]).toMatch(/^http:\/\/127\.0\.0\.1:4173\/api\/map\/v1\/tiles\//);
  });

  it("redirects a merchant whose mapType has a provider style to it, in the merchant's language", async () => {
    const response = await get(server, 'http://localhost/api/map/v1/style.json?merchant=8&lang=eng');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://tiles.example.com/styles/eng/style.json');
    const own = await get(server, 'http://localhost/api/map/v1/style.json?merchant=7&lang=eng');
    expect(own.status).toBe(200);
  });

  it('refuses a missing or unknown merchant and an unknown language', async () => {
    const code = async (url: string) => {
      const response = await get(server, `http://localhost${url}`);
      return [response.status, ApiErrorBody.parse(await response.json()).code];
    };
    expect(await code('/api/map/v1/style.json')).toEqual([400, 'MERCHANT_NOT_DEFINED']);
    expect(await code('/api/map/v1/style.json?merchant=99')).toEqual([404, 'MERCHANT_NOT_FOUND']);
    expect(await code('/api/map/v1/style.json?merchant=7&lang=de')).toEqual([400, 'VALIDATION']);
  });
});

describe('GET /api/map/v1/tiles/{z}/{x}/{y}.pbf', () => {
  const centre = tileAt(69.2803, 41.315, 15);
  const centreUrl = `http://localhost/api/map/v1/tiles/${centre.z}/${centre.x}/${centre.y}.pbf`;
  const version = async () => {
    const style = await styleOf(await get(server, 'http://localhost/api/map/v1/style.json?merchant=7'));
    return new URL((style.sources.base.tiles[0] ?? '').replace(/[{}]/g, '')).searchParams.get('v') ?? '';
  };

  it('answers a vector tile holding the street with its localized names, cached for a year at the current version', async () => {
    const response = await get(server, `${centreUrl}?v=${await version()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-protobuf');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const layers = decodeTile(new Uint8Array(await response.arrayBuffer()));
    expect(layers.streets).toContainEqual(
      expect.objectContaining({ name_uz: "Amir Temur shoh ko'chasi", name_ru: 'проспект Амира Темура' }),
    );
    const old = await get(server, `${centreUrl}?v=old`);
    expect(old.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('gzips when the client accepts it, with an ETag per form, and answers 304 to a known one', async () => {
    const plain = await get(server, centreUrl);
    const zipped = await get(server, centreUrl, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const body = new Uint8Array(await zipped.arrayBuffer());
    expect(decodeTile(gunzipSync(body))).toEqual(decodeTile(new Uint8Array(await plain.arrayBuffer())));
    const etag = zipped.headers.get('etag') ?? '';
    expect(etag).not.toBe(plain.headers.get('etag'));
    const again = await get(server, centreUrl, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('answers 204 outside the data, 404 above zoom 16, 400 for what is not a tile', async () => {
    const far = tileAt(10, 50, 12);
    const empty = await get(server, `http://localhost/api/map/v1/tiles/${far.z}/${far.x}/${far.y}.pbf`);
    expect(empty.status).toBe(204);
    const status = async (tile: string) =>
      (await get(server, `http://localhost/api/map/v1/tiles/${tile}`)).status;
    expect(await status('17/0/0.pbf')).toBe(404);
    expect(await status('2/4/0.pbf')).toBe(400);
    expect(await status('2/0/4.pbf')).toBe(400);
    expect(await status('2/0/1.png')).toBe(400);
    expect(await status('z/0/1.pbf')).toBe(400);
  });
});

describe('the storefront page and the map', () => {
  it("lets the page load the style, tiles and the map's worker from its own origin, and a provider's style", async () => {
    const page = await get(server, 'http://burger.localhost:4173/address/delivery');
    expect(page.status).toBe(200);
    const policy = directivesOf(page.headers.get('content-security-policy'));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://tiles.example.com']);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it('will not start on a bad map file', async () => {
    const maps = makeTempDir('storefront-maps-');
    try {
      fs.writeFileSync(path.join(maps, 'broken.json'), JSON.stringify({ type: 'FeatureCollection' }));
      await expect(featureApp({ tenantDirs, mapsDir: maps })).rejects.toThrow(FixtureError);
      await expect(featureApp({ tenantDirs, mapsDir: maps })).rejects.toThrow(
        /Invalid map files, the server will not start[\s\S]*broken\.json \$\.name/,
      );
    } finally {
      removeDir(maps);
    }
  });
});
