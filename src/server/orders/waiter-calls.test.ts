import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, OrderStatus } from '../../contract/index.ts';
import { canCallWaiter, WAITER_CALL_TIMEOUT_MS, WaiterCall } from '../../contract/waiter-call.ts';
import { ARCHIVE_STATUSES } from './orders-store.ts';
import type { Session } from '../storage/db.ts';
import { makeTempDir, removeDir, tenantFiles } from '../../../tests/support/server/tenants/test-tenant.ts';
import {
  everyDay,
  orderApp,
  orderSettingsWeb,
  pickupOrder,
  writeOrderTenant,
} from '../../../tests/support/server/orders/test-orders.ts';

const MERCHANT = 7;
const OTHER = 8;
let root: string;
let app: Awaited<ReturnType<typeof orderApp>>;
let owner: Session;
let stranger: Session;
let otherMerchant: Session;

function dineInBranches(id: number, sub: string) {
  const { items } = tenantFiles(id, sub)['branches.json'] as { items: { id: number }[] };
  const hours = everyDay('00:00', '00:00');
  return {
    items: items.map((b) => ({
      ...b,
      settings: { pickupEnabled: true, dineinEnabled: true },
      workHours: [
        { type: 'PICK_UP', hours },
        { type: 'DINE_IN', hours },
      ],
    })),
  };
}

const tenant = (id: number, sub: string) =>
  writeOrderTenant(root, id, sub, {
    'branches.json': dineInBranches(id, sub),
    'settings-web.json': { ...orderSettingsWeb, dineInActive: true },
  });

beforeAll(async () => {
  root = makeTempDir();
  app = await orderApp([tenant(MERCHANT, 'cafe'), tenant(OTHER, 'canteen')], { devInbox: true });
  owner = await app.server.db.createSessionForTest(MERCHANT);
  stranger = await app.server.db.createSessionForTest(MERCHANT);
  otherMerchant = await app.server.db.createSessionForTest(OTHER);
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

const api = () => app.api(MERCHANT);

async function placeOrder(extra: Record<string, unknown>) {
  const reply = await api()('/orders/v1/orders', { token: owner.token, body: { ...pickupOrder, ...extra } });
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return Order.parse(reply.json);
}
const dineIn = () => placeOrder({ serviceType: 'DINE_IN', tableId: 12 });

const call = (orderId: number, session = owner, merchant = MERCHANT) =>
  app.api(merchant)(`/orders/v1/orders/${orderId}/waiter`, { method: 'POST', token: session.token });
const latest = async (orderId: number) => {
  const reply = await api()(`/orders/v1/orders/${orderId}/waiter`, { token: owner.token });
  expect(reply.status).toBe(200);
  return (reply.json as { call: unknown }).call === null
    ? null
    : WaiterCall.parse((reply.json as { call: unknown }).call);
};
const answer = (orderId: number) => api()(`/dev/v1/orders/${orderId}/waiter/answer`, { method: 'PUT' });

describe('calling a waiter', () => {
  it('makes one open call however often it is tapped, until the staff answer it', async () => {
    const order = await dineIn();
    expect(await latest(order.id)).toBeNull();
    const replies = await Promise.all([call(order.id), call(order.id), call(order.id)]);
    const calls = replies.map((reply) => {
      expect(reply.status, JSON.stringify(reply.json)).toBe(200);
      return WaiterCall.parse(reply.json);
    });
    expect(new Set(calls.map((c) => c.id)).size).toBe(1);
    expect(calls[0]).toMatchObject({ orderId: order.id, state: 'CALLED', answeredAt: null });
    app.clock.advance(30);
    expect(WaiterCall.parse((await call(order.id)).json).id).toBe(calls[0]?.id);
    expect(
      await app.server.db.kysely
        .selectFrom('waiter_calls')
        .where('order_id', '=', order.id)
        .selectAll()
        .execute(),
    ).toHaveLength(1);

    const answered = await answer(order.id);
    expect(answered.status).toBe(200);
    expect(await latest(order.id)).toMatchObject({ id: calls[0]?.id, state: 'ANSWERED' });
    // Answered: the next tap is a new call.
    const again = WaiterCall.parse((await call(order.id)).json);
    expect(again.id).not.toBe(calls[0]?.id);
    expect(again.state).toBe('CALLED');
  });

  it('times out unanswered after the time-out, and may then be made again', async () => {
    const order = await dineIn();
    const first = WaiterCall.parse((await call(order.id)).json);
    expect(Date.parse(first.expiresAt) - Date.parse(first.calledAt)).toBe(WAITER_CALL_TIMEOUT_MS);
    app.clock.advance(WAITER_CALL_TIMEOUT_MS / 1000 - 1);
    expect((await latest(order.id))?.state).toBe('CALLED');
    app.clock.advance(1);
    expect((await latest(order.id))?.state).toBe('EXPIRED');
    // The staff cannot answer a call that has timed out.
    await answer(order.id);
    expect((await latest(order.id))?.state).toBe('EXPIRED');
    const second = WaiterCall.parse((await call(order.id)).json);
    expect(second.id).not.toBe(first.id);
    expect(second.state).toBe('CALLED');
  });

  it('is refused for an order not at a table, and for a finished one', async () => {
    const pickup = await placeOrder({});
    expect((await call(pickup.id)).code).toBe('WAITER_CALL_NOT_AVAILABLE');
    const noTable = await placeOrder({ serviceType: 'DINE_IN' });
    expect((await call(noTable.id)).code).toBe('WAITER_CALL_NOT_AVAILABLE');
    const done = await dineIn();
    const moved = await api()(`/dev/v1/orders/${done.id}/status`, {
      method: 'PUT',
      body: { status: 'DONE' },
    });
    expect(moved.status).toBe(200);
    const reply = await call(done.id);
    expect(reply.status).toBe(409);
    expect(reply.code).toBe('WAITER_CALL_NOT_AVAILABLE');
  });

  it("never lets another customer, or another merchant's customer, call or look", async () => {
    const order = await dineIn();
    expect((await call(order.id, stranger)).status).toBe(404);
    expect((await api()(`/orders/v1/orders/${order.id}/waiter`, { token: stranger.token })).status).toBe(404);
    expect((await call(order.id, otherMerchant, OTHER)).status).toBe(404);
    expect((await call(order.id, owner, OTHER)).status).toBe(401);
    expect(await latest(order.id)).toBeNull();
    expect((await api()(`/orders/v1/orders/${order.id}/waiter`, { method: 'POST' })).status).toBe(401);
  });
});

describe('canCallWaiter', () => {
  it('calls finished exactly the archive statuses', () => {
    const open = OrderStatus.options.filter((status) =>
      canCallWaiter({ serviceType: 'DINE_IN', tableId: 3, status }),
    );
    expect(open.sort()).toEqual(
      OrderStatus.options.filter((s) => !ARCHIVE_STATUSES.includes(s as never)).sort(),
    );
  });
});

describe('the staff answer switch', () => {
  it('does not exist without the development switch', async () => {
    const production = await orderApp([tenant(9, 'bar')]);
    try {
      const reply = await production.api(9)('/dev/v1/orders/1/waiter/answer', { method: 'PUT' });
      expect(reply.status).toBe(404);
    } finally {
      await production.server.close();
    }
  });
});
