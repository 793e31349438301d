/**
 * Live status between two API instances on one PostgreSQL (issue 27): a customer's order stream held
 * by B hears every change made through A, in order and once each, a stream that reconnects gets what
 * it missed, and the announcement is the database's own (storage/order-events-announce.ts): a change
 * committed without the server publishing it still arrives, one rolled back never does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, type OrderStatus } from '../../contract/index.ts';
import { pickupOrder } from '../../../tests/support/server/orders/test-orders.ts';
import { sseReader, type SseReader } from '../../../tests/support/server/orders/test-sse.ts';
import { twoInstances, type TwoInstances } from '../../../tests/support/server/storage/two-instances.ts';

const MERCHANT = 7;
let both: TwoInstances;

beforeAll(async () => {
  both = await twoInstances(MERCHANT);
});
afterAll(() => both.close());

/** A customer with one order placed through A, and their stream opened on B after it. */
async function customerWithOrder() {
  const me = await both.a.db.createSessionForTest(MERCHANT, {}, both.clock.now());
  const placed = await both.apiA('/orders/v1/orders', { token: me.token, body: pickupOrder });
  const order = Order.parse(placed.json);
  return { token: me.token, orderId: order.id };
}

async function streamOnB(token: string, lastEventId?: string): Promise<SseReader> {
  const response = await both.b.app.request('/api/orders/v1/orders/events', {
    headers: {
      merchant: String(MERCHANT),
      authorization: `Bearer ${token}`,
      ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
    },
  });
  expect(response.status).toBe(200);
  const events = sseReader(response);
  expect((await events.next()).event).toBe('ready');
  return events;
}

const changeOnA = async (orderId: number, status: OrderStatus) =>
  expect(
    (await both.apiA(`/dev/v1/orders/${orderId}/status`, { method: 'PUT', body: { status } })).status,
  ).toBe(200);

/** The next order event: its id and what it says. */
async function nextOrderEvent(events: SseReader) {
  const event = await events.next(5000);
  expect(event.event).toBe('order');
  return { id: Number(event.id), ...(JSON.parse(event.data) as { orderId: number; status: string }) };
}

describe('live status from instance A to a stream on instance B', () => {
  it('hears every change made on A, in order, each once', async () => {
    const { token, orderId } = await customerWithOrder();
    const events = await streamOnB(token);
    const statuses: OrderStatus[] = ['ACCEPTED', 'COOKING', 'DONE', 'CLOSED'];
    for (const status of statuses) await changeOnA(orderId, status);
    const heard = [];
    for (const _ of statuses) heard.push(await nextOrderEvent(events));
    expect(heard.map((e) => [e.orderId, e.status])).toEqual(statuses.map((s) => [orderId, s]));
    const ids = heard.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(ids).size).toBe(ids.length);
    await events.cancel();
  });

  it('a stream that reconnects to B gets the changes made on A while it was away', async () => {
    const { token, orderId } = await customerWithOrder();
    const first = await streamOnB(token);
    await changeOnA(orderId, 'ACCEPTED');
    const seen = await nextOrderEvent(first);
    await first.cancel();
    await changeOnA(orderId, 'COOKING');
    await changeOnA(orderId, 'DONE');
    const again = await streamOnB(token, String(seen.id));
    expect((await nextOrderEvent(again)).status).toBe('COOKING');
    expect((await nextOrderEvent(again)).status).toBe('DONE');
    await again.cancel();
  });

  it('announces a committed change the server never published (an instance stopped in between)', async () => {
    const { token, orderId } = await customerWithOrder();
    const events = await streamOnB(token);
    // The store's change alone: committed, and no publish after it.
    await both.a.db.orders.setStatus(orderId, 'ACCEPTED', undefined, both.clock.now());
    expect(await nextOrderEvent(events)).toMatchObject({ orderId, status: 'ACCEPTED' });
    await events.cancel();
  });

  it('never announces a change that was rolled back', async () => {
    const { token, orderId } = await customerWithOrder();
    const events = await streamOnB(token);
    const { a, clock } = both;
    const rolledBack = a.db.kysely.transaction().execute(async (trx) => {
      await a.db.orders.in(trx).setStatus(orderId, 'CANCELED', undefined, clock.now());
      throw new Error('changed my mind');
    });
    await expect(rolledBack).rejects.toThrow('changed my mind');
    await changeOnA(orderId, 'ACCEPTED');
    expect(await nextOrderEvent(events)).toMatchObject({ orderId, status: 'ACCEPTED' });
    await events.cancel();
  });
});
