/**
 * Live order status: the dev status switch moves an order and the open order page, order list and
 * home status box follow within 2 s, with no reload and without polling while the stream is open;
 * with the stream blocked, the screens still follow by polling.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInByApi, useSessionInPage } from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { tenantUrl } from './support/urls.ts';
import { moveOrder, placeBurgerPickup } from './support/orders.ts';

const STREAM = '**/api/orders/v1/orders/events';

/** Resolves once the page's live stream has said it is open (its first event). */
const streamOpened = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/orders/v1/orders/events') && r.status() === 200);

/** Counts the page's reads of one order, to show that nothing polls while the stream is open. */
function countReads(page: Page, id: number): () => number {
  let reads = 0;
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === `/api/orders/v1/orders/${id}`) reads += 1;
  });
  return () => reads;
}

test('the order page follows the status switch within 2 s, and nothing polls while the stream is open', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'burger');
  const { id } = await placeBurgerPickup(request, session);
  await moveOrder(request, session.merchantId, id, { status: 'ACCEPTED' });
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.setViewportSize({ width: 360, height: 740 });
  const opened = streamOpened(page);
  await page.goto(tenantUrl('burger', `/profile/orders/${id}`));
  const badge = page.locator('.order__header .order-status');
  await expect(badge).toHaveText('Подтверждён');
  await opened;
  // The server's estimate: when the customer can collect it.
  const expected = page.locator('.order__time');
  await expect(expected).toContainText(/Ожидается\s*в \d{2}:\d{2}, \d{2}\.\d{2}/);

  const reads = countReads(page, id);
  await moveOrder(request, session.merchantId, id, { status: 'COOKING' });
  await expect(badge).toHaveText('Готовится', { timeout: 2_000 });
  // The fallback would poll every 10 s: once the change has been read, nothing asks again.
  await page.waitForTimeout(1_000);
  const afterChange = reads();
  await page.waitForTimeout(11_000);
  expect(reads()).toBe(afterChange);
  await page.screenshot({ path: test.info().outputPath('order-live-360.png') });

  await moveOrder(request, session.merchantId, id, { status: 'DONE' });
  await expect(badge).toHaveText('Выполнен', { timeout: 2_000 });
  // Collected: nothing is expected any more.
  await expect(expected).toHaveCount(0, { timeout: 2_000 });
  expect(describeViolations(await seriousViolations(page))).toBe('');
});

test('the order list and the home status box follow within 2 s; a finished order leaves the active tab', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'burger');
  const { id } = await placeBurgerPickup(request, session);
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.setViewportSize({ width: 1280, height: 900 });
  const opened = streamOpened(page);
  await page.goto(tenantUrl('burger', '/profile/orders'));
  const row = page.locator(`a[href="/profile/orders/${id}"]`);
  await expect(row.locator('.order-status')).toHaveText('Отправлен');
  await opened;

  await moveOrder(request, session.merchantId, id, { status: 'COOKING' });
  await expect(row.locator('.order-status')).toHaveText('Готовится', { timeout: 2_000 });
  await page.screenshot({ path: test.info().outputPath('orders-live-1280.png') });
  await moveOrder(request, session.merchantId, id, { status: 'DONE' });
  await expect(row).toHaveCount(0, { timeout: 2_000 });

  // The home page's status box: an order under way, moved while the customer looks at the menu.
  const { id: next } = await placeBurgerPickup(request, session);
  await page.goto(tenantUrl('burger'));
  const box = page.locator('.order-box__card', { hasText: 'Отправлен' });
  await expect(box).toBeVisible();
  await expect(page.locator('.order-box')).toBeVisible();
  await page.waitForTimeout(500);
  await moveOrder(request, session.merchantId, next, { status: 'COOKING' });
  await expect(page.locator('.order-box__status')).toHaveText('Готовится', { timeout: 2_000 });
});

test('with the stream blocked, the order page and the list still follow by polling', async ({
  page,
  request,
}) => {
  // Two changes, each seen on a poll up to 10 s later: within the suite's 60 s.
  const session = await signInByApi(request, 'burger');
  const { id } = await placeBurgerPickup(request, session);
  await moveOrder(request, session.merchantId, id, { status: 'ACCEPTED' });
  let tries = 0;
  await page.route(STREAM, (route) => {
    tries += 1;
    return route.abort();
  });
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.goto(tenantUrl('burger', `/profile/orders/${id}`));
  const badge = page.locator('.order__header .order-status');
  await expect(badge).toHaveText('Подтверждён');
  await moveOrder(request, session.merchantId, id, { status: 'COOKING' });
  // Polling every 10 s (FALLBACK_REFRESH_MS): the change shows on the next look, up to one interval
  // and a request later.
  await expect(badge).toHaveText('Готовится', { timeout: 20_000 });

  await page.goto(tenantUrl('burger', '/profile/orders'));
  const row = page.locator(`a[href="/profile/orders/${id}"] .order-status`);
  await expect(row).toHaveText('Готовится');
  await moveOrder(request, session.merchantId, id, { status: 'ON_WAY' });
  await expect(row).toHaveText('В пути', { timeout: 20_000 });
  // The storefront kept trying to open the stream meanwhile.
  expect(tries).toBeGreaterThan(0);
});
