import { describe, expect, it } from 'vitest';
import {
  PAYING,
  checkoutOf,
  isPaid,
  placeOrder,
  sandboxAppForFile,
} from '../../../../tests/support/server/payments/test-payments.ts';

const app = sandboxAppForFile();

const SANDBOX = 'api/payments/v1/sandbox/uzum';

async function uzumOrder() {
  const { order, token } = await placeOrder(app(), 'UZUM');
  const sandbox = new URL(await checkoutOf(app(), order.id, token));
  expect(sandbox.pathname).toBe(`/${SANDBOX}`);
  return { order, checkout: sandbox.searchParams.get('checkout') ?? '' };
}

const press = (checkout: string, outcome: string) =>
  fetch(`${app().url}${SANDBOX}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ checkout, outcome }).toString(),
    redirect: 'manual',
  });

describe('Uzum Bank sandbox', () => {
  it('shows the merchant, the amount and the order', async () => {
    const { order, checkout } = await uzumOrder();
    const response = await fetch(`${app().url}${SANDBOX}?checkout=${encodeURIComponent(checkout)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('Uzum Bank sandbox');
    expect(html).toContain('Тест paying');
    expect(html).toContain('57 000 so&#39;m');
    expect(html).toContain(`No. ${order.number}`);
    for (const outcome of ['pay', 'decline', 'twice']) expect(html).toContain(`value="${outcome}"`);
    expect(html).not.toMatch(/<script|<link|<img|style=/);
  });

  it('Pay: check, create and confirm over HTTP, then back to the order page', async () => {
    const { order, checkout } = await uzumOrder();
    const response = await press(checkout, 'pay');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://localhost/profile/orders/${order.id}`);
    expect(await isPaid(app(), order.id)).toBe(true);
    const [tx] = await app().server.db.payments.forOrder(PAYING, order.id);
    expect(tx).toMatchObject({ provider: 'UZUM', state: 'PERFORMED', amount: 5_700_000 });
    expect(tx?.data).toMatchObject({ params: { orderId: String(order.id) }, paymentSource: 'UZCARD' });
  });

  it('Decline: check, create and reverse: the order stays unpaid', async () => {
    const { order, checkout } = await uzumOrder();
    expect((await press(checkout, 'decline')).status).toBe(303);
    expect(await isPaid(app(), order.id)).toBe(false);
    const [tx] = await app().server.db.payments.forOrder(PAYING, order.id);
    expect(tx?.state).toBe('CANCELLED');
  });

  it('Pay twice: repeated create, confirm and status change nothing', async () => {
    const { order, checkout } = await uzumOrder();
    expect((await press(checkout, 'twice')).status).toBe(303);
    expect(await isPaid(app(), order.id)).toBe(true);
    expect(await app().server.db.payments.forOrder(PAYING, order.id)).toHaveLength(1);
  });

  it('shows the merchant’s refusal on the page', async () => {
    const { order, checkout } = await uzumOrder();
    expect((await press(checkout, 'pay')).status).toBe(303);
    const again = await press(checkout, 'pay');
    expect(again.status).toBe(200);
    const html = await again.text();
    expect(html).toContain('check failed with error 10008.');
    expect(await app().server.db.payments.forOrder(PAYING, order.id)).toHaveLength(1);

    const fresh = await uzumOrder();
    const wrongAmount = new URL(fresh.checkout);
    wrongAmount.searchParams.set('amount', '100');
    const refused = await press(wrongAmount.href, 'pay');
    expect(await refused.text()).toContain('create failed with error 10011.');
  });

  it('escapes what the address carries, and refuses one it cannot read', async () => {
    const { checkout } = await uzumOrder();
    const hostile = new URL(checkout);
    hostile.searchParams.set('orderId', '"><b>x</b>');
    const html = await (
      await fetch(`${app().url}${SANDBOX}?checkout=${encodeURIComponent(hostile.href)}`)
    ).text();
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('&quot;&gt;&lt;b&gt;x&lt;/b&gt;');
    const unknown = new URL(checkout);
    unknown.searchParams.set('serviceId', '1');
    const page = await (
      await fetch(`${app().url}${SANDBOX}?checkout=${encodeURIComponent(unknown.href)}`)
    ).text();
    expect(page).toContain('Uzum Bank knows no service 1.');
    expect(page).not.toContain('value="pay"');
    expect((await fetch(`${app().url}${SANDBOX}?checkout=`)).status).toBe(400);
  });
});
