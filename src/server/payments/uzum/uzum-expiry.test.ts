/**
 * How an Uzum transaction ends without a confirm, replayed over HTTP: a created one expires after the
 * merchant's time-out (30 minutes unless configured) and then reads as failed to every call, and an
 * order holds at most one live (created, not expired) transaction.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  PAYING,
  isPaid,
  placeOrder,
  paymentAppForFile,
} from '../../../../tests/support/server/payments/test-payments.ts';
import { failed, uzumWebhooks } from '../../../../tests/support/server/payments/uzum/test-uzum.ts';

/** Uzum's wait for a confirm when the merchant configures none, in the test clock's seconds. */
const DEFAULT_TIMEOUT_S = 30 * 60;

const app = paymentAppForFile();

const { call, create, trans } = uzumWebhooks(app);

/** The order's Uzum transactions still waiting for a confirm, as stored. */
async function live(orderId: number) {
  const all = await app().server.db.payments.forOrder(PAYING, orderId);
  return all.filter((tx) => tx.provider === 'UZUM' && tx.state === 'CREATED');
}

describe('the time-out of a created transaction (30 minutes unless configured)', () => {
  it('a confirm at the time-out still pays; one after it is refused (10015) and fails the transaction', async () => {
    const onTime = await placeOrder(app(), 'UZUM');
    const onTimeId = randomUUID();
    await call('create', create(onTime.order, onTimeId));
    const late = await placeOrder(app(), 'UZUM');
    const lateId = randomUUID();
    await call('create', create(late.order, lateId));
    app().clock.advance(DEFAULT_TIMEOUT_S);
    expect((await call('confirm', trans(onTimeId))).json).toMatchObject({ status: 'CONFIRMED' });
    app().clock.advance(1);
    expect(await call('confirm', trans(lateId))).toEqual(failed('10015'));
    expect(await call('confirm', trans(lateId))).toEqual(failed('10015'));
    expect(await isPaid(app(), late.order.id)).toBe(false);
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
    const { order } = await placeOrder(app(), 'UZUM');
    const transId = randomUUID();
    await call('create', create(order, transId));
    app().clock.advance(DEFAULT_TIMEOUT_S + 1);
    const seenAt = app().clock.now();
    const status = await call('status', trans(transId));
    expect(status.json).toMatchObject({ status: 'FAILED', errorCode: '10015', reverseTime: null });
    app().clock.advance(5);
    expect(await call('status', trans(transId))).toEqual(status);
    expect(await call('confirm', trans(transId))).toEqual(failed('10015'));
    const [tx] = await app().server.db.payments.forOrder(PAYING, order.id);
    expect(tx).toMatchObject({ state: 'CANCELLED', cancelledAt: seenAt });
  });

  it('a create repeated after the time-out is refused (10015), and so is a reverse (10017)', async () => {
    const { order } = await placeOrder(app(), 'UZUM');
    const transId = randomUUID();
    await call('create', create(order, transId));
    app().clock.advance(DEFAULT_TIMEOUT_S + 1);
    expect(await call('create', create(order, transId))).toEqual(failed('10015'));
    expect(await call('reverse', trans(transId))).toEqual(failed('10017'));
    expect((await call('status', trans(transId))).json).toMatchObject({
      status: 'FAILED',
      errorCode: '10015',
    });
  });
});

describe('one live transaction per order', () => {
  it('refuses a second create while the first waits (99999); the first still pays', async () => {
    const { order } = await placeOrder(app(), 'UZUM');
    const first = randomUUID();
    const second = randomUUID();
    expect((await call('create', create(order, first))).status).toBe(200);
    app().clock.advance(60);
    expect(await call('create', create(order, second))).toEqual(failed('99999'));
    expect(await call('status', trans(second))).toEqual(failed('10014'));
    expect((await live(order.id)).map((tx) => tx.providerTxId)).toEqual([first]);
    expect((await call('confirm', trans(first))).json).toMatchObject({ status: 'CONFIRMED' });
    expect(await isPaid(app(), order.id)).toBe(true);
  });

  it('lets a new create go on once the first was reversed', async () => {
    const { order } = await placeOrder(app(), 'UZUM');
    const first = randomUUID();
    await call('create', create(order, first));
    expect(await call('create', create(order, randomUUID()))).toEqual(failed('99999'));
    expect((await call('reverse', trans(first))).json).toMatchObject({ status: 'REVERSED' });
    expect((await call('create', create(order, randomUUID()))).status).toBe(200);
    expect(await live(order.id)).toHaveLength(1);
  });

  it('cancels a first transaction past the time-out when a second create arrives, which goes on', async () => {
    const { order } = await placeOrder(app(), 'UZUM');
    const first = randomUUID();
    const second = randomUUID();
    await call('create', create(order, first));
    app().clock.advance(DEFAULT_TIMEOUT_S + 1);
    expect((await call('create', create(order, second))).json).toMatchObject({ status: 'CREATED' });
    expect((await live(order.id)).map((tx) => tx.providerTxId)).toEqual([second]);
    const [old] = await app().server.db.payments.forOrder(PAYING, order.id);
    expect(old).toMatchObject({ providerTxId: first, state: 'CANCELLED', cancelledAt: app().clock.now() });
    expect((await call('status', trans(first))).json).toMatchObject({ status: 'FAILED', errorCode: '10015' });
    expect(await call('confirm', trans(first))).toEqual(failed('10015'));
    expect((await call('confirm', trans(second))).json).toMatchObject({ status: 'CONFIRMED' });
  });

  it('of two creates at once for one order, exactly one wins', async () => {
    const { order } = await placeOrder(app(), 'UZUM');
    const answers = await Promise.all([
      call('create', create(order, randomUUID())),
      call('create', create(order, randomUUID())),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)).toEqual(failed('99999'));
    const winner = answers.find((answer) => answer.status === 200);
    expect((await live(order.id)).map((tx) => tx.providerTxId)).toEqual([winner?.json.transId]);
  });
});

describe('a time-out the merchant configures', () => {
  const short = paymentAppForFile({ uzum: { createdTimeoutMinutes: 5 } });
  const webhooks = uzumWebhooks(short);

  it('expires a created transaction after uzum.createdTimeoutMinutes', async () => {
    const { order } = await placeOrder(short(), 'UZUM');
    const transId = randomUUID();
    await webhooks.call('create', webhooks.create(order, transId));
    short().clock.advance(5 * 60 + 1);
    expect(await webhooks.call('confirm', webhooks.trans(transId))).toEqual(failed('10015'));
  });
});
