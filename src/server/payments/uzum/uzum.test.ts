import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  NO_CREDENTIALS,
  PAYING,
  checkoutOf,
  expectEvent,
  isPaid,
  placeOrder,
  paymentAppForFile,
} from '../../../../tests/support/server/payments/test-payments.ts';
import { uzumAuthorization } from './uzum-auth.ts';
import { SERVICE, failed, uzumWebhooks } from '../../../../tests/support/server/payments/uzum/test-uzum.ts';

const app = paymentAppForFile();

const { call, base, check, create, trans } = uzumWebhooks(app);

describe('Uzum Bank Merchant API', () => {
  it('check, create, confirm: the order is paid, with the answers and times Uzum documents', async () => {
    const { order } = await placeOrder(app(), 'UZUM');
    const transId = randomUUID();
    expect(await call('check', check(order))).toEqual({
      status: 200,
      json: {
        serviceId: SERVICE,
        timestamp: app().clock.now(),
        status: 'OK',
        data: { orderId: { value: String(order.id) } },
      },
    });
    const createdAt = app().clock.now();
    expect(await call('create', create(order, transId))).toEqual({
      status: 200,
      json: {
        serviceId: SERVICE,
        transId,
        status: 'CREATED',
        transTime: createdAt,
        data: { orderId: { value: String(order.id) } },
        amount: 5_700_000,
      },
    });
    app().clock.advance(30);
    await expectEvent(
      app(),
      async () => {
        const confirmed = await call('confirm', {
          ...trans(transId),
          paymentSource: 'UZCARD',
          phone: '998901234567',
        });
        expect(confirmed).toEqual({
          status: 200,
          json: {
            serviceId: SERVICE,
            transId,
            status: 'CONFIRMED',
            confirmTime: app().clock.now(),
            data: { orderId: { value: String(order.id) } },
            amount: 5_700_000,
          },
        });
      },
      { orderId: order.id, isPaid: true },
    );
    expect(await isPaid(app(), order.id)).toBe(true);
    const [tx] = await app().server.db.payments.forOrder(PAYING, order.id);
    expect(tx).toMatchObject({ provider: 'UZUM', providerTxId: transId, state: 'PERFORMED' });
    expect(tx?.data).toMatchObject({ paymentSource: 'UZCARD', phone: '998901234567' });
  });

  it('refuses calls without the right Basic auth (10001), and another service’s id (10006)', async () => {
    const { order } = await placeOrder(app(), 'UZUM');
    expect(await call('check', check(order), { authorization: null })).toEqual(failed('10001'));
    expect(
      await call('check', check(order), {
        authorization: uzumAuthorization({ login: 'uzum-login', password: 'nope' }),
      }),
    ).toEqual(failed('10001'));
    expect(await call('check', check(order), { authorization: 'Bearer abc' })).toEqual(failed('10001'));
    expect(await call('check', { ...check(order), serviceId: 50008 })).toEqual(failed('10006'));
    const refusal = await call('check', check(order), { authorization: null });
    expect(refusal.json).toEqual({
      serviceId: SERVICE,
      timestamp: app().clock.now(),
      status: 'FAILED',
      errorCode: '10001',
    });
  });

  it('answers malformed calls in its own format: 10002, 10003, 10005', async () => {
    const { order } = await placeOrder(app(), 'UZUM');
    expect(await call('check', null, { raw: '{not json' })).toEqual(failed('10002'));
    expect(await call('refund', check(order))).toEqual(failed('10003'));
    expect(await call('check', undefined, { method: 'GET' })).toEqual(failed('10003'));
    const { timestamp: _, ...noTimestamp } = check(order);
    expect(await call('check', noTimestamp)).toEqual(failed('10005'));
    expect(await call('check', { ...base(), params: {} })).toEqual(failed('10005'));
    expect(await call('create', { ...create(order, randomUUID()), amount: '5700000' })).toEqual(
      failed('10005'),
    );
  });

  it('refuses an unknown order (10007): missing, another merchant’s, not paid with Uzum', async () => {
    expect(await call('check', check(987_654))).toEqual(failed('10007'));
    const { order: foreign } = await placeOrder(app(), 'UZUM', { merchant: NO_CREDENTIALS });
    expect(await call('check', check(foreign))).toEqual(failed('10007'));
    const { order: cash } = await placeOrder(app(), 'CASH');
    expect(await call('check', check(cash))).toEqual(failed('10007'));
    expect(await call('create', create(cash, randomUUID()))).toEqual(failed('10007'));
  });

  it('refuses a wrong amount (10011)', async () => {
    const { order } = await placeOrder(app(), 'UZUM');
    expect(await call('create', create(order, randomUUID(), 5_700_001))).toEqual(failed('10011'));
    expect(await call('create', create(order, randomUUID(), 57_000))).toEqual(failed('10011'));
    expect(await app().server.db.payments.forOrder(PAYING, order.id)).toEqual([]);
  });

  it('answers repeated create, confirm and status the same; status is safe to repeat', async () => {
    const { order } = await placeOrder(app(), 'UZUM');
    const transId = randomUUID();
    const created = await call('create', create(order, transId));
    app().clock.advance(5);
    expect(await call('create', create(order, transId))).toEqual(created);
    expect((await call('status', trans(transId))).json).toMatchObject({
      status: 'CREATED',
      confirmTime: null,
    });
    const confirmed = await call('confirm', trans(transId));
    app().clock.advance(5);
    expect(await call('confirm', trans(transId))).toEqual(confirmed);
    const status = await call('status', trans(transId));
    expect(status).toEqual({
      status: 200,
      json: {
        serviceId: SERVICE,
        transId,
        status: 'CONFIRMED',
        transTime: created.json.transTime,
        confirmTime: confirmed.json.confirmTime,
        reverseTime: null,
        data: { orderId: { value: String(order.id) } },
        amount: 5_700_000,
      },
    });
    for (let i = 0; i < 10; i++) expect(await call('status', trans(transId))).toEqual(status);
    // Creating it again once confirmed, or the same transId for another amount: refused.
    expect(await call('create', create(order, transId))).toEqual(failed('10016'));
    expect(await call('create', create(order, transId, 1))).toEqual(failed('10010'));
    expect(await app().server.db.payments.forOrder(PAYING, order.id)).toHaveLength(1);
    // The order is paid: a new payment is refused from the check on.
    expect(await call('check', check(order))).toEqual(failed('10008'));
    expect(await call('create', create(order, randomUUID()))).toEqual(failed('10008'));
  });

  it('reverse before the confirm cancels the payment; confirming it afterwards is refused (10015)', async () => {
    const { order } = await placeOrder(app(), 'UZUM');
    const transId = randomUUID();
    await call('create', create(order, transId));
    app().clock.advance(10);
    const reversed = await call('reverse', trans(transId));
    expect(reversed).toEqual({
      status: 200,
      json: {
        serviceId: SERVICE,
        transId,
        status: 'REVERSED',
        reverseTime: app().clock.now(),
        data: { orderId: { value: String(order.id) } },
        amount: 5_700_000,
      },
    });
    app().clock.advance(10);
    expect(await call('reverse', trans(transId))).toEqual(reversed);
    expect(await call('confirm', trans(transId))).toEqual(failed('10015'));
    expect((await call('status', trans(transId))).json).toMatchObject({
      status: 'REVERSED',
      reverseTime: reversed.json.reverseTime,
    });
    expect(await isPaid(app(), order.id)).toBe(false);
  });

  it('reverse after the confirm: the order is unpaid again, and the change is published', async () => {
    const { order } = await placeOrder(app(), 'UZUM');
    const transId = randomUUID();
    await call('create', create(order, transId));
    // The confirm's own event first: on PostgreSQL events arrive a moment later, and a late one would
    // land in the wait for the reverse's.
    await expectEvent(
      app(),
      async () => {
        await call('confirm', trans(transId));
      },
      { orderId: order.id, isPaid: true },
    );
    expect(await isPaid(app(), order.id)).toBe(true);
    await expectEvent(
      app(),
      async () => {
        expect((await call('reverse', trans(transId))).json).toMatchObject({ status: 'REVERSED' });
      },
      { orderId: order.id, isPaid: false },
    );
    expect(await isPaid(app(), order.id)).toBe(false);
    const [tx] = await app().server.db.payments.forOrder(PAYING, order.id);
    expect(tx?.state).toBe('REFUNDED');
    expect((await call('status', trans(transId))).json).toMatchObject({ status: 'REVERSED' });
  });

  it('answers 10014 for an unknown transaction', async () => {
    const unknown = randomUUID();
    for (const operation of ['confirm', 'reverse', 'status'])
      expect(await call(operation, trans(unknown))).toEqual({
        status: 400,
        json: {
          serviceId: SERVICE,
          timestamp: app().clock.now(),
          status: 'FAILED',
          errorCode: '10014',
          transId: unknown,
        },
      });
  });

  it('a confirm for an order paid meanwhile fails the transaction for good: status FAILED (10008), reverse refused (10017)', async () => {
    const { order } = await placeOrder(app(), 'UZUM');
    const transId = randomUUID();
    await call('create', create(order, transId));
    // Paid some other way while Uzum was debiting the customer.
    await app().server.db.orders.setPaid(order.id, true, app().clock.now());
    expect(await call('confirm', trans(transId))).toEqual(failed('10008'));
    expect(await call('confirm', trans(transId))).toEqual(failed('10008'));
    const status = await call('status', trans(transId));
    expect(status.json).toMatchObject({ status: 'FAILED', errorCode: '10008', reverseTime: null });
    // FAILED is final: a reverse is refused rather than answered REVERSED, and status still agrees.
    app().clock.advance(5);
    expect(await call('reverse', trans(transId))).toEqual(failed('10017'));
    expect(await call('reverse', trans(transId))).toEqual(failed('10017'));
    expect(await call('status', trans(transId))).toEqual(status);
    expect(await isPaid(app(), order.id)).toBe(true);
  });

  it('checkout: the configured Uzum address with the service, the order, the amount in tiyin and the way back', async () => {
    const { order, token } = await placeOrder(app(), 'UZUM');
    const url = new URL(await checkoutOf(app(), order.id, token));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.uzumbank.uz/open-service');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      serviceId: String(SERVICE),
      orderId: String(order.id),
      amount: '5700000',
      redirectUrl: `http://localhost/profile/orders/${order.id}`,
    });
    const { order: other, token: otherToken } = await placeOrder(app(), 'UZUM', { merchant: NO_CREDENTIALS });
    const refused = await app().api(NO_CREDENTIALS)(`/payments/v2/checkout/${other.id}`, {
      token: otherToken,
    });
    expect(refused).toMatchObject({ status: 400, code: 'PAYMENT_NOT_CONFIGURED' });
  });

  it('serves no sandbox unless the sandbox is on', async () => {
    const response = await app().server.app.request('/api/payments/v1/sandbox/uzum?checkout=x');
    expect(response.status).toBe(404);
    const post = await app().server.app.request('/api/payments/v1/sandbox/uzum', { method: 'POST' });
    expect(post.status).toBe(404);
  });
});
