import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '../../contract/index.ts';
import type { Session } from '../storage/db.ts';
import { testEngine } from '../../../tests/support/server/storage/test-database.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import { registerOrderStream } from './order-stream.ts';
import { orderApp, pickupOrder, writeOrderTenant } from '../../../tests/support/server/orders/test-orders.ts';
import { sseReader } from '../../../tests/support/server/orders/test-sse.ts';

const MERCHANT = 7;
let root: string;
let app: Awaited<ReturnType<typeof orderApp>>;
let me: Session;
let other: Session;

beforeAll(async () => {
  root = makeTempDir();
  app = await orderApp([writeOrderTenant(root, MERCHANT, 'burger')], { devInbox: true });
  me = await app.server.db.createSessionForTest(MERCHANT, {}, app.clock.now());
  other = await app.server.db.createSessionForTest(MERCHANT, {}, app.clock.now());
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

const stream = (session: Session | undefined, headers: Record<string, string> = {}) =>
  app.server.app.request('/api/orders/v1/orders/events', {
    headers: {
      merchant: String(MERCHANT),
      ...(session ? { authorization: `Bearer ${session.token}` } : {}),
      ...headers,
    },
  });

async function placeOrder(session: Session): Promise<Order> {
  const reply = await app.api(MERCHANT)('/orders/v1/orders', { token: session.token, body: pickupOrder });
  expect(reply.status).toBe(200);
  return Order.parse(reply.json);
}

const setStatus = (id: number, status: string) =>
  app.api(MERCHANT)(`/dev/v1/orders/${id}/status`, { method: 'PUT', body: { status } });

describe(`live order status stream (${testEngine})`, () => {
  it('needs a signed-in customer', async () => {
    const reply = await stream(undefined);
    expect(reply.status).toBe(401);
    expect(await reply.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("sends the customer's own status changes as they happen, never another customer's", async () => {
    const response = await stream(me);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = sseReader(response);
    expect((await events.next()).event).toBe('ready');

    const theirs = await placeOrder(other);
    const mine = await placeOrder(me);
    const created = await events.next();
    expect(created.event).toBe('order');
    expect(JSON.parse(created.data)).toMatchObject({ orderId: mine.id, status: 'CREATED', isPaid: false });

    await setStatus(theirs.id, 'COOKING');
    await setStatus(mine.id, 'COOKING');
    const cooking = await events.next();
    expect(JSON.parse(cooking.data)).toMatchObject({ orderId: mine.id, status: 'COOKING' });
    expect(Number(cooking.id)).toBeGreaterThan(Number(created.id));
    await events.cancel();
  });

  it('replays what a client missed after its Last-Event-ID, then goes on live', async () => {
    const first = sseReader(await stream(me));
    await first.next();
    const order = await placeOrder(me);
    const created = await first.next();
    await first.cancel();

    // While disconnected, the order moves on twice.
    await setStatus(order.id, 'ACCEPTED');
    await setStatus(order.id, 'COOKING');
    const resumed = sseReader(await stream(me, { 'last-event-id': String(created.id) }));
    expect(JSON.parse((await resumed.next()).data)).toEqual({ after: Number(created.id) });
    const statuses = [await resumed.next(), await resumed.next()].map((e) => JSON.parse(e.data).status);
    expect(statuses).toEqual(['ACCEPTED', 'COOKING']);
    await setStatus(order.id, 'ON_WAY');
    expect(JSON.parse((await resumed.next()).data)).toMatchObject({ orderId: order.id, status: 'ON_WAY' });
    await resumed.cancel();
  });

  it('refuses a malformed Last-Event-ID', async () => {
    const reply = await stream(me, { 'last-event-id': 'yesterday' });
    expect(reply.status).toBe(400);
  });

  it('ends every stream on shutdown, so the drain does not wait for it', async () => {
    const events = sseReader(await stream(me));
    await events.next();
    app.server.endStreams();
    await events.ended();
  });

  it('ends the stream at the next heartbeat once its session is gone (a logout, here or elsewhere)', async () => {
    // The same stream on an app of its own, beating every 50 ms instead of 15 s.
    const quick = new Hono();
    registerOrderStream(quick, {
      db: app.server.db,
      tenants: app.server.tenants,
      limits: app.server.limits,
      now: app.clock.now,
      heartbeatMs: 50,
    });
    const leaving = await app.server.db.createSessionForTest(MERCHANT, {}, app.clock.now());
    const events = sseReader(
      await quick.request('/api/orders/v1/orders/events', {
        headers: { merchant: String(MERCHANT), authorization: `Bearer ${leaving.token}` },
      }),
    );
    expect((await events.next()).event).toBe('ready');
    await app.server.db.deleteSession(leaving.token);
    await events.ended(2000);
  });
});
