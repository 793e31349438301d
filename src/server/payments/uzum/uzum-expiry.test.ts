/**
 * How an Uzum transaction ends without a confirm, replayed over HTTP: a created one expires after the
 * merchant's time-out (30 minutes unless configured) and then reads as failed to every call.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderApp } from '../../orders/test-orders.ts';
import { makeTempDir, removeDir } from '../../tenants/test-tenant.ts';
import { PAYING, isPaid, placeOrder, writePaymentTenants, type PaymentTestApp } from '../test-payments.ts';
import { failed, uzumWebhooks } from './test-uzum.ts';

/** Uzum's wait for a confirm when the merchant configures none, in the test clock's seconds. */
const DEFAULT_TIMEOUT_S = 30 * 60;

let root: string;
let app: PaymentTestApp;

beforeAll(async () => {
  root = makeTempDir();
  app = await orderApp(writePaymentTenants(root));
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

const { call, create, trans } = uzumWebhooks(() => app);

/** The order's Uzum transactions still waiting for a confirm, as stored. */
async function live(orderId: number) {
  const all = await app.server.db.payments.forOrder(PAYING, orderId);
  return all.filter((tx) => tx.provider === 'UZUM' && tx.state === 'CREATED');
}

describe('the time-out of a created transaction (30 minutes unless configured)', () => {
  it('a confirm at the time-out still pays; one after it is refused (10015) and fails the transaction', async () => {
    const onTime = await placeOrder(app, 'UZUM');
    const onTimeId = randomUUID();
    await call('create', create(onTime.order, onTimeId));
    const late = await placeOrder(app, 'UZUM');
    const lateId = randomUUID();
    await call('create', create(late.order, lateId));
    app.clock.advance(DEFAULT_TIMEOUT_S);
    expect((await call('confirm', trans(onTimeId))).json).toMatchObject({ status: 'CONFIRMED' });
    app.clock.advance(1);
    expect(await call('confirm', trans(lateId))).toEqual(failed('10015'));
    expect(await call('confirm', trans(lateId))).toEqual(failed('10015'));
    expect(await isPaid(app, late.order.id)).toBe(false);
    expect((await call('status', trans(lateId))).json).toMatchObject({
      status: 'FAILED',
      errorCode: '10015',
      confirmTime: null,
      reverseTime: null,
    });
    // Failed, as status says: a reverse does not turn it into REVERSED.
    expect(await call('reverse', trans(lateId))).toEqual(failed('10017'));
    expect(await live(late.order.id)).toEqual([]);
  });

  it('status may be the first to see it: FAILED (10015), and the confirm after it is refused alike', async () => {
    const { order } = await placeOrder(app, 'UZUM');
    const transId = randomUUID();
    await call('create', create(order, transId));
    app.clock.advance(DEFAULT_TIMEOUT_S + 1);
    const seenAt = app.clock.now();
    const status = await call('status', trans(transId));
    expect(status.json).toMatchObject({ status: 'FAILED', errorCode: '10015', reverseTime: null });
    app.clock.advance(5);
    expect(await call('status', trans(transId))).toEqual(status);
    expect(await call('confirm', trans(transId))).toEqual(failed('10015'));
    const [tx] = await app.server.db.payments.forOrder(PAYING, order.id);
    expect(tx).toMatchObject({ state: 'CANCELLED', cancelledAt: seenAt });
  });

  it('a create repeated after the time-out is refused (10015), and so is a reverse (10017)', async () => {
    const { order } = await placeOrder(app, 'UZUM');
    const transId = randomUUID();
    await call('create', create(order, transId));
    app.clock.advance(DEFAULT_TIMEOUT_S + 1);
    expect(await call('create', create(order, transId))).toEqual(failed('10015'));
    expect(await call('reverse', trans(transId))).toEqual(failed('10017'));
    expect((await call('status', trans(transId))).json).toMatchObject({
      status: 'FAILED',
      errorCode: '10015',
    });
  });
});

describe('a time-out the merchant configures', () => {
  let shortRoot: string;
  let short: PaymentTestApp;
  const webhooks = uzumWebhooks(() => short);

  beforeAll(async () => {
    shortRoot = makeTempDir();
    short = await orderApp(writePaymentTenants(shortRoot, { uzum: { createdTimeoutMinutes: 5 } }));
  });
  afterAll(async () => {
    await short.server.close();
    removeDir(shortRoot);
  });

  it('expires a created transaction after uzum.createdTimeoutMinutes', async () => {
    const { order } = await placeOrder(short, 'UZUM');
    const transId = randomUUID();
    await webhooks.call('create', webhooks.create(order, transId));
    short.clock.advance(5 * 60 + 1);
    expect(await webhooks.call('confirm', webhooks.trans(transId))).toEqual(failed('10015'));
  });
});
