import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { orderCatalogue, writeOrderTenant } from '../orders/test-orders.ts';
import type { StorefrontApp } from '../app.ts';
import { featureApp } from '../test-app.ts';
import { makeTempDir, removeDir } from '../tenants/test-tenant.ts';
import { readHandlers } from '../catalogue/read-handlers.ts';
import { CHECKED_BY_BUILD_HEADER } from '../../contract/catalogue-route.ts';
import { buildIdOf } from '../../tools/build-id.ts';

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
    expect(answer.headers.get(CHECKED_BY_BUILD_HEADER)).toBe(buildIdOf());
    expect(buildIdOf()).toMatch(/^[0-9a-f]{16}$/);
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
