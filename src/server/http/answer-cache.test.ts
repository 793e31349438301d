import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { orderCatalogue, writeOrderTenant } from '../../../tests/support/server/orders/test-orders.ts';
import type { StorefrontApp } from '../app.ts';
import { featureApp } from '../../../tests/support/server/test-app.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import { readHandlers } from '../catalogue/read-handlers.ts';
import { CHECKED_BY_BUILD_HEADER } from '../../contract/catalogue-route.ts';
import { DEVELOPMENT_BUILD } from '../pages/build-record.ts';
import { loadTenants } from '../tenants/load-tenants.ts';
import { AnswerCache } from './answer-cache.ts';

const A = 7;
const B = 8;
const CATALOGUE = '/api/products/v1/overalls?type=WEB';

const roots: string[] = [];
const apps: StorefrontApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const root of roots.splice(0)) removeDir(root);
});

async function start(options: Parameters<typeof featureApp>[0] = {}) {
  const root = makeTempDir();
  roots.push(root);
  // Beta sells the same without fries: another catalogue.
  const beta = { ...orderCatalogue, products: orderCatalogue.products.filter((p) => p.id !== 101) };
  const dirs = [
    writeOrderTenant(root, A, 'alpha'),
    writeOrderTenant(root, B, 'beta', { 'catalogue.json': beta }),
  ];
  const app = await featureApp({ tenantDirs: dirs, ...options });
  apps.push(app);
  return { app, dirs };
}

const get = (app: StorefrontApp, url: string, headers: Record<string, string> = {}, merchant = A) =>
  app.app.request(url, { headers: { merchant: String(merchant), ...headers } });

describe('cached public answers', () => {
  it('carry an ETag, and If-None-Match answers 304 without a body', async () => {
    const { app } = await start();
    const first = await get(app, CATALOGUE);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(first.headers.get('vary')).toMatch(/merchant/i);
    const body = (await first.json()) as { products: unknown[] };
    expect(body.products.length).toBeGreaterThan(0);

    const again = await get(app, CATALOGUE, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // Another merchant's catalogue is another answer.
    const other = await get(app, CATALOGUE, { 'if-none-match': etag }, B);
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('are sent in brotli or gzip as the client accepts, each the same JSON', async () => {
    const { app } = await start();
    const plain = await (await get(app, CATALOGUE)).text();
    const br = await get(app, CATALOGUE, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gz = await get(app, CATALOGUE, { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
    // The compressed answer keeps the strong ETag of the JSON.
    expect(gz.headers.get('etag')).toBe(br.headers.get('etag'));
  });

  it('are made once per fixture version: the handler runs once, and errors are not kept', async () => {
    let calls = 0;
    const { app } = await start({
      handlers: {
        overalls: (ctx) => {
          calls += 1;
          return readHandlers.overalls(ctx);
        },
        policies: () => {
          calls += 100;
          throw new Error('the fixture could not be read');
        },
      },
    });
    await Promise.all([get(app, CATALOGUE), get(app, CATALOGUE), get(app, `${CATALOGUE}&unknown=1`)]);
    await get(app, CATALOGUE, { 'accept-encoding': 'br' });
    expect(calls).toBe(1);
    // Another parameter value is another answer.
    await get(app, '/api/products/v1/overalls?type=TG');
    expect(calls).toBe(2);
    expect((await get(app, '/api/support/v1/company/policies?policies=PRIVACY_POLICY')).status).toBe(500);
    expect((await get(app, '/api/support/v1/company/policies?policies=PRIVACY_POLICY')).status).toBe(500);
    expect(calls).toBe(202);
  });

  it('are checked against the contract once, and name the build whose contract checked them', async () => {
    const { app } = await start();
    const answer = await get(app, CATALOGUE);
    // No build is served here: the answers name the development build, as the dev server's browser
    // code does (server/pages/build-record.test.ts reads a build's own id).
    expect(answer.headers.get(CHECKED_BY_BUILD_HEADER)).toBe(DEVELOPMENT_BUILD);
    // Even with the per-answer checks off (as in production), a kept answer breaking the contract
    // is refused, never kept or marked as checked.
    const { app: broken } = await start({
      validateResponses: false,
      handlers: {
        // A handler gone wrong: its answer is not what its type promises.
        overalls: (ctx) =>
          ({ ...readHandlers.overalls(ctx), products: [{ id: 'not a product' }] }) as unknown as ReturnType<
            typeof readHandlers.overalls
          >,
      },
    });
    const refused = await get(broken, CATALOGUE);
    expect(refused.status).toBe(500);
    expect(refused.headers.get(CHECKED_BY_BUILD_HEADER)).toBeNull();
  });

  it('a changed fixture gives a new ETag (and the same fixture the same ETag, on any instance)', async () => {
    const { app, dirs } = await start();
    const before = (await get(app, CATALOGUE)).headers.get('etag');
    const twin = await featureApp({ tenantDirs: dirs });
    apps.push(twin);
    expect((await get(twin, CATALOGUE)).headers.get('etag')).toBe(before);

    const file = path.join(dirs[0] ?? '', 'catalogue.json');
    const changed = structuredClone(orderCatalogue);
    const first = changed.products[0];
    if (first) first.costPrice += 1000;
    fs.writeFileSync(file, JSON.stringify(changed));
    const edited = await featureApp({ tenantDirs: dirs });
    apps.push(edited);
    const after = await get(edited, CATALOGUE, { 'if-none-match': before ?? '' });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it('every cached endpoint answers with an ETag and revalidates', async () => {
    const { app } = await start();
    for (const url of [
      '/api/support/v1/merchant/settings/web',
      '/api/support/v1/banner',
      '/api/notifications/v2/stories',
      '/api/users/v1/branches',
      `/api/users/v1/city-merchant/merchant/${A}`,
      '/api/support/v1/company/policies?policies=PRIVACY_POLICY',
      '/api/payments/v1/availability',
    ]) {
      const first = await get(app, url);
      expect(first.status, url).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag, url).toBeTruthy();
      expect((await get(app, url, { 'if-none-match': etag ?? '' })).status, url).toBe(304);
    }
  });
});

describe('the brotli of a cached answer', () => {
  /** About 300 KB of JSON that brotli's best quality shrinks more than its quick one. */
  const big = {
    products: Array.from({ length: 3000 }, (_, id) => ({
      id,
      name: `Product ${id} ${(id * 7919) % 1000}`,
      price: (id * 104729) % 100_000,
      inStock: id % 3 !== 0,
    })),
  };
  const json = JSON.stringify(big);
  const brotli = (quality: number) =>
    brotliCompressSync(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
      },
    });

  function tenant() {
    const root = makeTempDir();
    roots.push(root);
    const [loaded] = loadTenants([writeOrderTenant(root, A, 'alpha')]);
    if (!loaded) throw new Error('no tenant');
    return loaded;
  }

  const request = { ifNoneMatch: undefined, acceptEncoding: 'gzip, deflate, br, zstd' };

  it('is made again at the best quality in the background, and that one answers from then on', async () => {
    const cache = new AnswerCache('build');
    const merchant = tenant();
    const produce = () => Promise.resolve(big);
    const first = await cache.respond(merchant, 'big', request, produce);
    const quick = Buffer.from(await first.arrayBuffer());
    await cache.idle();
    const later = await cache.respond(merchant, 'big', request, produce);
    const best = Buffer.from(await later.arrayBuffer());

    // Standard brotli, which any browser decodes (no large-window flag), to the very same JSON.
    expect(brotliDecompressSync(quick).toString()).toBe(json);
    expect(brotliDecompressSync(best).toString()).toBe(json);
    expect(best.equals(brotli(constants.BROTLI_MAX_QUALITY))).toBe(true);
    expect(best.length).toBeLessThan(quick.length * 0.95);
    // One representation with one validator, before and after; Content-Length is the bytes sent.
    expect(later.headers.get('content-encoding')).toBe('br');
    expect(later.headers.get('etag')).toBe(first.headers.get('etag'));
    const revalidated = await cache.respond(
      merchant,
      'big',
      { ...request, ifNoneMatch: first.headers.get('etag') ?? '' },
      produce,
    );
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it('is not made at the best quality once the cache is closed (the server is stopping)', async () => {
    const cache = new AnswerCache('build');
    const merchant = tenant();
    const produce = () => Promise.resolve(big);
    const body = async (key: string) =>
      Buffer.from(await (await cache.respond(merchant, key, request, produce)).arrayBuffer());
    // The first answer's best brotli starts at once; the second's waits for it, and is dropped.
    await body('running');
    await body('waiting');
    cache.close();
    await cache.idle();
    const best = brotli(constants.BROTLI_MAX_QUALITY);
    expect((await body('running')).equals(best)).toBe(true);
    expect((await body('waiting')).length).toBeGreaterThan(best.length);
  });
});

describe('answers made in advance', () => {
  it('the web catalogue is made before the first request, which then gets the kept answer', async () => {
    let calls = 0;
    const { app } = await start({
      warmAnswers: true,
      handlers: {
        overalls: (ctx) => {
          calls += 1;
          return readHandlers.overalls(ctx);
        },
      },
    });
    // One per merchant (alpha and beta), before anyone asked.
    expect(calls).toBe(2);
    const answer = await get(app, CATALOGUE, { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('content-security-policy')).toBeTruthy();
    expect(calls).toBe(2);
    expect((await get(app, CATALOGUE, { 'if-none-match': answer.headers.get('etag') ?? '' })).status).toBe(
      304,
    );
  });
});
