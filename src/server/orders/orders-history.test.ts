import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, Order } from '../../contract/index.ts';
import type { Session } from '../storage/db.ts';
import { apiCaller } from '../../../tests/support/server/http/test-client.ts';
import { orderApp, pickupOrder, writeOrderTenant } from '../../../tests/support/server/orders/test-orders.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';

const MERCHANT = 7;
let root: string;
let tenantDir: string;
let app: Awaited<ReturnType<typeof orderApp>>;
let api: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  root = makeTempDir();
  tenantDir = writeOrderTenant(root, MERCHANT, 'burger');
  app = await orderApp([tenantDir, writeOrderTenant(root, 8, 'pizza')], { devInbox: true });
  api = app.api(MERCHANT);
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

async function placeOrders(session: Session, count: number): Promise<Order[]> {
  const orders: Order[] = [];
  for (let i = 0; i < count; i += 1) {
    const reply = await api('/orders/v1/orders', { token: session.token, body: pickupOrder });
    expect(reply.status).toBe(200);
    orders.push(Order.parse(reply.json));
  }
  return orders;
}

const moveTo = (order: Order, status: string, isPaid?: boolean) =>
  api(`/dev/v1/orders/${order.id}/status`, { method: 'PUT', body: { status, isPaid } });

const history = async (session: Session, query: string) => {
  const reply = await api(`/orders/v1/orders/user/${session.user.id}${query}`, { token: session.token });
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return endpoints.orders.response.parse(reply.json);
};

const active = async (session: Session) => {
  const reply = await api(`/orders/v1/orders/user/${session.user.id}/active`, { token: session.token });
  expect(reply.status).toBe(200);
  return endpoints.activeOrders.response.parse(reply.json);
};

describe('order history', () => {
  it('pages 10 at a time, newest first, and splits active from archive', async () => {
    const me = await app.server.db.createSessionForTest(MERCHANT);
    const orders = await placeOrders(me, 12);
    const ids = orders.map((o) => o.id).reverse();

    const first = await history(me, '');
    expect(first).toMatchObject({ page: 0, size: 10, totalElements: 12, totalPages: 2 });
    expect(first.content.map((o) => o.id)).toEqual(ids.slice(0, 10));
    const second = await history(me, '?page=1');
    expect(second.content.map((o) => o.id)).toEqual(ids.slice(10));
    expect((await history(me, '?page=2')).content).toEqual([]);
    expect((await history(me, '?size=5&page=1')).content.map((o) => o.id)).toEqual(ids.slice(5, 10));

    expect((await active(me)).map((o) => o.id)).toEqual(ids);
    expect((await history(me, '?onlyArchive=true')).content).toEqual([]);

    const [a, b, c, d] = orders as [Order, Order, Order, Order];
    for (const [order, status] of [
      [a, 'DELIVERED'],
      [b, 'DONE'],
      [c, 'CANCELED'],
      [d, 'CLOSED'],
    ] as const) {
      const moved = await moveTo(order, status, status === 'DELIVERED');
      expect(moved.status).toBe(200);
      expect(Order.parse(moved.json)).toMatchObject({ id: order.id, status });
    }
    const cooking = orders[4] as Order;
    expect((await moveTo(cooking, 'COOKING')).status).toBe(200);

    const archive = await history(me, '?onlyArchive=true');
    expect(archive).toMatchObject({ totalElements: 4, totalPages: 1 });
    expect(archive.content.map((o) => o.id)).toEqual([d.id, c.id, b.id, a.id]);
    expect(archive.content.find((o) => o.id === a.id)?.isPaid).toBe(true);
    const stillActive = await active(me);
    expect(stillActive).toHaveLength(8);
    expect(stillActive.find((o) => o.id === cooking.id)?.status).toBe('COOKING');
    expect((await history(me, '?onlyArchive=false')).totalElements).toBe(12);
  });

  it('refuses page sizes out of range', async () => {
    const me = await app.server.db.createSessionForTest(MERCHANT);
    for (const query of ['?size=0', '?size=101', '?page=-1']) {
      const reply = await api(`/orders/v1/orders/user/${me.user.id}${query}`, { token: me.token });
      expect(reply, query).toMatchObject({ status: 400, code: 'VALIDATION' });
    }
  });

  it("shows another customer's order as missing, and their lists not at all", async () => {
    const me = await app.server.db.createSessionForTest(MERCHANT);
    const other = await app.server.db.createSessionForTest(MERCHANT);
    const [theirs] = await placeOrders(other, 1);
    const peek = await api(`/orders/v1/orders/${theirs?.id}`, { token: me.token });
    expect(peek).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
    const missing = await api('/orders/v1/orders/999999', { token: me.token });
    expect(missing).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
    expect(peek.json).toEqual({ ...(missing.json as object), description: expect.any(Object) });
    for (const path of [
      `/orders/v1/orders/user/${other.user.id}`,
      `/orders/v1/orders/user/${other.user.id}/active`,
    ]) {
      expect(await api(path, { token: me.token })).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    expect((await api(`/orders/v1/orders/${theirs?.id}`, { token: other.token })).status).toBe(200);
  });

  it('needs a token for every order endpoint', async () => {
    const me = await app.server.db.createSessionForTest(MERCHANT);
    const [mine] = await placeOrders(me, 1);
    for (const path of [
      `/orders/v1/orders/user/${me.user.id}`,
      `/orders/v1/orders/user/${me.user.id}/active`,
      `/orders/v1/orders/${mine?.id}`,
    ]) {
      expect(await api(path), path).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    }
  });

  it('keeps orders when the customer deletes the account, and never reuses their numbers', async () => {
    const me = await app.server.db.createSessionForTest(MERCHANT);
    const [mine] = await placeOrders(me, 1);
    expect((await api('/users/v1/users', { method: 'DELETE', token: me.token })).status).toBe(200);
    const next = await app.server.db.createSessionForTest(MERCHANT);
    const [after] = await placeOrders(next, 1);
    expect(after?.number).toBe(Number(mine?.number) + 1);
  });
});

describe('development order status', () => {
  it('does not exist without the development switch', async () => {
    const plain = await orderApp([tenantDir]);
    const plainApi = plain.api(MERCHANT);
    const me = await plain.server.db.createSessionForTest(MERCHANT);
    const placed = await plainApi('/orders/v1/orders', { token: me.token, body: pickupOrder });
    const id = Order.parse(placed.json).id;
    const reply = await plainApi(`/dev/v1/orders/${id}/status`, { method: 'PUT', body: { status: 'DONE' } });
    expect(reply).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const still = await plainApi(`/orders/v1/orders/${id}`, { token: me.token });
    expect(Order.parse(still.json).status).toBe('CREATED');
    await plain.server.close();
  });

  it("refuses an unknown status and another merchant's order", async () => {
    const me = await app.server.db.createSessionForTest(MERCHANT);
    const [mine] = await placeOrders(me, 1);
    const wrong = await api(`/dev/v1/orders/${mine?.id}/status`, {
      method: 'PUT',
      body: { status: 'EATEN' },
    });
    expect(wrong.status).toBe(400);
    const elsewhere = await api(`/dev/v1/orders/${mine?.id}/status`, {
      method: 'PUT',
      merchant: 8,
      body: { status: 'DONE' },
    });
    expect(elsewhere).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
  });
});
