import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '../../contract/index.ts';
import { testEngine } from '../../../tests/support/server/storage/test-database.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import { orderApp, pickupOrder, writeOrderTenant } from '../../../tests/support/server/orders/test-orders.ts';

const MERCHANT = 7;
let root: string;
let app: Awaited<ReturnType<typeof orderApp>>;

beforeAll(async () => {
  root = makeTempDir();
  app = await orderApp([writeOrderTenant(root, MERCHANT, 'burger')]);
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

const history = async (token: string, userId: number) =>
  (await app.api(MERCHANT)(`/orders/v1/orders/user/${userId}?page=0&size=100`, { token })).json as {
    totalElements: number;
  };

describe(`Idempotency-Key on order create (${testEngine})`, () => {
  it('20 parallel creates with one key make one order, and every answer is that order', async () => {
    const me = await app.server.db.createSessionForTest(MERCHANT, {}, app.clock.now());
    const headers = { 'idempotency-key': 'f47ac10b-58cc-4372-a567-0e02b2c3d479' };
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.api(MERCHANT)('/orders/v1/orders', { token: me.token, body: pickupOrder, headers }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    const orders = replies.map((r) => Order.parse(r.json));
    expect(new Set(orders.map((o) => o.id)).size).toBe(1);
    expect(orders.every((o) => JSON.stringify(o) === JSON.stringify(orders[0]))).toBe(true);
    expect((await history(me.token, me.user.id)).totalElements).toBe(1);
  });

  it('refuses the key with another body, keeps keys per customer, and without a key every create is new', async () => {
    const me = await app.server.db.createSessionForTest(MERCHANT, {}, app.clock.now());
    const someoneElse = await app.server.db.createSessionForTest(MERCHANT, {}, app.clock.now());
    const headers = { 'idempotency-key': 'same-key-for-both' };
    const place = (token: string, body: unknown, withKey = true) =>
      app.api(MERCHANT)('/orders/v1/orders', { token, body, ...(withKey ? { headers } : {}) });
    const first = await place(me.token, pickupOrder);
    expect(first.status).toBe(200);
    const changed = await place(me.token, { ...pickupOrder, comment: 'ring twice' });
    expect(changed).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    // Another customer's identical key is theirs alone.
    const theirs = await place(someoneElse.token, pickupOrder);
    expect(Order.parse(theirs.json).id).not.toBe(Order.parse(first.json).id);
    // No key: two creates, two orders.
    await place(me.token, pickupOrder, false);
    await place(me.token, pickupOrder, false);
    expect((await history(me.token, me.user.id)).totalElements).toBe(3);
  });

  it('a failed create keeps the key free: the corrected retry with the same key goes through', async () => {
    const me = await app.server.db.createSessionForTest(MERCHANT, {}, app.clock.now());
    const headers = { 'idempotency-key': 'retry-after-an-error' };
    const broken = await app.api(MERCHANT)('/orders/v1/orders', {
      token: me.token,
      body: { ...pickupOrder, cartItems: [] },
      headers,
    });
    expect(broken.status).toBe(400);
    const retried = await app.api(MERCHANT)('/orders/v1/orders', {
      token: me.token,
      body: pickupOrder,
      headers,
    });
    expect(retried.status).toBe(200);
    expect((await history(me.token, me.user.id)).totalElements).toBe(1);
  });

  it('refuses a malformed key', async () => {
    const me = await app.server.db.createSessionForTest(MERCHANT, {}, app.clock.now());
    const reply = await app.api(MERCHANT)('/orders/v1/orders', {
      token: me.token,
      body: pickupOrder,
      headers: { 'idempotency-key': 'short' },
    });
    expect(reply).toMatchObject({ status: 400, code: 'VALIDATION' });
  });
});
