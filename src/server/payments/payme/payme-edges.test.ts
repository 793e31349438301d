/**
 * The Merchant API's edges a replay of Payme's scenarios found: the fiscal receipt detail Payme
 * fiscalises, a repeated CreateTransaction naming another payment, a CreateTransaction older than the
 * time-out, and the reason of a transaction cancelled because another one paid the order first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '../../../contract/index.ts';
import { capturingLogger } from '../../../../tests/support/server/http/test-client.ts';
import { deliveryOrder, orderApp } from '../../../../tests/support/server/orders/test-orders.ts';
import { makeTempDir, removeDir } from '../../../../tests/support/server/tenants/test-tenant.ts';
import { payableTiyin } from '../payment-store.ts';
import { PAYME_TIMEOUT_MS } from './payme-protocol.ts';
import {
  accountOf,
  paymeAs,
  paymeCredentials,
  placeOrder,
  TEST_FISCAL,
  type TestApp,
  writePaymeTenant,
} from '../../../../tests/support/server/payments/payme/test-payme.ts';

const MERCHANT = 41;
/** A merchant whose products have no classifier codes and who set no defaults. */
const NO_CODES = 42;

let root: string;
let app: TestApp;
const log = capturingLogger();
let payme: ReturnType<typeof paymeAs>;

beforeAll(async () => {
  root = makeTempDir();
  const { fiscal: _none, ...withoutFiscal } = paymeCredentials(NO_CODES);
  app = await orderApp(
    [
      writePaymeTenant(root, MERCHANT, 'burger'),
      writePaymeTenant(root, NO_CODES, 'nocodes', { 'payment-providers.json': { payme: withoutFiscal } }),
    ],
    { log },
  );
  payme = paymeAs(app, MERCHANT);
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

let txCounter = 0xed9e;
const newTxId = () => (++txCounter).toString(16).padStart(24, '0');

/** The detail's lines add up to the amount, as Payme checks they do. */
const detailTotal = (detail: {
  shipping?: { price: number };
  items: Array<{ price: number; count: number; discount?: number }>;
}) =>
  detail.items.reduce((sum, i) => sum + i.price * i.count - (i.discount ?? 0), detail.shipping?.price ?? 0);

describe('CheckPerformTransaction', () => {
  it('answers the fiscal receipt detail: each line with its codes, adding up to the amount', async () => {
    const order = await placeOrder(app, MERCHANT);
    const amount = payableTiyin(order);
    const reply = await payme('CheckPerformTransaction', { amount, account: accountOf(order) });
    const result = reply.result as { allow: boolean; detail: Parameters<typeof detailTotal>[0] };
    expect(result.allow).toBe(true);
    expect(result.detail).toMatchObject({ receipt_type: 0 });
    expect(result.detail.items).toEqual([
      expect.objectContaining({
        title: 'Бургер (Обычный)',
        count: 1,
        code: TEST_FISCAL.mxikCode,
        package_code: TEST_FISCAL.packageCode,
        vat_percent: 12,
      }),
      expect.objectContaining({ title: 'Картофель фри', count: 2, price: 1_500_000 }),
    ]);
    expect(detailTotal(result.detail)).toBe(amount);
  });

  it('puts the delivery on the receipt as shipping', async () => {
    const session = await app.server.db.createSessionForTest(MERCHANT, {}, app.clock.now());
    const placed = await app.api(MERCHANT)('/orders/v1/orders', {
      token: session.token,
      body: { ...deliveryOrder, paymentType: 'PAYME' },
    });
    const order = Order.parse(placed.json);
    const amount = payableTiyin(order);
    const reply = await payme('CheckPerformTransaction', { amount, account: accountOf(order) });
    const detail = (reply.result as { detail: Parameters<typeof detailTotal>[0] & { shipping?: unknown } })
      .detail;
    expect(detail.shipping).toEqual({
      title: 'Доставка',
      price: Math.round((order.totals?.deliveryPrice ?? 0) * 100),
    });
    expect(detail.shipping).toMatchObject({ price: expect.any(Number) });
    expect(detailTotal(detail)).toBe(amount);
  });

  it('refuses an order whose lines have no classifier code (-31054) and logs it, never inventing one', async () => {
    const order = await placeOrder(app, NO_CODES);
    const reply = await paymeAs(app, NO_CODES)('CheckPerformTransaction', {
      amount: payableTiyin(order),
      account: accountOf(order),
    });
    expect(reply.error).toMatchObject({ code: -31054, data: 'order_id' });
    expect(log.lines.some((line) => line.includes('nocodes') && line.includes(`order ${order.id}`))).toBe(
      true,
    );
  });
});

describe('CreateTransaction', () => {
  it('a repeat naming another amount or another order is refused; the first one stands', async () => {
    const order = await placeOrder(app, MERCHANT);
    const other = await placeOrder(app, MERCHANT);
    const id = newTxId();
    const amount = payableTiyin(order);
    const time = app.clock.now();
    const first = await payme('CreateTransaction', { id, time, amount, account: accountOf(order) });
    expect(first.result).toMatchObject({ state: 1 });
    const moreMoney = await payme('CreateTransaction', {
      id,
      time,
      amount: amount + 100,
      account: accountOf(order),
    });
    expect(moreMoney.error?.code).toBe(-31001);
    const otherOrder = await payme('CreateTransaction', { id, time, amount, account: accountOf(other) });
    expect(otherOrder.error).toMatchObject({ code: -31050, data: 'order_id' });
    // The same payment again: the first answer.
    expect(
      (await payme('CreateTransaction', { id, time, amount, account: accountOf(order) })).result,
    ).toEqual(first.result);
    const stored = await app.server.db.payments.byProviderId('PAYME', MERCHANT, id);
    expect(stored).toMatchObject({ orderId: order.id, amount, state: 'CREATED' });
  });

  it('refuses a transaction Payme made longer ago than the time-out (-31008) and keeps nothing', async () => {
    const order = await placeOrder(app, MERCHANT);
    const id = newTxId();
    const reply = await payme('CreateTransaction', {
      id,
      time: app.clock.now() - PAYME_TIMEOUT_MS - 1000,
      amount: payableTiyin(order),
      account: accountOf(order),
    });
    expect(reply.error?.code).toBe(-31008);
    expect(await app.server.db.payments.byProviderId('PAYME', MERCHANT, id)).toBeUndefined();
  });
});

describe('PerformTransaction', () => {
  it('loses to a payment that got there first: cancelled with reason 3, the order paid once', async () => {
    const order = await placeOrder(app, MERCHANT);
    const amount = payableTiyin(order);
    const id = newTxId();
    await payme('CreateTransaction', { id, time: app.clock.now(), amount, account: accountOf(order) });
    // Another instance's payment of the order, committed a moment before this perform looks.
    const { db } = app.server;
    const { transaction: rival } = await db.payments.create(
      { merchantId: MERCHANT, orderId: order.id, provider: 'PAYME', providerTxId: newTxId(), amount },
      app.clock.now(),
    );
    await db.kysely
      .updateTable('payment_transactions')
      .set({ state: 'PERFORMED' })
      .where('id', '=', rival.id)
      .execute();

    expect((await payme('PerformTransaction', { id })).error?.code).toBe(-31008);
    expect((await payme('CheckTransaction', { id })).result).toMatchObject({ state: -1, reason: 3 });
  });
});
