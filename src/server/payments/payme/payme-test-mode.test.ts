/**
 * Payme's test key (the cash register's key in Payme's test environment): anyone with that
 * environment and its test cards can sign with it, so it works only for a merchant in test mode
 * (`payme.testMode`), and its payments never mark a real order paid nor reach a real transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/index.ts';
import { capturingLogger } from '../../../../tests/support/server/http/test-client.ts';
import { orderApp } from '../../../../tests/support/server/orders/test-orders.ts';
import { makeTempDir, removeDir } from '../../../../tests/support/server/tenants/test-tenant.ts';
import { payableTiyin } from '../payment-store.ts';
import {
  accountOf,
  paymeAs,
  paymeCredentials,
  placeOrder,
  type TestApp,
  writePaymeTenant,
} from '../../../../tests/support/server/payments/payme/test-payme.ts';

/** A merchant in production (test mode off, the default). */
const LIVE = 31;
/** A merchant being tested with Payme's test environment. */
const TESTING = 32;

let root: string;
let app: TestApp;
const log = capturingLogger();

beforeAll(async () => {
  root = makeTempDir();
  app = await orderApp(
    [
      writePaymeTenant(root, LIVE, 'live'),
      writePaymeTenant(root, TESTING, 'testing', {}, { testMode: true }),
    ],
    { log },
  );
});
afterAll(async () => {
  await app.server.close();
  removeDir(root);
});

let txCounter = 0x7e57;
const newTxId = () => (++txCounter).toString(16).padStart(24, '0');
const isPaid = async (order: Order) => (await app.server.db.orders.find(order.id))?.order.isPaid;

describe('outside test mode', () => {
  const payme = () => paymeAs(app, LIVE);
  const testKey = { key: paymeCredentials(LIVE).testKey };

  it('refuses every call signed with the test key (-32504), logs why, and pays nothing', async () => {
    const order = await placeOrder(app, LIVE);
    const amount = payableTiyin(order);
    const account = accountOf(order);
    const id = newTxId();
    const calls: Array<[string, Record<string, unknown>]> = [
      ['CheckPerformTransaction', { amount, account }],
      ['CreateTransaction', { id, time: app.clock.now(), amount, account }],
      ['PerformTransaction', { id }],
      ['GetStatement', { from: 0, to: app.clock.now() }],
      ['ChangePassword', { password: 'taken-over' }],
    ];
    for (const [method, params] of calls) {
      const reply = await payme()(method, params, testKey);
      expect(reply.error?.code, method).toBe(-32504);
    }
    expect(await isPaid(order)).toBe(false);
    expect(await app.server.db.payments.forOrder(LIVE, order.id)).toEqual([]);
    expect(log.lines.filter((line) => line.includes('test key was refused'))).toHaveLength(calls.length);
    expect(log.lines.find((line) => line.includes('test key was refused'))).toContain('live');
    // The production key still works.
    expect((await payme()('CheckPerformTransaction', { amount, account })).result).toMatchObject({
      allow: true,
    });
  });
});

describe('in test mode', () => {
  const payme = () => paymeAs(app, TESTING);
  const testKey = { key: paymeCredentials(TESTING).testKey };

  /** Create and perform with the test key. */
  async function testPayment(order: Order): Promise<string> {
    const id = newTxId();
    const params = { amount: payableTiyin(order), account: accountOf(order) };
    expect((await payme()('CheckPerformTransaction', params, testKey)).result).toMatchObject({ allow: true });
    expect(
      (await payme()('CreateTransaction', { id, time: app.clock.now(), ...params }, testKey)).error,
    ).toBeUndefined();
    expect((await payme()('PerformTransaction', { id }, testKey)).result).toMatchObject({ state: 2 });
    return id;
  }

  it('a test payment goes through Payme’s whole path but never marks the order paid', async () => {
    const order = await placeOrder(app, TESTING);
    const id = await testPayment(order);
    expect(await isPaid(order)).toBe(false);
    const [stored, ...more] = await app.server.db.payments.forOrder(TESTING, order.id);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ provider: 'PAYME_TEST', providerTxId: id, state: 'PERFORMED' });
    // Paid as far as the test sees it; unpaid for the real key, which may still take the payment.
    const params = { amount: payableTiyin(order), account: accountOf(order) };
    expect((await payme()('CheckPerformTransaction', params, testKey)).error?.code).toBe(-31052);
    expect((await payme()('CheckPerformTransaction', params)).result).toMatchObject({ allow: true });
  });

  it('keeps test and real transactions apart: check, cancel and statements see only their own', async () => {
    const order = await placeOrder(app, TESTING);
    // The statement's period starts after the other tests' payments.
    app.clock.advance(1);
    const before = app.clock.now();
    const testId = await testPayment(order);
    // The real key knows nothing of the test transaction, so it cannot refund or read it.
    expect((await payme()('CheckTransaction', { id: testId })).error?.code).toBe(-31003);
    expect((await payme()('CancelTransaction', { id: testId, reason: 5 })).error?.code).toBe(-31003);

    const realId = newTxId();
    const params = { amount: payableTiyin(order), account: accountOf(order) };
    await payme()('CreateTransaction', { id: realId, time: app.clock.now(), ...params });
    expect((await payme()('PerformTransaction', { id: realId })).result).toMatchObject({ state: 2 });
    expect(await isPaid(order)).toBe(true);
    expect((await payme()('CheckTransaction', { id: realId }, testKey)).error?.code).toBe(-31003);

    const period = { from: before, to: app.clock.now() };
    const testStatement = await payme()('GetStatement', period, testKey);
    const realStatement = await payme()('GetStatement', period);
    const ids = (reply: { result?: unknown }) =>
      (reply.result as { transactions: Array<{ id: string }> }).transactions.map((t) => t.id);
    expect(ids(testStatement)).toEqual([testId]);
    expect(ids(realStatement)).toEqual([realId]);

    // Refunding the test payment leaves the real one and the order's flag alone.
    expect((await payme()('CancelTransaction', { id: testId, reason: 5 }, testKey)).result).toMatchObject({
      state: -2,
    });
    expect(await isPaid(order)).toBe(true);
  });
});
