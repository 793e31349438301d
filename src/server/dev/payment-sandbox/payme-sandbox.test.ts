/**
 * Payme's checkout address, and the development sandbox that plays Payme over real HTTP: the page,
 * Pay, Pay twice and Decline driving the merchant endpoint, the customer sent back to the storefront.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Order } from '../../../contract/index.ts';
import {
  orderApp,
  orderSettingsWeb,
  writeOrderTenant,
} from '../../../../tests/support/server/orders/test-orders.ts';
import { makeTempDir, removeDir, tenantFiles } from '../../../../tests/support/server/tenants/test-tenant.ts';
import { payableTiyin } from '../../payments/payment-store.ts';
import { readPaymeCheckout } from '../../payments/payme/payme-checkout.ts';
import { paymeProvider } from '../../payments/payme/payme-provider.ts';
import {
  paymeCredentials,
  placeOrderWithSession,
  type TestApp,
  writePaymeTenant,
} from '../../../../tests/support/server/payments/payme/test-payme.ts';

const MERCHANT = 7;
/** Takes Payme in its settings but has no Payme credentials. */
const NO_CREDENTIALS = 8;
const SANDBOX = '/api/payments/v1/sandbox/payme';
const NAME = 'Бургер <b>"&"</b>';

let root: string;
let app: TestApp;
let server: Server;
let origin: string;

beforeAll(async () => {
  root = makeTempDir();
  const merchantJson = tenantFiles(MERCHANT, 'burger')['merchant.json'] as Record<string, unknown>;
  app = await orderApp(
    [
      writePaymeTenant(root, MERCHANT, 'burger', {
        'merchant.json': { ...merchantJson, name: { ru: NAME, uz: 'Burger', eng: 'Burger' } },
      }),
      writeOrderTenant(root, NO_CREDENTIALS, 'plain', {
        'settings-web.json': { ...orderSettingsWeb, paymeActive: true },
      }),
    ],
    { devInbox: true },
  );
  // The sandbox calls the merchant endpoint over HTTP: the app listens for real.
  server = createServer(getRequestListener(app.server.app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await app.server.close();
  removeDir(root);
});

/** The customer's order and the address the checkout call sends them to. */
async function orderToPay(lang = 'ru'): Promise<{ order: Order; url: string }> {
  const { order, token } = await placeOrderWithSession(app, MERCHANT);
  const response = await fetch(`${origin}/api/payments/v2/checkout/${order.id}`, {
    headers: { merchant: String(MERCHANT), authorization: `Bearer ${token}`, 'accept-language': lang },
  });
  expect(response.status).toBe(200);
  const { url } = z.object({ url: z.string() }).parse(await response.json());
  return { order, url };
}

const checkoutOf = (sandboxUrl: string) => new URL(sandboxUrl).searchParams.get('checkout') ?? '';

const choose = (checkout: string, action: string) =>
  fetch(`${origin}${SANDBOX}`, {
    method: 'POST',
    body: new URLSearchParams({ checkout, action }),
    redirect: 'manual',
  });

const paid = async (order: Order) => (await app.server.db.orders.find(order.id))?.order.isPaid;
const paymeTransactions = async (order: Order) =>
  (await app.server.db.payments.forOrder(MERCHANT, order.id)).filter((t) => t.provider === 'PAYME');

describe('the Payme checkout address', () => {
  it('is checkout.paycom.uz/ + base64 of m, ac.order_id, a (tiyin), l and c, as Payme documents it', async () => {
    const { order, url } = await orderToPay('uz');
    expect(url.startsWith(`${origin}${SANDBOX}?checkout=`)).toBe(true);
    const checkout = checkoutOf(url);
    expect(checkout.startsWith('https://checkout.paycom.uz/')).toBe(true);
    const encoded = checkout.slice('https://checkout.paycom.uz/'.length);
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe(
      `m=${paymeCredentials(MERCHANT).merchantId};ac.order_id=${order.id};a=${payableTiyin(order)};l=uz;` +
        `c=${origin}/profile/orders/${order.id}`,
    );
    expect(readPaymeCheckout(checkout, 'https://checkout.paycom.uz/')).toMatchObject({
      ok: true,
      checkout: { account: { order_id: String(order.id) }, amount: payableTiyin(order), lang: 'uz' },
    });
  });

  it('is null for a merchant without Payme credentials', async () => {
    const tenant = app.server.tenants.byId(NO_CREDENTIALS);
    expect(tenant).toBeDefined();
    if (!tenant) return;
    const { order } = await orderToPay();
    expect(
      paymeProvider.checkoutUrl({ tenant, order, amount: 100, returnUrl: 'https://x.uz/', lang: 'ru' }),
    ).toBeNull();
  });
});

describe('the Payme sandbox', () => {
  it('shows merchant, amount, order and language, escaped, with nothing loaded and no script', async () => {
    const { order, url } = await orderToPay();
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).toContain('Бургер &lt;b&gt;&quot;&amp;&quot;&lt;/b&gt;');
    expect(page).not.toContain(NAME);
    const sum = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(
      payableTiyin(order) / 100,
    );
    expect(page).toContain(`${sum} so&#39;m`);
    expect(page).toContain(`№ ${order.number} (id ${order.id})`);
    expect(page).toMatch(/<html lang="ru">/);
    for (const button of ['pay', 'decline', 'twice']) expect(page).toContain(`value="${button}"`);
    expect(page).not.toMatch(/<script|<link|<style|style=|src=/i);
  });

  it('Pay drives check, create and perform, then sends the customer back to the order', async () => {
    const { order, url } = await orderToPay();
    const response = await choose(checkoutOf(url), 'pay');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${origin}/profile/orders/${order.id}`);
    expect(await paid(order)).toBe(true);
    const [transaction, ...more] = await paymeTransactions(order);
    expect(more).toHaveLength(0);
    expect(transaction).toMatchObject({
      state: 'PERFORMED',
      amount: payableTiyin(order),
      providerTime: app.clock.now(),
    });
    expect(transaction?.providerTxId).toMatch(/^[0-9a-f]{24}$/);

    // Paying the paid order again shows Payme's answer instead of sending the customer back.
    const again = await choose(checkoutOf(url), 'pay');
    expect(again.status).toBe(200);
    const page = await again.text();
    expect(page).toContain('Заказ уже оплачен');
    expect(page).toContain('-31052');
    expect(await paymeTransactions(order)).toHaveLength(1);
  });

  it('Pay twice repeats create and perform, which answer the same: one payment', async () => {
    const { order, url } = await orderToPay();
    const response = await choose(checkoutOf(url), 'twice');
    expect(response.status).toBe(303);
    expect(await paid(order)).toBe(true);
    const transactions = await paymeTransactions(order);
    expect(transactions.map((t) => t.state)).toEqual(['PERFORMED']);
  });

  it('Decline cancels the created transaction with reason 3: the order stays unpaid', async () => {
    const { order, url } = await orderToPay();
    const response = await choose(checkoutOf(url), 'decline');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${origin}/profile/orders/${order.id}`);
    expect(await paid(order)).toBe(false);
    expect(await paymeTransactions(order)).toMatchObject([{ state: 'CANCELLED', reason: 3 }]);
    // The order can still be paid.
    expect((await choose(checkoutOf(url), 'pay')).status).toBe(303);
    expect(await paid(order)).toBe(true);
  });

  it('refuses an address that is not the merchant’s Payme checkout', async () => {
    const { url } = await orderToPay();
    const checkout = checkoutOf(url);
    const elsewhere = checkout.replace('https://checkout.paycom.uz/', 'https://pay.example.uz/');
    const unknown = `https://checkout.paycom.uz/${Buffer.from(`m=${'f'.repeat(24)};ac.order_id=1;a=100`).toString('base64')}`;
    for (const address of [elsewhere, unknown, 'not a url', 'https://checkout.paycom.uz/!!!']) {
      const page = await fetch(`${origin}${SANDBOX}?checkout=${encodeURIComponent(address)}`);
      expect(page.status, address).toBe(400);
      expect(await page.text()).not.toContain('value="pay"');
      expect((await choose(address, 'pay')).status).toBe(400);
    }
    expect((await choose(checkout, 'refund')).status).toBe(400);
  });

  it('does not exist without the sandbox', async () => {
    const dir = makeTempDir();
    const plain = await orderApp([writePaymeTenant(dir, 5, 'solo')]);
    try {
      const response = await plain.server.app.request(`${SANDBOX}?checkout=x`);
      expect(response.status).toBe(404);
    } finally {
      await plain.server.close();
      removeDir(dir);
    }
  });
});
