import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, OrderStatus } from '../../contract/index.ts';
import type { Session } from '../storage/db.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import {
  orderApp,
  orderSettingsWeb,
  pickupOrder,
  writeOrderTenant,
} from '../../../tests/support/server/orders/test-orders.ts';

const MERCHANT = 7;
const CANCEL_OFF = 8;
let root: string;
let app: Awaited<ReturnType<typeof orderApp>>;
let api: ReturnType<Awaited<ReturnType<typeof orderApp>>['api']>;
let me: Session;
let stranger: Session;

beforeAll(async () => {
  root = makeTempDir();
  app = await orderApp([
    writeOrderTenant(root, MERCHANT, 'burger', {
      'settings-web.json': { ...orderSettingsWeb, cancelOrderActive: true },
    }),
    writeOrderTenant(root, CANCEL_OFF, 'pizza'),
  ]);
  api = app.api(MERCHANT);
  me = await app.server.db.createSessionForTest(MERCHANT, { phone: '+998901111111' }, app.clock.now());
  stranger = await app.server.db.createSessionForTest(MERCHANT, { phone: '+998902222222' }, app.clock.now());
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

async function orderIn(status: OrderStatus, merchant = MERCHANT, session: Session = me): Promise<Order> {
  const reply = await app.api(merchant)('/orders/v1/orders', { token: session.token, body: pickupOrder });
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  const order = Order.parse(reply.json);
  if (status !== 'CREATED')
    await app.server.db.orders.setStatus(order.id, status, undefined, app.clock.now());
  return order;
}

const cancel = (
  id: number,
  body: unknown = { reason: 'CHANGED_MIND' },
  session: Session = me,
  merchant = MERCHANT,
) => app.api(merchant)(`/orders/v1/orders/${id}/cancel`, { token: session.token, body });

const statusOf = async (id: number) => (await app.server.db.orders.find(id))?.order.status;

describe('cancelling an order', () => {
  it('cancels an order the merchant has not taken on, keeping the reason; the live status hears it', async () => {
    const order = await orderIn('CREATED');
    const before = await app.server.db.orders.latestEventId(MERCHANT, me.user.id);
    const reply = await cancel(order.id, { reason: 'OTHER', comment: ' Ordered twice ' });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    expect(Order.parse(reply.json)).toMatchObject({
      status: 'CANCELED',
      cancelReason: 'OTHER',
      cancelComment: 'Ordered twice',
      refundState: null,
    });
    const events = await app.server.db.orders.eventsAfter(MERCHANT, me.user.id, before);
    expect(events.map((e) => [e.orderId, e.status])).toEqual([[order.id, 'CANCELED']]);
    const read = await api(`/orders/v1/orders/${order.id}`, { token: me.token });
    expect(Order.parse(read.json).cancelReason).toBe('OTHER');
  });

  it('follows the written rule: CREATED, OPEN and AT_TIME may be cancelled, nothing later', async () => {
    for (const status of ['OPEN', 'AT_TIME'] as const) {
      const order = await orderIn(status);
      expect((await cancel(order.id)).status, status).toBe(200);
    }
    for (const status of ['ACCEPTED', 'COOKING', 'ON_WAY', 'DONE', 'DELIVERED', 'CANCELED'] as const) {
      const order = await orderIn(status);
      const reply = await cancel(order.id);
      expect(reply.status, status).toBe(409);
      expect(reply.code).toBe('ORDER_NOT_CANCELLABLE');
      expect(await statusOf(order.id)).toBe(status);
    }
  });

  it("never cancels another customer's order, nor one of another merchant", async () => {
    const order = await orderIn('CREATED');
    expect((await cancel(order.id, undefined, stranger)).status).toBe(404);
    const elsewhere = await app.server.db.createSessionForTest(CANCEL_OFF, { phone: '+998901111111' });
    expect((await cancel(order.id, undefined, elsewhere, CANCEL_OFF)).status).toBe(404);
    expect((await cancel(order.id, undefined, { ...me, token: 'nobody' })).status).toBe(401);
    expect(await statusOf(order.id)).toBe('CREATED');
  });

  it('asks for a known reason, and for words with OTHER', async () => {
    const order = await orderIn('CREATED');
    for (const body of [{}, { reason: 'BORED' }, { reason: 'OTHER' }, { reason: 'OTHER', comment: '   ' }]) {
      expect((await cancel(order.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await statusOf(order.id)).toBe('CREATED');
  });

  it('is refused where the merchant does not let customers cancel', async () => {
    const session = await app.server.db.createSessionForTest(CANCEL_OFF, { phone: '+998903333333' });
    const order = await orderIn('CREATED', CANCEL_OFF, session);
    const reply = await cancel(order.id, undefined, session, CANCEL_OFF);
    expect(reply.status).toBe(403);
    expect(reply.code).toBe('CANCEL_OFF');
    expect(await statusOf(order.id)).toBe('CREATED');
  });

  it('a paid order keeps its payment with the refund on the way until the provider gives it back', async () => {
    const order = await orderIn('CREATED');
    await app.server.db.orders.setPaid(order.id, true, app.clock.now());
    const reply = await cancel(order.id);
    expect(Order.parse(reply.json)).toMatchObject({
      status: 'CANCELED',
      isPaid: true,
      refundState: 'PENDING',
    });
    const refunded = await app.server.db.orders.markRefunded(order.id, app.clock.now());
    expect(refunded?.order).toMatchObject({ isPaid: false, refundState: 'REFUNDED' });
    // Told twice, it happened once.
    expect(await app.server.db.orders.markRefunded(order.id, app.clock.now())).toBeUndefined();
  });
});
