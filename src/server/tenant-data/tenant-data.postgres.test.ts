/**
 * Two instances on one PostgreSQL database: a setting saved through one reaches the other's answers
 * within 2 s, without a restart (live-tenants.ts over the event bus's NOTIFY), with a new ETag; and
 * the stop list still applies to the new version.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Product } from '../../contract/index.ts';
import { createApp, type StorefrontApp } from '../app.ts';
import { apiCaller, capturingLogger, testClock } from '../../../tests/support/server/http/test-client.ts';
import { writeOrderTenant } from '../../../tests/support/server/orders/test-orders.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import { newPostgresDatabase } from '../../../tests/support/server/storage/test-database.ts';
import { stopListStoreOf } from '../stop-list/stop-list-store.ts';

const MERCHANT = 7;
/** How long a change may take to reach every instance (issue: within 2 s). */
const REACH_MS = 2000;
let root: string;
let a: StorefrontApp;
let b: StorefrontApp;
const clock = testClock();

beforeAll(async () => {
  root = makeTempDir();
  const tenantDirs = [writeOrderTenant(root, MERCHANT, 'burger')];
  const database = await newPostgresDatabase();
  const options = { tenantDirs, database, distDir: false as const, log: capturingLogger(), now: clock.now };
  a = await createApp(options);
  b = await createApp(options);
});
afterAll(async () => {
  await a.close();
  await b.close();
  removeDir(root);
});

it("a setting and a price saved through one instance reach the other's answers within 2 s", async () => {
  const apiB = apiCaller(b.app, MERCHANT);
  const settings = async () => apiB('/support/v1/merchant/settings/web');
  const before = await settings();
  // A stopped product stays stopped through the tenant's new version.
  await stopListStoreOf(a.db).stop(
    MERCHANT,
    { kind: 'product', itemId: 101, branchId: null, until: null, staffId: null },
    clock.now(),
  );
  await a.availability.changed(MERCHANT);

  const state = await a.db.tenantData.state(MERCHANT);
  const files = await a.db.tenantData.files(MERCHANT);
  const catalogue = files['catalogue.json'] as { products: { id: number; price: number }[] };
  const started = Date.now();
  await a.db.tenantData.saveFiles(
    MERCHANT,
    {
      'settings-web.json': { ...(files['settings-web.json'] as object), mainColor: '#0a7f3f' },
      'catalogue.json': {
        ...catalogue,
        products: catalogue.products.map((p) => (p.id === 100 ? { ...p, price: 31000 } : p)),
      },
    },
    { source: 'STUDIO', staffId: null, expected: state!.version },
    clock.now(),
  );
  await a.liveTenants.changed(MERCHANT);

  let after = await settings();
  while ((after.json as { mainColor: string }).mainColor !== '#0a7f3f' && Date.now() - started < 5000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    after = await settings();
  }
  expect(Date.now() - started).toBeLessThanOrEqual(REACH_MS);
  expect((after.json as { mainColor: string }).mainColor).toBe('#0a7f3f');
  expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  const products = ((await apiB('/products/v1/overalls?type=WEB')).json as { products: Product[] }).products;
  expect(products.find((p) => p.id === 100)?.price).toBe(31000);
  expect(products.find((p) => p.id === 101)?.isAvailable).toBe(false);
});
