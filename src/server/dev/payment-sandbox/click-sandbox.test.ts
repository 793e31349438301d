import { describe, expect, it } from 'vitest';
import {
  PAYING,
  checkoutOf,
  isPaid,
  placeOrder,
  sandboxAppForFile,
} from '../../../../tests/support/server/payments/test-payments.ts';
import { clickSignTime } from './click-sandbox.ts';

const app = sandboxAppForFile();

const SANDBOX = 'api/payments/v1/sandbox/click';

/** A new Click order and the pay link the checkout call gives for it (read from the sandbox address). */
async function clickOrder() {
  const { order, token } = await placeOrder(app(), 'CLICK');
  const sandbox = new URL(await checkoutOf(app(), order.id, token));
  expect(sandbox.pathname).toBe(`/${SANDBOX}`);
  const checkout = sandbox.searchParams.get('checkout') ?? '';
  return { order, checkout };
}

const press = (checkout: string, outcome: string) =>
  fetch(`${app().url}${SANDBOX}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ checkout, outcome }).toString(),
    redirect: 'manual',
  });

describe('Click sandbox', () => {
  it('shows the merchant, the amount and the order, in a page the API policy allows', async () => {
    const { order, checkout } = await clickOrder();
    const response = await fetch(`${app().url}${SANDBOX}?checkout=${encodeURIComponent(checkout)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('Тест paying');
    expect(html).toContain('57 000 so&#39;m');
    expect(html).toContain(`No. ${order.number}`);
    expect(html).toMatch(/<button type="submit" name="outcome" value="pay">Pay<\/button>/);
    expect(html).toContain('value="decline"');
    expect(html).toContain('value="twice"');
    // Nothing to load: no script, no style sheet, no image.
    expect(html).not.toMatch(/<script|<link|<img|style=/);
  });

  it('Pay: prepare and complete over HTTP, then back to the order page', async () => {
    const { order, checkout } = await clickOrder();
    const response = await press(checkout, 'pay');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://localhost/profile/orders/${order.id}`);
    expect(await isPaid(app(), order.id)).toBe(true);
    const [tx] = await app().server.db.payments.forOrder(PAYING, order.id);
    expect(tx).toMatchObject({ provider: 'CLICK', state: 'PERFORMED', amount: 5_700_000 });
    expect(tx?.data).toMatchObject({ amount: '57000.00', signTime: clickSignTime(app().clock.now()) });
  });

  it('Decline: Click reports -5017 on complete, the payment is cancelled and the order stays unpaid', async () => {
    const { order, checkout } = await clickOrder();
    const response = await press(checkout, 'decline');
    expect(response.status).toBe(303);
    expect(await isPaid(app(), order.id)).toBe(false);
    const [tx] = await app().server.db.payments.forOrder(PAYING, order.id);
    expect(tx).toMatchObject({ state: 'CANCELLED', reason: -5017 });
  });

  it('Pay twice: the repeated callbacks change nothing', async () => {
    const { order, checkout } = await clickOrder();
    const response = await press(checkout, 'twice');
    expect(response.status).toBe(303);
    expect(await isPaid(app(), order.id)).toBe(true);
    expect(await app().server.db.payments.forOrder(PAYING, order.id)).toHaveLength(1);
  });

  it('shows what the merchant answered when it refuses, without leaving the page', async () => {
    const { order, checkout } = await clickOrder();
    expect((await press(checkout, 'pay')).status).toBe(303);
    const again = await press(checkout, 'pay');
    expect(again.status).toBe(200);
    const html = await again.text();
    expect(html).toContain('Prepare answered -4 (Already paid).');
    expect(html).toContain(`Back to the store`);
    expect(await app().server.db.payments.forOrder(PAYING, order.id)).toHaveLength(1);
  });

  it('escapes what the link carries, and refuses a link it cannot read', async () => {
    const { checkout } = await clickOrder();
    const hostile = new URL(checkout);
    hostile.searchParams.set('transaction_param', '<script>alert(1)</script>');
    hostile.searchParams.set('return_url', 'javascript:alert(1)');
    const page = await fetch(`${app().url}${SANDBOX}?checkout=${encodeURIComponent(hostile.href)}`);
    const html = await page.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('The link has no http(s) return_url.');
    expect(html).not.toContain('value="pay"');

    const nonsense = await fetch(`${app().url}${SANDBOX}?checkout=nonsense`);
    expect(nonsense.status).toBe(400);
    expect(await nonsense.text()).toContain('The pay link is not a URL.');
  });
});
