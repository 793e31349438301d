import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '../../contract/index.ts';
import type { Session } from '../storage/db.ts';
import { testEngine } from '../../../tests/support/server/storage/test-database.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import { DEFAULT_COOKING_MINUTES } from './order-estimate.ts';
import { orderApp, pickupOrder, writeOrderTenant } from '../../../tests/support/server/orders/test-orders.ts';

const MERCHANT = 41;
const MIN = 60_000;
let root: string;
let app: Awaited<ReturnType<typeof orderApp>>;
let me: Session;

beforeAll(async () => {
  root = makeTempDir();
  app = await orderApp([writeOrderTenant(root, MERCHANT, 'estimates')], { devInbox: true });
  me = await app.server.db.createSessionForTest(MERCHANT, {}, app.clock.now());
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

const read = async (id: number) =>
  Order.parse((await app.api(MERCHANT)(`/orders/v1/orders/${id}`, { token: me.token })).json);
const move = (id: number, status: string) =>
  app.api(MERCHANT)(`/dev/v1/orders/${id}/status`, { method: 'PUT', body: { status } });

describe(`the order's estimate (${testEngine})`, () => {
  it('is set when placed, moved by each status change and gone once the order has ended', async () => {
    const placedAt = app.clock.now();
    const reply = await app.api(MERCHANT)('/orders/v1/orders', { token: me.token, body: pickupOrder });
    const order = Order.parse(reply.json);
    // A pickup: the customer has it when the kitchen has (the test products give no cooking time).
    const ready = placedAt + DEFAULT_COOKING_MINUTES * MIN;
    expect(Date.parse(order.cookingTime ?? '')).toBe(ready);
    expect(Date.parse(order.expectedAt ?? '')).toBe(ready);

    app.clock.advance(10 * 60);
    await move(order.id, 'COOKING');
    const cooking = await read(order.id);
    expect(Date.parse(cooking.expectedAt ?? '')).toBe(placedAt + (10 + DEFAULT_COOKING_MINUTES) * MIN);

    await move(order.id, 'DONE');
    const done = await read(order.id);
    expect(done.expectedAt).toBeNull();
    expect(done.cookingTime).toBeNull();
  });
});
