import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClickInvoiceSent } from '../../../contract/click-invoice.ts';
import { Order } from '../../../contract/index.ts';
import { pickupOrder } from '../../../../tests/support/server/orders/test-orders.ts';
import { featureApp } from '../../../../tests/support/server/test-app.ts';
import { apiCaller } from '../../../../tests/support/server/http/test-client.ts';
import { makeTempDir, removeDir } from '../../../../tests/support/server/tenants/test-tenant.ts';
import {
  NO_CREDENTIALS,
  PAYING,
  isPaid,
  placeOrder,
  sandboxApp,
  writePaymentTenants,
  type SandboxTestApp,
} from '../../../../tests/support/server/payments/test-payments.ts';
import { ClickTransportError } from './click-merchant-api.ts';
import { maskPhone } from './click-invoices.ts';

let root: string;
let app: SandboxTestApp;
let tenantDirs: string[];

beforeAll(async () => {
  root = makeTempDir();
  tenantDirs = writePaymentTenants(root);
  app = await sandboxApp(tenantDirs);
});
afterAll(async () => {
  await app.close();
  removeDir(root);
});

const miniAppOrder = () => placeOrder(app, 'CLICK_MINI_APP', { orderDevice: 'CLICK_MINI_APP' });
const invoiceFor = (orderId: number, token: string, merchant = PAYING) =>
  app.api(merchant)(`/payments/v1/click/invoice/${orderId}`, { token, method: 'POST' });

async function sent(orderId: number, token: string): Promise<ClickInvoiceSent> {
  const reply = await invoiceFor(orderId, token);
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return ClickInvoiceSent.parse(reply.json);
}

/** The invoice id in the sandbox address the answer gives. */
const invoiceIdOf = (answer: ClickInvoiceSent) => /\/invoice\/(\d+)\?/.exec(answer.openUrl ?? '')?.[1];

describe('Click invoices for Click mini app orders', () => {
  it("sends the order's invoice to the customer's Click account; paying it in Click pays the order", async () => {
    const { order, token } = await miniAppOrder();
    const answer = await sent(order.id, token);
    const me = await app.api(PAYING)('/users/v1/users/me', { token });
    const { phone } = me.json as { phone: string };
    expect(answer).toMatchObject({ phone: maskPhone(phone), amount: 57_000, resendIn: 60 });
    expect(answer.phone).toMatch(/^\+99890\*{5}\d{2}$/);

    // What Click received: the order's amount and id, the phone as digits.
    const id = invoiceIdOf(answer) ?? '';
    const clickApp = app.server.clickApp;
    expect(clickApp?.invoice(id)).toMatchObject({
      amount: 5_700_000,
      orderId: order.id,
      phone: phone.slice(1),
    });

    // The Click app opens the invoice: Click's payment of it, back to the order's page.
    const openUrl = new URL(answer.openUrl ?? '');
    expect(openUrl.pathname).toBe(`/api/payments/v1/sandbox/click/invoice/${id}`);
    // The app's own address (the answer names the storefront's origin, which is this server).
    const opened = await fetch(`${app.url}${openUrl.pathname.slice(1)}${openUrl.search}`, {
      redirect: 'manual',
    });
    expect(opened.status).toBe(303);
    const sandboxPage = new URL(opened.headers.get('location') ?? '', app.url);
    expect(sandboxPage.pathname).toBe('/api/payments/v1/sandbox/click');
    const payLink = new URL(sandboxPage.searchParams.get('checkout') ?? '');
    expect(Object.fromEntries(payLink.searchParams)).toMatchObject({
      service_id: '30007',
      merchant_id: '20007',
      amount: '57000.00',
      transaction_param: String(order.id),
      return_url: `http://localhost/profile/orders/${order.id}`,
    });
    const paid = await fetch(`${app.url}api/payments/v1/sandbox/click`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ checkout: payLink.href, outcome: 'pay' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(await isPaid(app, order.id)).toBe(true);
    // Paid: no invoice any more.
    expect((await invoiceFor(order.id, token)).json).toMatchObject({ code: 'ORDER_ALREADY_PAID' });
  });

  it('a press within a minute answers the same invoice; after it, a new one; racing presses send one', async () => {
    const { order, token } = await miniAppOrder();
    const first = await sent(order.id, token);
    app.clock.advance(20);
    const again = await sent(order.id, token);
    expect(invoiceIdOf(again)).toBe(invoiceIdOf(first));
    expect(again.resendIn).toBe(40);
    app.clock.advance(41);
    const fresh = await sent(order.id, token);
    expect(invoiceIdOf(fresh)).not.toBe(invoiceIdOf(first));
    expect(fresh.resendIn).toBe(60);

    const next = await miniAppOrder();
    const replies = await Promise.all(Array.from({ length: 6 }, () => invoiceFor(next.order.id, next.token)));
    const ids = new Set(
      replies.filter((r) => r.status === 200).map((r) => invoiceIdOf(ClickInvoiceSent.parse(r.json))),
    );
    expect(ids.size).toBe(1);
    for (const reply of replies.filter((r) => r.status !== 200))
      expect(reply.json).toMatchObject({ code: 'CLICK_INVOICE_PENDING' });
    const rows = await app.server.db.kysely
      .selectFrom('click_invoices')
      .selectAll()
      .where('order_id', '=', next.order.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("refusals: not a mini app order, another customer's order, a merchant without Click", async () => {
    const click = await placeOrder(app, 'CLICK');
    expect((await invoiceFor(click.order.id, click.token)).json).toMatchObject({
      code: 'PAYMENT_NOT_INVOICED',
    });
    const mine = await miniAppOrder();
    const other = await miniAppOrder();
    const foreign = await invoiceFor(mine.order.id, other.token);
    expect(foreign.status).toBe(404);
    const plain = await placeOrder(app, 'CLICK_MINI_APP', {
      merchant: NO_CREDENTIALS,
      orderDevice: 'CLICK_MINI_APP',
    });
    const unconfigured = await invoiceFor(plain.order.id, plain.token, NO_CREDENTIALS);
    expect(unconfigured.json).toMatchObject({ code: 'PAYMENT_NOT_CONFIGURED' });
  });

  it('Click refusing the invoice (a phone that is no Click account) is said, and the next press tries again', async () => {
    const session = await app.server.db.createSessionForTest(
      PAYING,
      { phone: '+77011234567' },
      app.clock.now(),
    );
    const placed = await app.api(PAYING)('/orders/v1/orders', {
      token: session.token,
      body: { ...pickupOrder, paymentType: 'CLICK_MINI_APP', orderDevice: 'CLICK_MINI_APP' },
    });
    const order = Order.parse(placed.json);
    const refused = await invoiceFor(order.id, session.token);
    expect(refused.status).toBe(502);
    expect(refused.json).toMatchObject({ code: 'CLICK_INVOICE_REFUSED' });
    const rows = () =>
      app.server.db.kysely
        .selectFrom('click_invoices')
        .selectAll()
        .where('order_id', '=', order.id)
        .execute();
    expect(await rows()).toEqual([]);
    expect((await invoiceFor(order.id, session.token)).status).toBe(502);
  });
});

describe('Click unreachable', () => {
  it('answers 502 PAYMENT_PROVIDER_UNAVAILABLE and keeps no claim', async () => {
    const server = await featureApp({
      tenantDirs,
      clickMerchant: () => ({
        createInvoice: () => Promise.reject(new ClickTransportError('Click invoice/create: timed out')),
        reversePayment: () => Promise.reject(new ClickTransportError('Click payment/reversal: timed out')),
      }),
    });
    try {
      const session = await server.db.createSessionForTest(PAYING);
      const api = apiCaller(server.app, PAYING);
      const placed = await api('/orders/v1/orders', {
        token: session.token,
        body: { ...pickupOrder, paymentType: 'CLICK_MINI_APP', orderDevice: 'CLICK_MINI_APP' },
      });
      const order = Order.parse(placed.json);
      const reply = await api(`/payments/v1/click/invoice/${order.id}`, {
        token: session.token,
        method: 'POST',
      });
      expect(reply.status).toBe(502);
      expect(reply.json).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
      const rows = await server.db.kysely.selectFrom('click_invoices').selectAll().execute();
      expect(rows).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
