/**
 * The staff's stop list, stock and pauses, as the storefront and the order path see them: through
 * the public answers (with a new ETag) and the order refusals the spec names.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Branch, Product } from '../../contract/index.ts';
import type { Session } from '../storage/db.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import {
  orderApp,
  pickupOrder,
  roundTheClockBranches,
  writeOrderTenant,
} from '../../../tests/support/server/orders/test-orders.ts';
import { stopListStoreOf } from './stop-list-store.ts';

const MERCHANT = 7;
let root: string;
let app: Awaited<ReturnType<typeof orderApp>>;
let customer: Session;

beforeAll(async () => {
  root = makeTempDir();
  // Every branch takes pickup, so "another branch" is a pickup order too.
  const { items } = roundTheClockBranches(MERCHANT, 'cafe') as { items: Branch[] };
  const branches = { items: items.map((b) => ({ ...b, settings: { ...b.settings, pickupEnabled: true } })) };
  app = await orderApp([writeOrderTenant(root, MERCHANT, 'cafe', { 'branches.json': branches })]);
  customer = await app.server.db.createSessionForTest(MERCHANT);
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

const store = () => stopListStoreOf(app.server.db);
const api = () => app.api(MERCHANT);
const staff = { staffId: null };

/** Clears the lists between tests, and applies that. */
beforeEach(async () => {
  const db = app.server.db.kysely;
  await db.deleteFrom('stop_list').execute();
  await db.deleteFrom('stock_counts').execute();
  await db.deleteFrom('branch_pauses').execute();
  await app.server.availability.changed(MERCHANT);
});

async function products(): Promise<Product[]> {
  const reply = await api()('/products/v1/overalls?type=WEB');
  expect(reply.status).toBe(200);
  return (reply.json as { products: Product[] }).products;
}
const product = async (id: number) => (await products()).find((p) => p.id === id);

const order = (body: Record<string, unknown> = {}) =>
  api()('/orders/v1/orders', { token: customer.token, body: { ...pickupOrder, ...body } });

describe('a product stopped by the staff', () => {
  it('at every branch: unavailable in the catalogue (a new ETag) and refused in an order', async () => {
    const before = await api()('/products/v1/overalls?type=WEB');
    await store().stop(
      MERCHANT,
      { kind: 'product', itemId: 101, branchId: null, until: null, ...staff },
      app.clock.now(),
    );
    await app.server.availability.changed(MERCHANT);

    const after = await api()('/products/v1/overalls?type=WEB', {
      headers: { 'if-none-match': before.headers.get('etag') ?? '' },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect((await product(101))?.isAvailable).toBe(false);
    expect((await product(100))?.isAvailable).toBe(true);
    expect((await order()).code).toBe('PRODUCT_NOT_AVAILABLE');

    await store().resume(MERCHANT, 'product', 101, null);
    await app.server.availability.changed(MERCHANT);
    expect((await product(101))?.isAvailable).toBe(true);
    expect((await order()).status).toBe(200);
  });

  it('at one branch: inactive there only, and an order at another branch goes through', async () => {
    await store().stop(
      MERCHANT,
      { kind: 'product', itemId: 101, branchId: 1, until: null, ...staff },
      app.clock.now(),
    );
    await app.server.availability.changed(MERCHANT);
    const fries = await product(101);
    expect(fries?.isAvailable).toBe(true);
    expect(fries?.productBranch).toContainEqual({ branchId: 1, isActive: false });
    expect(fries?.productBranch).toContainEqual({ branchId: 2, isActive: true });
    expect((await order()).code).toBe('PRODUCT_NOT_AVAILABLE');
    expect((await order({ branchId: 2 })).status).toBe(200);
  });

  it('until a time: back on sale once that time has passed', async () => {
    const until = app.clock.now() + 60 * 60_000;
    await store().stop(
      MERCHANT,
      { kind: 'product', itemId: 101, branchId: null, until, ...staff },
      app.clock.now(),
    );
    await app.server.availability.changed(MERCHANT);
    expect((await product(101))?.isAvailable).toBe(false);
    app.clock.advance(61 * 60);
    // In production a timer wakes at the end; the test's clock is its own, so it asks itself.
    await app.server.availability.refresh(MERCHANT);
    expect((await product(101))?.isAvailable).toBe(true);
  });
});

describe('an option stopped by the staff', () => {
  it('is unavailable in the catalogue and an order choosing it is refused', async () => {
    await store().stop(
      MERCHANT,
      { kind: 'modification', itemId: 11, branchId: null, until: null, ...staff },
      app.clock.now(),
    );
    await app.server.availability.changed(MERCHANT);
    const burger = await product(100);
    const option = burger?.modificationGroups.flatMap((g) => g.modifications).find((m) => m.id === 11);
    expect(option?.isAvailable).toBe(false);
    const refused = await order();
    expect(refused.code).toBe('PRODUCT_NOT_AVAILABLE');
    expect(JSON.stringify(refused.json)).toMatch(/not available now/);
  });

  it('at one branch only: offered at the others', async () => {
    await store().stop(
      MERCHANT,
      { kind: 'modification', itemId: 11, branchId: 1, until: null, ...staff },
      app.clock.now(),
    );
    await app.server.availability.changed(MERCHANT);
    expect((await order()).code).toBe('PRODUCT_NOT_AVAILABLE');
    expect((await order({ branchId: 2 })).status).toBe(200);
  });
});

describe('stock counted by the staff', () => {
  it('replaces the catalogue count: more than is left is refused', async () => {
    await store().setStock(MERCHANT, 101, 1, staff, app.clock.now());
    await app.server.availability.changed(MERCHANT);
    expect((await product(101))?.count).toBe(1);
    expect((await order()).code).toBe('NOT_ENOUGH_PRODUCTS');
    await store().setStock(MERCHANT, 101, null, staff, app.clock.now());
    await app.server.availability.changed(MERCHANT);
    expect((await order()).status).toBe(200);
  });
});

describe('a branch paused by the staff', () => {
  const branch = async (id: number): Promise<Branch | undefined> =>
    ((await api()('/users/v1/branches')).json as Branch[]).find((b) => b.id === id);

  it('lists the pause, refuses pickup there as closed, and takes it again once reopened', async () => {
    const until = app.clock.now() + 30 * 60_000;
    await store().pause(MERCHANT, { branchId: 1, type: 'PICK_UP', until, ...staff }, app.clock.now());
    await app.server.availability.changed(MERCHANT);
    expect((await branch(1))?.pauses).toEqual([{ type: 'PICK_UP', until: new Date(until).toISOString() }]);
    expect((await branch(2))?.pauses).toEqual([]);
    const refused = await order();
    expect(refused.code).toBe('BRANCH_CLOSED');
    expect((await order({ branchId: 2 })).status).toBe(200);

    await store().reopen(MERCHANT, 1, 'PICK_UP');
    await app.server.availability.changed(MERCHANT);
    expect((await branch(1))?.pauses).toEqual([]);
    expect((await order()).status).toBe(200);
  });

  it('a delivery pause leaves pickup open', async () => {
    await store().pause(MERCHANT, { branchId: 1, type: 'DELIVERY', until: null, ...staff }, app.clock.now());
    await app.server.availability.changed(MERCHANT);
    expect((await order()).status).toBe(200);
  });
});
