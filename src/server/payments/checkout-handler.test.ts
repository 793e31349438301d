import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderApp } from '../../../tests/support/server/orders/test-orders.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import {
  NO_CREDENTIALS,
  PAYING,
  placeOrder,
  writePaymentTenants,
  type PaymentTestApp,
} from '../../../tests/support/server/payments/test-payments.ts';

let root: string;
let app: PaymentTestApp;
let sandbox: PaymentTestApp;

beforeAll(async () => {
  root = makeTempDir();
  const dirs = writePaymentTenants(root);
  app = await orderApp(dirs);
  sandbox = await orderApp(dirs, { devInbox: true });
});
afterAll(async () => {
  await app.server.close();
  await sandbox.server.close();
  removeDir(root);
});

const checkout = (on: PaymentTestApp, merchant: number, orderId: number, token?: string) =>
  on.api(merchant)(`/payments/v2/checkout/${orderId}`, { token });

describe('GET /payments/v2/checkout/{id}', () => {
  it("answers the provider's page for the customer's unpaid order, returning to the order", async () => {
    const { order, token } = await placeOrder(app, 'CLICK');
    const reply = await checkout(app, PAYING, order.id, token);
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const url = new URL((reply.json as { url: string }).url);
    expect(url.origin + url.pathname).toBe('https://my.click.uz/services/pay');
    expect(url.searchParams.get('transaction_param')).toBe(String(order.id));
    expect(url.searchParams.get('return_url')).toMatch(new RegExp(`/profile/orders/${order.id}$`));
  });

  it('answers the sandbox page, with the same provider address inside, in development', async () => {
    const { order, token } = await placeOrder(sandbox, 'UZUM');
    const reply = await checkout(sandbox, PAYING, order.id, token);
    const url = new URL((reply.json as { url: string }).url);
    expect(url.pathname).toBe('/api/payments/v1/sandbox/uzum');
    expect(url.searchParams.get('checkout')).toMatch(/^https:\/\//);
  });

  it('refuses what cannot be paid online, and hides other customers’ orders', async () => {
    const cash = await placeOrder(app, 'CASH');
    expect((await checkout(app, PAYING, cash.order.id, cash.token)).json).toMatchObject({
      code: 'PAYMENT_NOT_ONLINE',
    });
    const click = await placeOrder(app, 'CLICK');
    const stranger = await placeOrder(app, 'CLICK');
    expect((await checkout(app, PAYING, click.order.id, stranger.token)).status).toBe(404);
    expect((await checkout(app, PAYING, click.order.id)).status).toBe(401);

    await app.server.db.orders.setPaid(click.order.id, true, app.clock.now());
    expect((await checkout(app, PAYING, click.order.id, click.token)).json).toMatchObject({
      code: 'ORDER_ALREADY_PAID',
    });
    const cancelled = await placeOrder(app, 'CLICK');
    await app.server.db.orders.setStatus(cancelled.order.id, 'CANCELED', undefined, app.clock.now());
    expect((await checkout(app, PAYING, cancelled.order.id, cancelled.token)).json).toMatchObject({
      code: 'ORDER_CANCELLED',
    });
  });

  it('refuses a provider the merchant has no credentials with', async () => {
    const { order, token } = await placeOrder(app, 'CLICK', { merchant: NO_CREDENTIALS });
    const reply = await checkout(app, NO_CREDENTIALS, order.id, token);
    expect(reply).toMatchObject({ status: 400, json: { code: 'PAYMENT_NOT_CONFIGURED' } });
  });
});

describe('GET /payments/v1/availability', () => {
  it('answers the list, or null when the merchant keeps none', async () => {
    const reply = await app.api(PAYING)('/payments/v1/availability');
    expect(reply).toMatchObject({ status: 200, json: { items: null } });
  });
});
