import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TenantChanged } from '../../contract/tenant-changes.ts';
import { stopListStoreOf } from '../stop-list/stop-list-store.ts';
import { orderApp, writeOrderTenant } from '../../../tests/support/server/orders/test-orders.ts';
import { sseReader } from '../../../tests/support/server/orders/test-sse.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';

const MERCHANT = 7;
const OTHER = 8;
let root: string;
let app: Awaited<ReturnType<typeof orderApp>>;

beforeAll(async () => {
  root = makeTempDir();
  app = await orderApp([writeOrderTenant(root, MERCHANT, 'cafe'), writeOrderTenant(root, OTHER, 'deli')]);
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

const open = async (merchant: number) => {
  const response = await app.server.app.request(`/api/products/v1/changes?merchant=${merchant}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
  const events = sseReader(response);
  expect((await events.next()).event).toBe('ready');
  return events;
};

it("tells the merchant's open storefronts that its data changed, and no other merchant's", async () => {
  const mine = await open(MERCHANT);
  const theirs = await open(OTHER);
  await stopListStoreOf(app.server.db).stop(
    MERCHANT,
    { kind: 'product', itemId: 101, branchId: null, until: null, staffId: null },
    app.clock.now(),
  );
  await app.server.availability.changed(MERCHANT);
  const event = await mine.next();
  expect(event.event).toBe('changed');
  expect(JSON.parse(event.data) as TenantChanged).toEqual({ at: app.clock.now() });
  // The other merchant's first event is its own later change, not this one.
  app.clock.advance(1);
  await stopListStoreOf(app.server.db).stop(
    OTHER,
    { kind: 'product', itemId: 100, branchId: null, until: null, staffId: null },
    app.clock.now(),
  );
  await app.server.availability.changed(OTHER);
  expect(JSON.parse((await theirs.next()).data) as TenantChanged).toEqual({ at: app.clock.now() });
  await mine.cancel();
  await theirs.cancel();
});

it('an unknown merchant is refused, and shutdown ends every stream', async () => {
  expect((await app.server.app.request('/api/products/v1/changes?merchant=999')).status).toBe(404);
  const events = await open(MERCHANT);
  app.server.endStreams();
  await events.ended();
});
