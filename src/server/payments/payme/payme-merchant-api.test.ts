/**
 * Payme's Merchant API, replaying the scenarios of Payme's merchant sandbox: credentials, the
 * account and amount checks, create → perform → check → statement, cancel before and after perform,
 * a busy order, repeats of every call, the 12-hour time-out, JSON-RPC errors, ChangePassword and
 * SetFiscalData.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../contract/index.ts';
import { orderApp } from '../../../../tests/support/server/orders/test-orders.ts';
import { ORDER_EVENT_TOPIC } from '../../orders/orders-store.ts';
import type { StorageEvent } from '../../storage/events.ts';
import { makeTempDir, removeDir } from '../../../../tests/support/server/tenants/test-tenant.ts';
import { payableTiyin } from '../payment-store.ts';
import { paymeAuthorization } from './payme-auth.ts';
import {
  accountOf,
  PAYME_PATH,
  paymeAs,
  paymeCredentials,
  placeOrder,
  type TestApp,
  writePaymeTenant,
} from '../../../../tests/support/server/payments/payme/test-payme.ts';

const MERCHANT = 7;
/** Another merchant with Payme: its key and its orders are not MERCHANT's. */
const OTHER = 8;
/** A merchant whose keys ChangePassword changes (kept apart so the other tests keep their keys). */
const KEYS = 9;
const HOUR_S = 3600;

let root: string;
let app: TestApp;
let payme: ReturnType<typeof paymeAs>;
const events: StorageEvent[] = [];

beforeAll(async () => {
  root = makeTempDir();
  app = await orderApp([
    writePaymeTenant(root, MERCHANT, 'burger'),
    writePaymeTenant(root, OTHER, 'cafe'),
    writePaymeTenant(root, KEYS, 'keys', {}, { testMode: true }),
  ]);
  app.server.db.events.subscribe((event) => events.push(event));
  payme = paymeAs(app, MERCHANT);
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

/** A fresh Payme-like transaction id (24 hex). */
let txCounter = 0;
const newTxId = () => (++txCounter).toString(16).padStart(24, '0');

const stored = async (order: Order) => (await app.server.db.orders.find(order.id))?.order;

/** CheckPerform, Create and Perform of an order at its amount; returns the Payme id. */
async function payOrder(order: Order): Promise<string> {
  const id = newTxId();
  const amount = payableTiyin(order);
  expect(
    (await payme('CheckPerformTransaction', { amount, account: accountOf(order) })).result,
  ).toMatchObject({ allow: true });
  const created = await payme('CreateTransaction', {
    id,
    time: app.clock.now(),
    amount,
    account: accountOf(order),
  });
  expect(created.error).toBeUndefined();
  const performed = await payme('PerformTransaction', { id });
  expect(performed.error).toBeUndefined();
  return id;
}

describe('Payme credentials', () => {
  it('refuse a call without Basic auth, with a wrong key or another login (-32504)', async () => {
    const order = await placeOrder(app, MERCHANT);
    const params = { amount: payableTiyin(order), account: accountOf(order) };
    for (const options of [
      { key: null },
      { key: 'wrong-key' },
      { authorization: `Basic ${Buffer.from(`Payme:${paymeCredentials(MERCHANT).key}`).toString('base64')}` },
      { authorization: `Bearer ${paymeCredentials(MERCHANT).key}` },
    ]) {
      const reply = await payme('CheckPerformTransaction', params, { ...options, id: 41 });
      expect(reply.json).toMatchObject({ jsonrpc: '2.0', id: 41, error: { code: -32504 } });
      expect(reply.result).toBeUndefined();
    }
  });

  it('take the key (the test key only in test mode: payme-test-mode.test.ts); the key names the merchant', async () => {
    const order = await placeOrder(app, MERCHANT);
    const params = { amount: payableTiyin(order), account: accountOf(order) };
    expect((await payme('CheckPerformTransaction', params)).result).toMatchObject({ allow: true });
    // Another merchant's key reaches that merchant, which has no such order.
    const other = await payme('CheckPerformTransaction', params, { key: paymeCredentials(OTHER).key });
    expect(other.error).toMatchObject({ code: -31050, data: 'order_id' });
  });

  it("resolve by the host's sub-domain, whose merchant's key must sign", async () => {
    const order = await placeOrder(app, MERCHANT);
    const params = { amount: payableTiyin(order), account: accountOf(order) };
    const own = await payme('CheckPerformTransaction', params, { host: 'burger.example.uz' });
    expect(own.result).toMatchObject({ allow: true });
    const foreign = await payme('CheckPerformTransaction', params, {
      host: 'burger.example.uz',
      key: paymeCredentials(OTHER).key,
    });
    expect(foreign.error?.code).toBe(-32504);
  });
});

describe('JSON-RPC', () => {
  const raw = (init: RequestInit) => app.server.app.request(PAYME_PATH, init);
  const signed = { authorization: paymeAuthorization(paymeCredentials(MERCHANT).key) };

  it('answers a GET with -32300, always HTTP 200', async () => {
    const response = await raw({ method: 'GET', headers: signed });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: null, error: { code: -32300 } });
  });

  it('answers a body that is not JSON with -32700', async () => {
    const response = await raw({ method: 'POST', headers: signed, body: '{"method": "CheckTransaction",' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } });
  });

  it('answers a request without method or params with -32600', async () => {
    for (const body of [{ id: 5, params: {} }, { id: 5, method: 'CheckTransaction' }, [1, 2]]) {
      const response = await raw({ method: 'POST', headers: signed, body: JSON.stringify(body) });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ error: { code: -32600 } });
    }
  });

  it('answers an unknown method with -32601 naming it in data', async () => {
    for (const method of ['CreateInvoice', 'toString', '__proto__']) {
      const reply = await payme(method, {});
      expect(reply.error).toMatchObject({ code: -32601, data: method });
    }
  });

  it('answers params of the wrong type with -32600 naming the field', async () => {
    const reply = await payme('CreateTransaction', { id: newTxId(), time: 'now', amount: 100, account: {} });
    expect(reply.error).toMatchObject({ code: -32600, data: 'params.time' });
    const reason = await payme('CancelTransaction', { id: newTxId(), reason: 7 });
    expect(reason.error).toMatchObject({ code: -32600, data: 'params.reason' });
  });
});

describe('CheckPerformTransaction', () => {
  it('refuses an unknown order with -31050, localized, naming order_id', async () => {
    for (const account of [{ order_id: '999999' }, { order_id: 'abc' }, {}, { order_id: 99_999_999_999 }]) {
      const reply = await payme('CheckPerformTransaction', { amount: 100, account });
      expect(reply.error).toEqual({
        code: -31050,
        message: { ru: expect.any(String), uz: expect.any(String), en: 'Order not found' },
        data: 'order_id',
      });
    }
  });

  it("refuses another merchant's order as unknown", async () => {
    const order = await placeOrder(app, OTHER);
    const reply = await payme('CheckPerformTransaction', {
      amount: payableTiyin(order),
      account: accountOf(order),
    });
    expect(reply.error?.code).toBe(-31050);
  });

  it('takes the order id as a number too', async () => {
    const order = await placeOrder(app, MERCHANT);
    const reply = await payme('CheckPerformTransaction', {
      amount: payableTiyin(order),
      account: { order_id: order.id },
    });
    expect(reply.result).toMatchObject({ allow: true });
  });

  it('refuses a wrong amount with -31001', async () => {
    const order = await placeOrder(app, MERCHANT);
    for (const amount of [payableTiyin(order) - 100, payableTiyin(order) + 1, 100]) {
      const reply = await payme('CheckPerformTransaction', { amount, account: accountOf(order) });
      expect(reply.error?.code).toBe(-31001);
    }
  });

  it('refuses an order not paid with Payme, a cancelled and a paid one', async () => {
    const cash = await placeOrder(app, MERCHANT, 'CASH');
    const notPayme = await payme('CheckPerformTransaction', {
      amount: payableTiyin(cash),
      account: accountOf(cash),
    });
    expect(notPayme.error).toMatchObject({ code: -31051, data: 'order_id' });

    const cancelled = await placeOrder(app, MERCHANT);
    await app.server.db.orders.setStatus(cancelled.id, 'CANCELED', undefined, app.clock.now());
    const reply = await payme('CheckPerformTransaction', {
      amount: payableTiyin(cancelled),
      account: accountOf(cancelled),
    });
    expect(reply.error).toMatchObject({ code: -31053, data: 'order_id' });

    const paid = await placeOrder(app, MERCHANT);
    await payOrder(paid);
    const again = await payme('CheckPerformTransaction', {
      amount: payableTiyin(paid),
      account: accountOf(paid),
    });
    expect(again.error).toMatchObject({ code: -31052, data: 'order_id' });
  });
});

describe('a payment', () => {
  it('create → perform → check → statement, the order paid and its event published', async () => {
    const order = await placeOrder(app, MERCHANT);
    const amount = payableTiyin(order);
    const id = newTxId();
    const time = app.clock.now() - 2_000;
    const createdAt = app.clock.now();

    const created = await payme('CreateTransaction', { id, time, amount, account: accountOf(order) });
    expect(created.result).toEqual({ create_time: createdAt, transaction: expect.any(String), state: 1 });
    const transaction = (created.result as { transaction: string }).transaction;

    const before = await payme('CheckTransaction', { id });
    expect(before.result).toEqual({
      create_time: createdAt,
      perform_time: 0,
      cancel_time: 0,
      transaction,
      state: 1,
      reason: null,
    });
    expect((await stored(order))?.isPaid).toBe(false);

    app.clock.advance(30);
    const performedAt = app.clock.now();
    const performed = await payme('PerformTransaction', { id });
    expect(performed.result).toEqual({ transaction, perform_time: performedAt, state: 2 });
    expect((await stored(order))?.isPaid).toBe(true);
    // On PostgreSQL the event comes through the database's notifications, a moment later.
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        topic: ORDER_EVENT_TOPIC,
        payload: expect.objectContaining({ orderId: order.id, isPaid: true }),
      }),
    );

    const after = await payme('CheckTransaction', { id });
    expect(after.result).toEqual({
      create_time: createdAt,
      perform_time: performedAt,
      cancel_time: 0,
      transaction,
      state: 2,
      reason: null,
    });

    const statement = await payme('GetStatement', { from: time, to: time });
    expect(statement.result).toEqual({
      transactions: [
        {
          id,
          time,
          amount,
          account: accountOf(order),
          create_time: createdAt,
          perform_time: performedAt,
          cancel_time: 0,
          transaction,
          state: 2,
          reason: null,
        },
      ],
    });
  });

  it("statements list the merchant's transactions by Payme's time, from and to included", async () => {
    const base = app.clock.now() + 10 * HOUR_S * 1000;
    const ids: string[] = [];
    for (const offset of [0, 1_000, 2_000]) {
      const order = await placeOrder(app, MERCHANT);
      const id = newTxId();
      ids.push(id);
      const reply = await payme('CreateTransaction', {
        id,
        time: base + offset,
        amount: payableTiyin(order),
        account: accountOf(order),
      });
      expect(reply.error).toBeUndefined();
    }
    const listed = await payme('GetStatement', { from: base, to: base + 1_000 });
    const lines = (listed.result as { transactions: Array<{ id: string; time: number }> }).transactions;
    expect(lines.map((line) => line.id)).toEqual(ids.slice(0, 2));
    // Another merchant's statement of the same period is its own (empty).
    const other = await paymeAs(app, OTHER)('GetStatement', { from: base, to: base + 2_000 });
    expect(other.result).toEqual({ transactions: [] });
  });

  it('cancelled before perform: state -1, the order unpaid, perform refused', async () => {
    const order = await placeOrder(app, MERCHANT);
    const id = newTxId();
    await payme('CreateTransaction', {
      id,
      time: app.clock.now(),
      amount: payableTiyin(order),
      account: accountOf(order),
    });
    app.clock.advance(5);
    const cancelledAt = app.clock.now();
    const cancelled = await payme('CancelTransaction', { id, reason: 3 });
    expect(cancelled.result).toEqual({
      transaction: expect.any(String),
      cancel_time: cancelledAt,
      state: -1,
    });
    const checked = await payme('CheckTransaction', { id });
    expect(checked.result).toMatchObject({ perform_time: 0, cancel_time: cancelledAt, state: -1, reason: 3 });
    expect((await payme('PerformTransaction', { id })).error?.code).toBe(-31008);
    expect((await stored(order))?.isPaid).toBe(false);
    // The order may be paid by a new transaction.
    await payOrder(order);
    expect((await stored(order))?.isPaid).toBe(true);
  });

  it('cancelled after perform: state -2 and the order unpaid again (a refund)', async () => {
    const order = await placeOrder(app, MERCHANT);
    const id = await payOrder(order);
    expect((await stored(order))?.isPaid).toBe(true);
    app.clock.advance(60);
    const cancelledAt = app.clock.now();
    const refunded = await payme('CancelTransaction', { id, reason: 5 });
    expect(refunded.result).toEqual({ transaction: expect.any(String), cancel_time: cancelledAt, state: -2 });
    expect((await stored(order))?.isPaid).toBe(false);
    // On PostgreSQL the event comes through the database's notifications, a moment later.
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        topic: ORDER_EVENT_TOPIC,
        payload: expect.objectContaining({ orderId: order.id, isPaid: false }),
      }),
    );
    const checked = await payme('CheckTransaction', { id });
    expect(checked.result).toMatchObject({ cancel_time: cancelledAt, state: -2, reason: 5 });
    expect((checked.result as { perform_time: number }).perform_time).toBeGreaterThan(0);
  });

  it('cannot be cancelled once the order was handed over (-31007); a cancelled order is refunded', async () => {
    const delivered = await placeOrder(app, MERCHANT);
    const id = await payOrder(delivered);
    await app.server.db.orders.setStatus(delivered.id, 'DELIVERED', undefined, app.clock.now());
    expect((await payme('CancelTransaction', { id, reason: 5 })).error?.code).toBe(-31007);
    expect((await payme('CheckTransaction', { id })).result).toMatchObject({ state: 2 });
    expect((await stored(delivered))?.isPaid).toBe(true);

    const cancelled = await placeOrder(app, MERCHANT);
    const other = await payOrder(cancelled);
    await app.server.db.orders.setStatus(cancelled.id, 'CANCELED', undefined, app.clock.now());
    expect((await payme('CancelTransaction', { id: other, reason: 5 })).result).toMatchObject({ state: -2 });
  });

  it('answers an unknown transaction with -31003', async () => {
    for (const method of ['PerformTransaction', 'CheckTransaction']) {
      expect((await payme(method, { id: newTxId() })).error?.code).toBe(-31003);
    }
    expect((await payme('CancelTransaction', { id: newTxId(), reason: 1 })).error?.code).toBe(-31003);
    // Another merchant's transaction is unknown to this one.
    const order = await placeOrder(app, MERCHANT);
    const id = await payOrder(order);
    expect((await paymeAs(app, OTHER)('CheckTransaction', { id })).error?.code).toBe(-31003);
  });

  it('refuses to perform when the order was cancelled meanwhile (-31008)', async () => {
    const order = await placeOrder(app, MERCHANT);
    const id = newTxId();
    await payme('CreateTransaction', {
      id,
      time: app.clock.now(),
      amount: payableTiyin(order),
      account: accountOf(order),
    });
    await app.server.db.orders.setStatus(order.id, 'CANCELED', undefined, app.clock.now());
    expect((await payme('PerformTransaction', { id })).error?.code).toBe(-31008);
    expect((await stored(order))?.isPaid).toBe(false);
  });
});

describe('one transaction waits per order', () => {
  it('a second transaction for a busy order is refused (-31099) until the first is cancelled', async () => {
    const order = await placeOrder(app, MERCHANT);
    const amount = payableTiyin(order);
    const first = newTxId();
    await payme('CreateTransaction', { id: first, time: app.clock.now(), amount, account: accountOf(order) });

    const second = newTxId();
    const busy = await payme('CreateTransaction', {
      id: second,
      time: app.clock.now(),
      amount,
      account: accountOf(order),
    });
    expect(busy.error).toMatchObject({ code: -31099, data: 'order_id' });
    const check = await payme('CheckPerformTransaction', { amount, account: accountOf(order) });
    expect(check.error?.code).toBe(-31099);
    expect((await payme('CheckTransaction', { id: second })).error?.code).toBe(-31003);

    await payme('CancelTransaction', { id: first, reason: 3 });
    const created = await payme('CreateTransaction', {
      id: second,
      time: app.clock.now(),
      amount,
      account: accountOf(order),
    });
    expect(created.result).toMatchObject({ state: 1 });
  });
});

describe('repeats', () => {
  it('of every call answer the first answer', async () => {
    const order = await placeOrder(app, MERCHANT);
    const id = newTxId();
    const params = { id, time: app.clock.now(), amount: payableTiyin(order), account: accountOf(order) };
    const created = await payme('CreateTransaction', params);
    app.clock.advance(10);
    expect((await payme('CreateTransaction', params)).result).toEqual(created.result);

    const performed = await payme('PerformTransaction', { id });
    app.clock.advance(10);
    expect((await payme('PerformTransaction', { id })).result).toEqual(performed.result);
    // A performed transaction is created no more.
    expect((await payme('CreateTransaction', params)).error?.code).toBe(-31008);

    const cancelled = await payme('CancelTransaction', { id, reason: 5 });
    app.clock.advance(10);
    expect((await payme('CancelTransaction', { id, reason: 5 })).result).toEqual(cancelled.result);
    expect((await payme('CancelTransaction', { id, reason: 1 })).result).toEqual(cancelled.result);
    expect((await payme('PerformTransaction', { id })).error?.code).toBe(-31008);
    expect(await app.server.db.payments.forOrder(MERCHANT, order.id)).toHaveLength(1);
  });

  it('of a create sent twice at once make one transaction', async () => {
    const order = await placeOrder(app, MERCHANT);
    const params = {
      id: newTxId(),
      time: app.clock.now(),
      amount: payableTiyin(order),
      account: accountOf(order),
    };
    const [a, b] = await Promise.all([
      payme('CreateTransaction', params),
      payme('CreateTransaction', params),
    ]);
    expect(a.result).toEqual(b.result);
    expect(await app.server.db.payments.forOrder(MERCHANT, order.id)).toHaveLength(1);
  });
});

describe('the 12-hour time-out', () => {
  it('cancels a transaction performed too late with reason 4 (-31008)', async () => {
    const order = await placeOrder(app, MERCHANT);
    const id = newTxId();
    const params = { id, time: app.clock.now(), amount: payableTiyin(order), account: accountOf(order) };
    await payme('CreateTransaction', params);
    app.clock.advance(12 * HOUR_S + 1);
    const late = await payme('PerformTransaction', { id });
    expect(late.error?.code).toBe(-31008);
    const checked = await payme('CheckTransaction', { id });
    expect(checked.result).toMatchObject({
      state: -1,
      reason: 4,
      perform_time: 0,
      cancel_time: app.clock.now(),
    });
    expect((await payme('CreateTransaction', params)).error?.code).toBe(-31008);
    expect((await stored(order))?.isPaid).toBe(false);
  });

  it('still performs at 12 hours exactly', async () => {
    const order = await placeOrder(app, MERCHANT);
    const id = newTxId();
    await payme('CreateTransaction', {
      id,
      time: app.clock.now(),
      amount: payableTiyin(order),
      account: accountOf(order),
    });
    app.clock.advance(12 * HOUR_S);
    expect((await payme('PerformTransaction', { id })).result).toMatchObject({ state: 2 });
  });

  it('a repeated create past the time-out cancels with reason 4', async () => {
    const order = await placeOrder(app, MERCHANT);
    const id = newTxId();
    const params = { id, time: app.clock.now(), amount: payableTiyin(order), account: accountOf(order) };
    await payme('CreateTransaction', params);
    app.clock.advance(13 * HOUR_S);
    expect((await payme('CreateTransaction', params)).error?.code).toBe(-31008);
    expect((await payme('CheckTransaction', { id })).result).toMatchObject({ state: -1, reason: 4 });
  });

  it('a transaction past the time-out no longer keeps the order busy', async () => {
    const order = await placeOrder(app, MERCHANT);
    const amount = payableTiyin(order);
    const stale = newTxId();
    await payme('CreateTransaction', { id: stale, time: app.clock.now(), amount, account: accountOf(order) });
    app.clock.advance(12 * HOUR_S + 60);
    expect(
      (await payme('CheckPerformTransaction', { amount, account: accountOf(order) })).result,
    ).toMatchObject({ allow: true });
    const fresh = newTxId();
    const created = await payme('CreateTransaction', {
      id: fresh,
      time: app.clock.now(),
      amount,
      account: accountOf(order),
    });
    expect(created.result).toMatchObject({ state: 1 });
    expect((await payme('CheckTransaction', { id: stale })).result).toMatchObject({ state: -1, reason: 4 });
  });
});

describe('ChangePassword', () => {
  it('answers success; the new key replaces the one that signed the call, from then on', async () => {
    const keys = paymeAs(app, KEYS);
    const { key, testKey } = paymeCredentials(KEYS);
    const order = await placeOrder(app, KEYS);
    const params = { amount: payableTiyin(order), account: accountOf(order) };

    const changed = await keys('ChangePassword', { password: 'new-key-1' });
    expect(changed.result).toEqual({ success: true });
    expect((await keys('CheckPerformTransaction', params)).error?.code).toBe(-32504);
    expect((await keys('CheckPerformTransaction', params, { key: 'new-key-1' })).result).toMatchObject({
      allow: true,
    });
    // The test key is another slot: unchanged.
    expect((await keys('CheckPerformTransaction', params, { key: testKey })).result).toMatchObject({
      allow: true,
    });

    // A second change is signed with the new key.
    expect((await keys('ChangePassword', { password: 'new-key-2' }, { key })).error?.code).toBe(-32504);
    expect((await keys('ChangePassword', { password: 'new-key-2' }, { key: 'new-key-1' })).result).toEqual({
      success: true,
    });
    expect((await keys('CheckPerformTransaction', params, { key: 'new-key-1' })).error?.code).toBe(-32504);
    expect((await keys('CheckPerformTransaction', params, { key: 'new-key-2' })).result).toMatchObject({
      allow: true,
    });

    // Signed with the test key, it changes the test key.
    expect((await keys('ChangePassword', { password: 'new-test-key' }, { key: testKey })).result).toEqual({
      success: true,
    });
    expect((await keys('CheckPerformTransaction', params, { key: testKey })).error?.code).toBe(-32504);
    expect((await keys('CheckPerformTransaction', params, { key: 'new-test-key' })).result).toMatchObject({
      allow: true,
    });
  });

  it('refuses an empty password (-32600) and wrong credentials (-32504)', async () => {
    expect((await payme('ChangePassword', { password: '' })).error?.code).toBe(-32600);
    expect((await payme('ChangePassword', {})).error?.code).toBe(-32600);
    expect((await payme('ChangePassword', { password: 'x' }, { key: 'nope' })).error?.code).toBe(-32504);
  });
});

describe('SetFiscalData', () => {
  const fiscal = {
    receipt_id: 121,
    status_code: 0,
    message: 'accepted',
    terminal_id: 'EP000000000025',
    fiscal_sign: '800031554082',
    qr_code_url: 'https://ofd.soliq.uz/epi?t=EP000000000025&r=121&c=20210909123456&s=800031554082',
    date: '20210909123456',
  };

  it("keeps the receipts on the transaction's data and answers success", async () => {
    const order = await placeOrder(app, MERCHANT);
    const id = await payOrder(order);
    const reply = await payme('SetFiscalData', { id, type: 'PERFORM', fiscal_data: fiscal });
    expect(reply.result).toEqual({ success: true });
    await payme('CancelTransaction', { id, reason: 5 });
    const cancel = { ...fiscal, receipt_id: 122 };
    expect((await payme('SetFiscalData', { id, type: 'CANCEL', fiscal_data: cancel })).result).toEqual({
      success: true,
    });
    const transaction = await app.server.db.payments.byProviderId('PAYME', MERCHANT, id);
    expect(transaction?.data).toMatchObject({
      account: accountOf(order),
      fiscal_perform: fiscal,
      fiscal_cancel: cancel,
    });
  });

  it('answers an unknown receipt with -31003 and a wrong type with -32600', async () => {
    expect(
      (await payme('SetFiscalData', { id: newTxId(), type: 'PERFORM', fiscal_data: fiscal })).error?.code,
    ).toBe(-31003);
    expect(
      (await payme('SetFiscalData', { id: newTxId(), type: 'REFUND', fiscal_data: fiscal })).error?.code,
    ).toBe(-32600);
  });
});
