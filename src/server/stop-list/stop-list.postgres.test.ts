/**
 * Two instances on one PostgreSQL database: a product stopped and a branch paused through one are
 * seen in the other's answers, without a restart (the event bus's NOTIFY, live-availability.ts).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Branch, Product } from '../../contract/index.ts';
import { createApp, type StorefrontApp } from '../app.ts';
import { apiCaller, capturingLogger, testClock } from '../../../tests/support/server/http/test-client.ts';
import { writeOrderTenant } from '../../../tests/support/server/orders/test-orders.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import { newPostgresDatabase } from '../../../tests/support/server/storage/test-database.ts';
import { stopListStoreOf } from './stop-list-store.ts';

const MERCHANT = 7;
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

/** Asks until the answer satisfies `done`: the other instance hears the change a moment later. */
async function eventually<T>(ask: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await ask();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

it("a stop and a pause made through one instance reach the other's answers", async () => {
  const apiB = apiCaller(b.app, MERCHANT);
  const fries = async () =>
    ((await apiB('/products/v1/overalls?type=WEB')).json as { products: Product[] }).products.find(
      (p) => p.id === 101,
    );
  const branchOne = async () => ((await apiB('/users/v1/branches')).json as Branch[]).find((x) => x.id === 1);
  expect((await fries())?.isAvailable).toBe(true);

  const store = stopListStoreOf(a.db);
  await store.stop(
    MERCHANT,
    { kind: 'product', itemId: 101, branchId: null, until: null, staffId: null },
    clock.now(),
  );
  await store.pause(MERCHANT, { branchId: 1, type: 'PICK_UP', until: null, staffId: null }, clock.now());
  await a.availability.changed(MERCHANT);

  expect((await eventually(fries, (p) => p?.isAvailable === false))?.isAvailable).toBe(false);
  expect((await eventually(branchOne, (x) => (x?.pauses.length ?? 0) > 0))?.pauses).toEqual([
    { type: 'PICK_UP', until: null },
  ]);
});
