import { describe, expect, it } from 'vitest';
import { ConsoleOrder, ConsoleOrderList } from '../../contract/console-orders.ts';
import { Order, type OrderStatus } from '../../contract/index.ts';
import { consoleAppForFile, MERCHANT } from '../../../tests/support/server/console/test-console.ts';
import { deliveryOrder, pickupOrder } from '../../../tests/support/server/orders/test-orders.ts';

const app = consoleAppForFile();

type Role = keyof typeof app.tokens;
const post = (role: Role, path: string, body: unknown = {}) =>
  app.console(`/console/v1/orders${path}`, { token: app.tokens[role], body });
const detail = (reply: { json: unknown }) => ConsoleOrder.parse(reply.json);

/** The customer's live events of one order since `after`, as their stream would send them. */
const eventsOf = async (orderId: number, after: number) =>
  (await app.server.db.orders.eventsAfter(MERCHANT, app.customer.user.id, after))
    .filter((event) => event.orderId === orderId)
    .map((event) => event.status);

describe('console orders: reading', () => {
  it('lists orders by branch and status, an operator only his own branches', async () => {
    const pickup = await app.place();
    const delivery = await app.place(deliveryOrder);
    const all = ConsoleOrderList.parse(
      (await app.console('/console/v1/orders', { token: app.tokens.MANAGER })).json,
    );
    expect(all.orders.map((o) => o.id)).toEqual(expect.arrayContaining([pickup.id, delivery.id]));
    const counter = ConsoleOrderList.parse(
      (await app.console('/console/v1/orders', { token: app.tokens.OPERATOR })).json,
    );
    expect(counter.orders.map((o) => o.branchId)).not.toContain(delivery.branchId);
    expect(counter.orders.map((o) => o.id)).toContain(pickup.id);
    expect(counter.orders.find((o) => o.id === pickup.id)?.nextStatuses).toEqual(['ACCEPTED', 'CANCELED']);
    const refused = await app.console(`/console/v1/orders?branchId=${delivery.branchId}`, {
      token: app.tokens.OPERATOR,
    });
    expect(refused.status).toBe(403);
    expect(refused.code).toBe('BRANCH_REFUSED');
    const created = ConsoleOrderList.parse(
      (await app.console('/console/v1/orders?status=CREATED,ACCEPTED&limit=1', { token: app.tokens.OWNER }))
        .json,
    );
    expect(created.orders).toHaveLength(1);
    expect(created.nextBeforeId).toBe(created.orders[0]?.id);
  });

  it("shows one order with its lines, the customer's phone and its timeline; another branch's is refused", async () => {
    const order = await app.place({ ...pickupOrder, comment: 'No onions' });
    const reply = await app.console(`/console/v1/orders/${order.id}`, { token: app.tokens.OPERATOR });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const page = detail(reply);
    expect(page.order).toMatchObject({
      id: order.id,
      comment: 'No onions',
      paymentType: 'CASH',
      isPaid: false,
    });
    expect(page.order.cartItems).toHaveLength(2);
    expect(page.customerPhone).toBe('+998901234567');
    expect(page.timeline.map((entry) => entry.status)).toEqual(['CREATED']);
    const other = await app.console(`/console/v1/orders/${order.id}`, { token: app.tokens.DRIVER_DESK });
    expect(other.status).toBe(403);
    const elsewhere = await app.api(8)(`/console/v1/orders/${order.id}`, { token: app.tokens.OTHER_OWNER });
    expect(elsewhere.status).toBe(404);
  });
});

describe('console orders: moves', () => {
  it("accepts with a preparation time: the customer's estimate and live stream move", async () => {
    const order = await app.place();
    const since = await app.server.db.orders.latestEventId(MERCHANT, app.customer.user.id);
    const reply = await post('OPERATOR', `/${order.id}/accept`, { minutes: 40 });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const page = detail(reply);
    expect(page.order.status).toBe('ACCEPTED');
    expect(Date.parse(page.order.expectedAt ?? '')).toBe(app.clock.now() + 40 * 60_000);
    expect(page.nextStatuses).toEqual(['COOKING', 'CANCELED']);
    expect(await eventsOf(order.id, since)).toEqual(['ACCEPTED']);
    const mine = await app.console(`/orders/v1/orders/${order.id}`, { token: app.customer.token });
    expect(Order.parse(mine.json).expectedAt).toBe(page.order.expectedAt);
    // Cooking keeps the promised time, ten minutes later too.
    app.clock.advance(600);
    const cooking = detail(await post('OPERATOR', `/${order.id}/status`, { status: 'COOKING' }));
    expect(cooking.order.expectedAt).toBe(page.order.expectedAt);
  });

  it('walks a pickup order and a delivery through the table, and refuses any other move', async () => {
    const pickup = await app.place();
    await post('OWNER', `/${pickup.id}/accept`, { minutes: 10 });
    const skip = await post('OWNER', `/${pickup.id}/status`, { status: 'DONE' });
    expect(skip.status).toBe(409);
    expect(skip.code).toBe('MOVE_NOT_ALLOWED');
    expect(JSON.stringify(skip.json)).toContain('COOKING');
    for (const status of ['COOKING', 'DONE'] as const) {
      expect((await post('OWNER', `/${pickup.id}/status`, { status })).status, status).toBe(200);
    }
    const after = await post('OWNER', `/${pickup.id}/status`, { status: 'COOKING' });
    expect(after.code).toBe('ORDER_FINAL');

    const delivery = await app.place(deliveryOrder);
    await post('MANAGER', `/${delivery.id}/accept`, { minutes: 15 });
    const wrongKind = await post('MANAGER', `/${delivery.id}/status`, { status: 'DONE' });
    expect(wrongKind.code).toBe('MOVE_NOT_ALLOWED');
    for (const status of ['COOKING', 'ON_WAY', 'DELIVERED', 'DONE'] as const) {
      const reply = await post('MANAGER', `/${delivery.id}/status`, { status });
      expect(reply.status, `${status} ${JSON.stringify(reply.json)}`).toBe(200);
    }
    const cancelByMove = await post('MANAGER', `/${(await app.place()).id}/status`, { status: 'CANCELED' });
    expect(cancelByMove.code).toBe('REASON_REQUIRED');
  });

  it('lets one of two operators accepting at once win; the other is told, and nothing is written twice', async () => {
    const order = await app.place();
    const since = await app.server.db.orders.latestEventId(MERCHANT, app.customer.user.id);
    const replies = await Promise.all([
      post('OPERATOR', `/${order.id}/accept`, { minutes: 20 }),
      post('MANAGER', `/${order.id}/accept`, { minutes: 30 }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)?.code).toBe('ORDER_CONFLICT');
    expect(await eventsOf(order.id, since)).toEqual(['ACCEPTED']);
    const audit = await app.console(`/console/v1/audit?targetType=ORDER&targetId=${order.id}`, {
      token: app.tokens.OWNER,
    });
    expect((audit.json as { entries: unknown[] }).entries).toHaveLength(1);
  });

  it("answers the same member's repeat with the order as it is, without a second change", async () => {
    const order = await app.place();
    const first = await post('OPERATOR', `/${order.id}/accept`, { minutes: 20 });
    const since = await app.server.db.orders.latestEventId(MERCHANT, app.customer.user.id);
    const again = await post('OPERATOR', `/${order.id}/accept`, { minutes: 20 });
    expect(again.status).toBe(200);
    expect(detail(again).order).toEqual(detail(first).order);
    expect(await eventsOf(order.id, since)).toEqual([]);
    const other = await post('MANAGER', `/${order.id}/accept`, { minutes: 20 });
    expect(other.code).toBe('ORDER_CONFLICT');
  });

  it('rejects a new order with a reason the customer reads; an order under way is cancelled instead', async () => {
    const order = await app.place();
    const reply = await post('OPERATOR', `/${order.id}/reject`, { reason: 'OUT_OF_STOCK' });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const mine = Order.parse(
      (await app.console(`/orders/v1/orders/${order.id}`, { token: app.customer.token })).json,
    );
    expect(mine).toMatchObject({ status: 'CANCELED', reason: 'OUT_OF_STOCK', refundState: null });
    const busy = await app.place();
    await post('OPERATOR', `/${busy.id}/accept`, { minutes: 5 });
    expect((await post('OPERATOR', `/${busy.id}/reject`, { reason: 'KITCHEN_BUSY' })).code).toBe(
      'ORDER_NOT_NEW',
    );
    const other = await post('OPERATOR', `/${busy.id}/cancel`, { reason: 'OTHER' });
    expect(other.status).toBe(400);
    const cancelled = await post('OPERATOR', `/${busy.id}/cancel`, {
      reason: 'OTHER',
      comment: 'Fire drill',
    });
    expect(detail(cancelled).order).toMatchObject({
      status: 'CANCELED',
      reason: 'OTHER',
      cancelComment: 'Fire drill',
    });
  });

  it('marks a cash order paid once; a paid online order cancelled is marked refund due with what to do', async () => {
    const cash = await app.place();
    const paid = await post('OPERATOR', `/${cash.id}/paid`);
    expect(detail(paid).order.isPaid).toBe(true);
    expect((await post('OPERATOR', `/${cash.id}/paid`)).status).toBe(200);
    const online = await app.place({ ...pickupOrder, paymentType: 'CLICK' });
    expect((await post('OPERATOR', `/${online.id}/paid`)).code).toBe('NOT_CASH');
    await app.server.db.orders.setPaid(online.id, true, app.clock.now());
    const cancelled = detail(await post('OPERATOR', `/${online.id}/cancel`, { reason: 'KITCHEN_BUSY' }));
    expect(cancelled.refund).toMatchObject({ state: 'PENDING' });
    expect(cancelled.refund?.action).toContain('Click');
  });

  it('writes every move to the audit log with who, before and after', async () => {
    const order = await app.place();
    await post('OPERATOR', `/${order.id}/accept`, { minutes: 12 });
    const reply = await app.console(`/console/v1/audit?targetType=ORDER&targetId=${order.id}`, {
      token: app.tokens.MANAGER,
    });
    const [entry] = (reply.json as { entries: Record<string, unknown>[] }).entries;
    const me = (await app.console('/console/v1/me', { token: app.tokens.OPERATOR })).json as {
      staff: { id: number };
    };
    expect(entry).toMatchObject({
      staffId: me.staff.id,
      action: 'ORDER_ACCEPT',
      before: { status: 'CREATED' satisfies OrderStatus, isPaid: false },
      after: { status: 'ACCEPTED', isPaid: false, preparationMinutes: 12 },
    });
  });
});
