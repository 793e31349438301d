import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/index.ts';
import {
  NO_CREDENTIALS,
  PAYING,
  clickCredentials,
  expectEvent,
  isPaid,
  placeOrder,
  paymentAppForFile,
} from '../../../../tests/support/server/payments/test-payments.ts';
import { capturingLogger } from '../../../../tests/support/server/http/test-client.ts';
import type { RefundContext } from '../refund-context.ts';
import { startRefund } from '../refunds.ts';
import { ClickTransportError } from './click-merchant-api.ts';
import { clickSignString } from './click-sign.ts';

const app = paymentAppForFile();

const SIGN_TIME = '2026-03-01 14:00:00';
let nextTransId = 7_000_000_001;

interface Callback {
  click_trans_id: string;
  service_id: string;
  click_paydoc_id: string;
  merchant_trans_id: string;
  amount: string;
  action: string;
  error: string;
  error_note: string;
  sign_time: string;
  merchant_prepare_id?: string;
}

/** The prepare Click would send for the order (amount as written in the pay link). */
function prepareOf(order: Order, overrides: Partial<Callback> = {}): Callback {
  const id = nextTransId++;
  return {
    click_trans_id: String(id),
    service_id: String(clickCredentials.serviceId),
    click_paydoc_id: String(id + 500),
    merchant_trans_id: String(order.id),
    amount: '57000.00',
    action: '0',
    error: '0',
    error_note: 'Success',
    sign_time: SIGN_TIME,
    ...overrides,
  };
}

const completeOf = (prepare: Callback, prepareId: number, overrides: Partial<Callback> = {}): Callback => ({
  ...prepare,
  action: '1',
  merchant_prepare_id: String(prepareId),
  ...overrides,
});

/** Posts a callback form-encoded, signed with `secret` unless a sign_string is given. */
async function post(
  path: 'prepare' | 'complete',
  fields: Callback,
  options: { secret?: string; sign?: string } = {},
): Promise<Record<string, unknown>> {
  const sign_string = options.sign ?? clickSignString(fields, options.secret ?? clickCredentials.secretKey);
  const response = await app().server.app.request(`/api/payments/v1/click/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, sign_string }).toString(),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

async function prepared(order: Order, overrides: Partial<Callback> = {}) {
  const prepare = prepareOf(order, overrides);
  const reply = await post('prepare', prepare);
  expect(reply).toMatchObject({ error: 0, error_note: 'Success' });
  return { prepare, prepareId: reply.merchant_prepare_id as number };
}

describe('Click SHOP API', () => {
  it('prepare then complete pays the order, and answers as Click documents', async () => {
    const { order } = await placeOrder(app(), 'CLICK');
    const prepare = prepareOf(order);
    const prepareReply = await post('prepare', prepare);
    expect(prepareReply).toEqual({
      click_trans_id: Number(prepare.click_trans_id),
      merchant_trans_id: String(order.id),
      merchant_prepare_id: expect.any(Number),
      error: 0,
      error_note: 'Success',
    });
    expect(await isPaid(app(), order.id)).toBe(false);
    const prepareId = prepareReply.merchant_prepare_id as number;

    let completeReply: Record<string, unknown> = {};
    await expectEvent(
      app(),
      async () => {
        completeReply = await post('complete', completeOf(prepare, prepareId));
      },
      { orderId: order.id, isPaid: true },
    );
    expect(completeReply).toEqual({
      click_trans_id: Number(prepare.click_trans_id),
      merchant_trans_id: String(order.id),
      merchant_confirm_id: prepareId,
      error: 0,
      error_note: 'Success',
    });
    expect(await isPaid(app(), order.id)).toBe(true);
    const [tx] = await app().server.db.payments.forOrder(PAYING, order.id);
    expect(tx).toMatchObject({ provider: 'CLICK', state: 'PERFORMED', amount: 5_700_000 });
  });

  it('refuses a wrong signature (-1), a wrong secret (-1) and an unknown service (-1)', async () => {
    const { order } = await placeOrder(app(), 'CLICK');
    expect(await post('prepare', prepareOf(order), { sign: 'f'.repeat(32) })).toMatchObject({ error: -1 });
    expect(await post('prepare', prepareOf(order), { secret: 'another-secret' })).toMatchObject({
      error: -1,
      error_note: 'SIGN CHECK FAILED!',
    });
    expect(await post('prepare', prepareOf(order, { service_id: '99999' }))).toMatchObject({ error: -1 });
    expect(await app().server.db.payments.forOrder(PAYING, order.id)).toEqual([]);
  });

  it('signs the amount exactly as sent: "57000" and "57000.00" are different strings', async () => {
    const { order } = await placeOrder(app(), 'CLICK');
    const whole = prepareOf(order, { amount: '57000' });
    const decimals = { ...whole, amount: '57000.00' };
    const wholeSign = clickSignString(whole, clickCredentials.secretKey);
    expect(wholeSign).not.toBe(clickSignString(decimals, clickCredentials.secretKey));
    // The sign of "57000" does not cover "57000.00", though the sums are equal.
    expect(await post('prepare', decimals, { sign: wholeSign })).toMatchObject({ error: -1 });
    // Each, signed over itself, is accepted: the sum is compared in tiyin.
    expect(await post('prepare', whole)).toMatchObject({ error: 0 });
    expect(await post('prepare', prepareOf(order, { amount: '57000.00' }))).toMatchObject({ error: 0 });
  });

  it('refuses a wrong amount (-2), on prepare and on complete', async () => {
    const { order } = await placeOrder(app(), 'CLICK');
    expect(await post('prepare', prepareOf(order, { amount: '56999.99' }))).toMatchObject({
      error: -2,
      error_note: 'Incorrect parameter amount',
    });
    expect(await post('prepare', prepareOf(order, { amount: '57000.001' }))).toMatchObject({ error: -2 });
    const { prepare, prepareId } = await prepared(order);
    expect(await post('complete', completeOf(prepare, prepareId, { amount: '1000' }))).toMatchObject({
      error: -2,
    });
    expect(await isPaid(app(), order.id)).toBe(false);
  });

  it('refuses an unknown order (-5): missing, another merchant’s, or not paid with Click', async () => {
    const { order } = await placeOrder(app(), 'CLICK');
    const missing = prepareOf(order, { merchant_trans_id: '987654' });
    expect(await post('prepare', missing)).toMatchObject({ error: -5, error_note: 'User does not exist' });
    expect(await post('prepare', prepareOf(order, { merchant_trans_id: 'abc' }))).toMatchObject({
      error: -5,
    });
    const { order: foreign } = await placeOrder(app(), 'CLICK', { merchant: NO_CREDENTIALS });
    expect(await post('prepare', prepareOf(foreign))).toMatchObject({ error: -5 });
    const { order: cash } = await placeOrder(app(), 'CASH');
    expect(await post('prepare', prepareOf(cash))).toMatchObject({ error: -5 });
  });

  it('answers -3 to a wrong action and -8 to a request missing a field', async () => {
    const { order } = await placeOrder(app(), 'CLICK');
    expect(await post('prepare', prepareOf(order, { action: '1' }))).toMatchObject({
      error: -3,
      error_note: 'Action not found',
    });
    const { prepare, prepareId } = await prepared(order);
    expect(await post('complete', completeOf(prepare, prepareId, { action: '0' }))).toMatchObject({
      error: -3,
    });
    const { merchant_prepare_id: _, ...noPrepareId } = completeOf(prepare, prepareId);
    expect(await post('complete', noPrepareId)).toMatchObject({
      error: -8,
      error_note: 'Error in request from click',
    });
    const json = await app().server.app.request('/api/payments/v1/click/prepare', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(prepare),
    });
    expect(await json.json()).toMatchObject({ error: -8 });
  });

  it('answers -6 to a complete naming no prepared transaction', async () => {
    const { order } = await placeOrder(app(), 'CLICK');
    const { prepare, prepareId } = await prepared(order);
    expect(await post('complete', completeOf(prepare, prepareId + 1000))).toMatchObject({
      error: -6,
      error_note: 'Transaction does not exist',
    });
    const never = prepareOf(order);
    expect(await post('complete', completeOf(never, prepareId))).toMatchObject({ error: -6 });
    expect(await isPaid(app(), order.id)).toBe(false);
  });

  it('answers repeated callbacks as the first time', async () => {
    const { order } = await placeOrder(app(), 'CLICK');
    const prepare = prepareOf(order);
    const first = await post('prepare', prepare);
    expect(await post('prepare', prepare)).toEqual(first);
    const complete = completeOf(prepare, first.merchant_prepare_id as number);
    const paid = await post('complete', complete);
    expect(paid).toMatchObject({ error: 0 });
    expect(await post('complete', complete)).toEqual(paid);
    expect(await post('prepare', prepare)).toEqual(first);
    expect(await app().server.db.payments.forOrder(PAYING, order.id)).toHaveLength(1);
    expect(await isPaid(app(), order.id)).toBe(true);
  });

  it('refuses another payment of a paid order (-4), and cancelling a paid transaction (-4)', async () => {
    const { order } = await placeOrder(app(), 'CLICK');
    const { prepare, prepareId } = await prepared(order);
    // A second attempt prepared while the first was still open.
    const second = await prepared(order);
    await post('complete', completeOf(prepare, prepareId));
    expect(await post('prepare', prepareOf(order))).toMatchObject({ error: -4, error_note: 'Already paid' });
    expect(await post('complete', completeOf(second.prepare, second.prepareId))).toMatchObject({ error: -4 });
    expect(
      await post('complete', completeOf(prepare, prepareId, { error: '-5017', error_note: 'Declined' })),
    ).toMatchObject({ error: -4 });
    expect(await isPaid(app(), order.id)).toBe(true);
  });

  it('cancels the payment on a negative error from Click (-9), and refuses to complete it afterwards', async () => {
    const { order } = await placeOrder(app(), 'CLICK');
    const { prepare, prepareId } = await prepared(order);
    const declined = await post(
      'complete',
      completeOf(prepare, prepareId, { error: '-5017', error_note: 'Insufficient funds' }),
    );
    expect(declined).toEqual({
      click_trans_id: Number(prepare.click_trans_id),
      merchant_trans_id: String(order.id),
      merchant_confirm_id: prepareId,
      error: -9,
      error_note: 'Transaction cancelled',
    });
    const [tx] = await app().server.db.payments.forOrder(PAYING, order.id);
    expect(tx).toMatchObject({ state: 'CANCELLED', reason: -5017 });
    // Complete after cancel, and the prepare's repeat: cancelled.
    expect(await post('complete', completeOf(prepare, prepareId))).toMatchObject({ error: -9 });
    expect(await post('prepare', prepare)).toMatchObject({ error: -9 });
    expect(await isPaid(app(), order.id)).toBe(false);
    // A new attempt may still pay the order.
    const again = await prepared(order);
    expect(await post('complete', completeOf(again.prepare, again.prepareId))).toMatchObject({ error: 0 });
    expect(await isPaid(app(), order.id)).toBe(true);
  });

  it('pays a Click mini app() order the same way', async () => {
    const { order } = await placeOrder(app(), 'CLICK_MINI_APP', { orderDevice: 'CLICK_MINI_APP' });
    const { prepare, prepareId } = await prepared(order);
    expect(await post('complete', completeOf(prepare, prepareId))).toMatchObject({ error: 0 });
    expect(await isPaid(app(), order.id)).toBe(true);
  });

  it("checkout: Click's pay link for the order, for CLICK and CLICK_MINI_APP orders", async () => {
    for (const [paymentType, orderDevice] of [
      ['CLICK', 'CLIENT_WEB'],
      ['CLICK_MINI_APP', 'CLICK_MINI_APP'],
    ] as const) {
      const { order, token } = await placeOrder(app(), paymentType, { orderDevice });
      const reply = await app().api(PAYING)(`/payments/v2/checkout/${order.id}`, { token });
      expect(reply.status, JSON.stringify(reply.json)).toBe(200);
      const url = new URL((reply.json as { url: string }).url);
      expect(`${url.origin}${url.pathname}`).toBe('https://my.click.uz/services/pay');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        service_id: '30007',
        merchant_id: '20007',
        amount: '57000.00',
        transaction_param: String(order.id),
        return_url: `http://localhost/profile/orders/${order.id}`,
      });
    }
  });

  it('checkout: refused for a merchant without Click credentials', async () => {
    const { order, token } = await placeOrder(app(), 'CLICK', { merchant: NO_CREDENTIALS });
    const reply = await app().api(NO_CREDENTIALS)(`/payments/v2/checkout/${order.id}`, { token });
    expect(reply).toMatchObject({ status: 400, code: 'PAYMENT_NOT_CONFIGURED' });
  });

  it('serves no sandbox unless the sandbox is on', async () => {
    const response = await app().server.app.request('/api/payments/v1/sandbox/click?checkout=x');
    expect(response.status).toBe(404);
    const post = await app().server.app.request('/api/payments/v1/sandbox/click', { method: 'POST' });
    expect(post.status).toBe(404);
  });
});

describe("Click's payment/reversal on a refund", () => {
  /** A fake Merchant API: records reversals, or fails as a Click that cannot be reached would. */
  function refundContext(reverse: (paymentId: string) => Promise<void>): RefundContext {
    const server = app().server;
    const tenant = server.tenants.byId(PAYING);
    if (!tenant) throw new Error('no paying tenant');
    const services = {
      now: app().clock.now,
      log: capturingLogger(),
      clickMerchant: () => ({
        createInvoice: () => Promise.reject(new Error('unused')),
        reversePayment: reverse,
      }),
    } as unknown as RefundContext['services'];
    return { db: server.db, tenant, services };
  }

  it('reverses the paid Click payment by its paydoc id and refunds the transaction once', async () => {
    const { order } = await placeOrder(app(), 'CLICK');
    const { prepare, prepareId } = await prepared(order);
    await post('complete', completeOf(prepare, prepareId));
    expect(await isPaid(app(), order.id)).toBe(true);
    const reversed: string[] = [];
    const ctx = refundContext(async (paymentId) => void reversed.push(paymentId));
    const paid = (await app().server.db.orders.find(order.id))?.order;
    if (!paid) throw new Error('order gone');
    await startRefund(ctx, paid);
    expect(reversed).toEqual([prepare.click_paydoc_id]);
    const [tx] = await app().server.db.payments.forOrder(PAYING, order.id);
    expect(tx?.state).toBe('REFUNDED');
    expect(await isPaid(app(), order.id)).toBe(false);
    // Nothing PERFORMED is left: a repeat reverses nothing.
    await startRefund(ctx, paid);
    expect(reversed).toHaveLength(1);
  });

  it('leaves the refund pending when Click refuses or cannot be reached', async () => {
    const { order } = await placeOrder(app(), 'CLICK');
    const { prepare, prepareId } = await prepared(order);
    await post('complete', completeOf(prepare, prepareId));
    const ctx = refundContext(() =>
      Promise.reject(new ClickTransportError('Click payment/reversal: timed out')),
    );
    const paid = (await app().server.db.orders.find(order.id))?.order;
    if (!paid) throw new Error('order gone');
    expect(await startRefund(ctx, paid)).toBeUndefined();
    const [tx] = await app().server.db.payments.forOrder(PAYING, order.id);
    expect(tx?.state).toBe('PERFORMED');
  });
});
