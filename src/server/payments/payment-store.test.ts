import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '../../contract/index.ts';
import { orderApp, pickupOrder, writeOrderTenant } from '../../../tests/support/server/orders/test-orders.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import { payableTiyin, tiyinOf, type PaymentProvider, type PaymentTransaction } from './payment-store.ts';

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

async function newOrder(): Promise<Order> {
  const session = await app.server.db.createSessionForTest(MERCHANT, {}, app.clock.now());
  const reply = await app.api(MERCHANT)('/orders/v1/orders', { token: session.token, body: pickupOrder });
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return Order.parse(reply.json);
}

const payments = () => app.server.db.payments;
const paid = async (id: number) => (await app.server.db.orders.find(id))?.order.isPaid;

describe('payment transactions', () => {
  it('are created once per provider id, whoever repeats the create', async () => {
    const order = await newOrder();
    const input = {
      merchantId: MERCHANT,
      orderId: order.id,
      provider: 'PAYME' as const,
      providerTxId: 'p-1',
      amount: 100,
    };
    const [a, b] = await Promise.all([payments().create(input, 1), payments().create(input, 2)]);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(a.transaction.id).toBe(b.transaction.id);
    // Another provider may use the same id.
    expect((await payments().create({ ...input, provider: 'CLICK' }, 3)).created).toBe(true);
    expect(await payments().forOrder(MERCHANT, order.id)).toHaveLength(2);
  });

  it('move only from the states given; paying marks the order paid, a refund unpaid', async () => {
    const order = await newOrder();
    const { transaction } = await payments().create(
      {
        merchantId: MERCHANT,
        orderId: order.id,
        provider: 'UZUM',
        providerTxId: 'u-1',
        amount: 500,
        data: { a: 1 },
      },
      10,
    );
    const performed = await payments().move(transaction.id, ['CREATED'], 'PERFORMED', 20, { data: { b: 2 } });
    expect(performed).toMatchObject({ moved: true, transaction: { state: 'PERFORMED', performedAt: 20 } });
    expect(performed.transaction.data).toEqual({ a: 1, b: 2 });
    expect(performed.event?.isPaid).toBe(true);
    expect(await paid(order.id)).toBe(true);
    // Performing again moves nothing and records no event.
    const again = await payments().move(transaction.id, ['CREATED'], 'PERFORMED', 30);
    expect(again).toMatchObject({ moved: false, transaction: { performedAt: 20 } });
    expect(again.event).toBeUndefined();

    const refunded = await payments().move(transaction.id, ['PERFORMED'], 'REFUNDED', 40, { reason: 5 });
    expect(refunded).toMatchObject({
      moved: true,
      transaction: { state: 'REFUNDED', reason: 5, cancelledAt: 40 },
    });
    expect(await paid(order.id)).toBe(false);
  });

  it('never pays an order twice: a second payment is cancelled instead, even when both race', async () => {
    const order = await newOrder();
    const make = (provider: 'CLICK' | 'UZUM', id: string) =>
      payments().create(
        { merchantId: MERCHANT, orderId: order.id, provider, providerTxId: id, amount: 9 },
        1,
      );
    const [{ transaction: a }, { transaction: b }] = await Promise.all([
      make('CLICK', 'r-1'),
      make('UZUM', 'r-2'),
    ]);
    const moves = await Promise.all([
      payments().move(a.id, ['CREATED'], 'PERFORMED', 5),
      payments().move(b.id, ['CREATED'], 'PERFORMED', 5),
    ]);
    expect(moves.filter((m) => m.moved)).toHaveLength(1);
    const lost = moves.find((m) => !m.moved);
    expect(lost).toMatchObject({ alreadyPaid: true, transaction: { state: 'CANCELLED' } });
    expect((await payments().forOrder(MERCHANT, order.id)).map((t) => t.state).sort()).toEqual([
      'CANCELLED',
      'PERFORMED',
    ]);
    expect(await paid(order.id)).toBe(true);
  });

  it('cancelling an unpaid one leaves the order unpaid', async () => {
    const order = await newOrder();
    const { transaction } = await payments().create(
      { merchantId: MERCHANT, orderId: order.id, provider: 'CLICK', providerTxId: 'c-9', amount: 1 },
      1,
    );
    const cancelled = await payments().move(transaction.id, ['CREATED'], 'CANCELLED', 2, { reason: -9 });
    expect(cancelled).toMatchObject({ moved: true, transaction: { state: 'CANCELLED' } });
    expect(cancelled.event).toBeUndefined();
    expect(await paid(order.id)).toBe(false);
  });

  it('merge data without moving, both of two merges at once landing', async () => {
    const order = await newOrder();
    const { transaction } = await payments().create(
      {
        merchantId: MERCHANT,
        orderId: order.id,
        provider: 'PAYME',
        providerTxId: 'm-1',
        amount: 1,
        data: { a: 1 },
      },
      5,
    );
    await Promise.all([
      payments().mergeData(transaction.id, { b: 2 }),
      payments().mergeData(transaction.id, { c: 3 }),
    ]);
    const merged = await payments().byId(transaction.id);
    expect(merged).toMatchObject({
      state: 'CREATED',
      createdAt: 5,
      performedAt: null,
      data: { a: 1, b: 2, c: 3 },
    });
  });

  it("list a provider's transactions by the provider's time for a statement", async () => {
    const order = await newOrder();
    const make = (id: string, providerTime: number | null, now: number) =>
      payments().create(
        {
          merchantId: MERCHANT,
          orderId: order.id,
          provider: 'PAYME',
          providerTxId: id,
          amount: 1,
          providerTime,
        },
        now,
      );
    await make('s-1', 1_000, 5_000);
    await make('s-2', 2_000, 1_500);
    await make('s-3', null, 1_800);
    await make('s-4', 9_000, 9_000);
    const listed = await payments().statement('PAYME', MERCHANT, 1_000, 2_000);
    expect(listed.map((t) => t.providerTxId)).toEqual(['s-1', 's-3', 's-2']);
  });

  it("list every provider's transactions of a period, and the transactions of orders whatever their time", async () => {
    const [order, other] = [await newOrder(), await newOrder()];
    const make = (
      provider: PaymentProvider,
      id: string,
      providerTime: number | null,
      now: number,
      orderId = order.id,
    ) =>
      payments().create(
        { merchantId: MERCHANT, orderId, provider, providerTxId: id, amount: 1, providerTime },
        now,
      );
    // Far from the other tests' times, which share the table.
    const T = 7_000_000_000;
    await make('PAYME', 'b-1', T + 1_000, T + 5_000);
    await make('CLICK', 'b-2', null, T + 1_500);
    await make('UZUM', 'b-3', T + 2_000, T + 100);
    await make('CARD', 'b-4', null, T + 2_001, other.id);
    const ids = (list: PaymentTransaction[]) => list.map((t) => t.providerTxId);
    expect(ids(await payments().between(T + 1_000, T + 2_000))).toEqual(['b-1', 'b-2', 'b-3']);
    expect(ids(await payments().between(T + 1_000, T + 2_001, MERCHANT))).toEqual([
      'b-1',
      'b-2',
      'b-3',
      'b-4',
    ]);
    expect(await payments().between(T, T + 9_000, MERCHANT + 1)).toEqual([]);
    expect(ids(await payments().forOrders([other.id]))).toEqual(['b-4']);
    expect(ids(await payments().forOrders([order.id, other.id]))).toEqual(['b-1', 'b-2', 'b-3', 'b-4']);
    expect(await payments().forOrders([])).toEqual([]);
  });

  it('counts money in tiyin', () => {
    expect(tiyinOf(38_400.5)).toBe(3_840_050);
    expect(tiyinOf(0.1 + 0.2)).toBe(30);
    expect(payableTiyin({ totals: null })).toBe(0);
  });
});
