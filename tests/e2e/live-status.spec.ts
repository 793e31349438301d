/**
 * Live order status: the dev status switch moves an order and the open order page, order list and
 * home status box follow within 2 s, with no reload and without polling while the stream is open;
 * with the stream blocked, the screens still follow by polling.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiUrl, authHeaders, signInByApi, useSessionInPage, type ApiSession } from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { tenantUrl } from './support/urls.ts';

/** Burger demo tenant: Veggie burger, sold at every branch; a branch open in the suite's afternoon. */
const VEGGIE = 101008;
const BRANCH = 100011;
const STREAM = '**/api/orders/v1/orders/events';

async function placePickup(request: APIRequestContext, session: ApiSession): Promise<string> {
  const response = await request.post(apiUrl('/orders/v1/orders'), {
    headers: authHeaders(session),
    data: {
      serviceType: 'PICK_UP',
      orderDevice: 'CLIENT_WEB',
      paymentType: 'CASH',
      branchId: BRANCH,
      cartItems: [{ product: { id: VEGGIE, count: 1, costPrice: 1 } }],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return String(((await response.json()) as { id: number }).id);
}

async function moveTo(request: APIRequestContext, session: ApiSession, id: string, status: string) {
  const response = await request.put(apiUrl(`/dev/v1/orders/${id}/status`), {
    headers: { merchant: String(session.merchantId) },
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Resolves once the page's live stream has said it is open (its first event). */
const streamOpened = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/orders/v1/orders/events') && r.status() === 200);

/** Counts the page's reads of one order, to show that nothing polls while the stream is open. */
function countReads(page: Page, id: string): () => number {
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
  const id = await placePickup(request, session);
  await moveTo(request, session, id, 'ACCEPTED');
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
  await moveTo(request, session, id, 'COOKING');
  await expect(badge).toHaveText('Готовится', { timeout: 2_000 });
  // The fallback would poll every 10 s: once the change has been read, nothing asks again.
  await page.waitForTimeout(1_000);
  const afterChange = reads();
  await page.waitForTimeout(11_000);
  expect(reads()).toBe(afterChange);
  await page.screenshot({ path: test.info().outputPath('order-live-360.png') });

  await moveTo(request, session, id, 'DONE');
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
  const id = await placePickup(request, session);
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.setViewportSize({ width: 1280, height: 900 });
  const opened = streamOpened(page);
  await page.goto(tenantUrl('burger', '/profile/orders'));
  const row = page.locator(`a[href="/profile/orders/${id}"]`);
  await expect(row.locator('.order-status')).toHaveText('Отправлен');
  await opened;

  await moveTo(request, session, id, 'COOKING');
  await expect(row.locator('.order-status')).toHaveText('Готовится', { timeout: 2_000 });
  await page.screenshot({ path: test.info().outputPath('orders-live-1280.png') });
  await moveTo(request, session, id, 'DONE');
  await expect(row).toHaveCount(0, { timeout: 2_000 });

  // The home page's status box: an order under way, moved while the customer looks at the menu.
  const next = await placePickup(request, session);
  await page.goto(tenantUrl('burger'));
  const box = page.locator('.order-box__card', { hasText: 'Отправлен' });
  await expect(box).toBeVisible();
  await expect(page.locator('.order-box')).toBeVisible();
  await page.waitForTimeout(500);
  await moveTo(request, session, next, 'COOKING');
  await expect(page.locator('.order-box__status')).toHaveText('Готовится', { timeout: 2_000 });
});

test('with the stream blocked, the order page and the list still follow by polling', async ({
  page,
  request,
}) => {
  // Two changes, each seen on a poll up to 10 s later: within the suite's 60 s.
  const session = await signInByApi(request, 'burger');
  const id = await placePickup(request, session);
  await moveTo(request, session, id, 'ACCEPTED');
  let tries = 0;
  await page.route(STREAM, (route) => {
    tries += 1;
    return route.abort();
  });
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.goto(tenantUrl('burger', `/profile/orders/${id}`));
  const badge = page.locator('.order__header .order-status');
  await expect(badge).toHaveText('Подтверждён');
  await moveTo(request, session, id, 'COOKING');
  // Polling every 10 s (FALLBACK_REFRESH_MS): the change shows on the next look, up to one interval
  // and a request later.
  await expect(badge).toHaveText('Готовится', { timeout: 20_000 });

  await page.goto(tenantUrl('burger', '/profile/orders'));
  const row = page.locator(`a[href="/profile/orders/${id}"] .order-status`);
  await expect(row).toHaveText('Готовится');
  await moveTo(request, session, id, 'ON_WAY');
  await expect(row).toHaveText('В пути', { timeout: 20_000 });
  // The storefront kept trying to open the stream meanwhile.
  expect(tries).toBeGreaterThan(0);
});
