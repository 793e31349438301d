/**
 * The stop list and the branch pause, seen by an open storefront without a reload: a dish stopped in
 * the console shows sold out and an order holding it is refused; resumed, it sells again; a branch
 * whose pickup is paused says it takes no orders in the checkout's pickup block. On Dastarkhan, which
 * no other browser test orders from, so nothing else running meanwhile meets its stops and pauses.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiUrl, authHeaders, signInByApi, useSessionInPage, type ApiSession } from './support/accounts.ts';
import { openConsole, staffSignInByApi, type StaffSession } from './support/console.ts';
import { tenantUrl } from './support/urls.ts';

const SUB = 'dastarkhan';
/** Dastarkhan's manager (fixtures/dastarkhan/staff.json). */
const MANAGER = '+998970040002';
const LAGMAN = 401004;
const BRANCH = 400011;

let manager: StaffSession;

// Each change reaches the open storefront on its next follow of the merchant's changes: two per test.
test.describe.configure({ timeout: 90_000 });

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  manager = await staffSignInByApi(request, SUB, MANAGER);
});

const orderLagman = (page: Page, session: ApiSession) =>
  page.request.post(apiUrl('/orders/v1/orders'), {
    headers: authHeaders(session),
    data: {
      serviceType: 'PICK_UP',
      orderDevice: 'CLIENT_WEB',
      paymentType: 'CASH',
      branchId: BRANCH,
      cartItems: [{ product: { id: LAGMAN, count: 1, costPrice: 1 } }],
    },
  });

test('a dish stopped in the console is sold out in an open storefront and refused in an order; resumed, it sells', async ({
  browser,
  page,
}) => {
  const session = await signInByApi(page.request, SUB);
  // Russian, whatever the merchant's first language.
  await page.context().addCookies([{ name: 'lang', value: 'ru', url: tenantUrl(SUB) }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await useSessionInPage(page, tenantUrl(SUB), session);
  await page.goto(tenantUrl(SUB));
  const card = page.locator('.pcard', { hasText: 'Лагман' });
  await expect(card).toBeVisible();
  const soldOut = card.locator('.soldout');
  await expect(soldOut).toHaveCount(0);

  const staff = await browser.newPage({ viewport: { width: 768, height: 1024 } });
  await openConsole(staff, manager, '/stop-list');
  await staff.getByLabel('Search dishes and options').fill('лагман');
  await expect(staff.locator('.product-row')).toHaveCount(1);
  await staff.locator('.product-row summary').click();
  await expect(staff.getByLabel('Where')).toHaveValue('all');
  await staff
    .getByRole('button', { name: /^Stop:/ })
    .first()
    .click();
  await expect(staff.locator('.product-row summary')).toContainText('Stopped');

  // Within the storefront's follow of the merchant's changes: no reload.
  await expect(soldOut).toHaveText('Закончился', { timeout: 10_000 });
  const refused = await orderLagman(page, session);
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { code: string }).code).toBe('PRODUCT_NOT_AVAILABLE');

  await staff.getByRole('button', { name: /^Resume:/ }).click();
  await expect(staff.locator('.product-row summary')).not.toContainText('Stopped');
  await expect(soldOut).toHaveCount(0, { timeout: 10_000 });
  await staff.close();
});

test('a branch whose pickup is paused in the console takes no orders in the pickup block; reopened, it does', async ({
  browser,
  page,
}) => {
  const session = await signInByApi(page.request, SUB);
  // Russian, whatever the merchant's first language.
  await page.context().addCookies([{ name: 'lang', value: 'ru', url: tenantUrl(SUB) }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await useSessionInPage(page, tenantUrl(SUB), session);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `basket:${session.merchantId}`,
    value: JSON.stringify({ lines: [{ productId: 401003, count: 1, modificationIds: [] }] }),
  });
  await page.goto(tenantUrl(SUB, '/checkout'));
  // Dastarkhan delivers too: this spec picks the order up.
  await page.getByRole('group', { name: 'Как получить заказ' }).getByText('Самовывоз').click();
  const branchCard = page.locator('label', {
    has: page.getByRole('radio', { name: /Дастархан Достык/ }),
  });
  await expect(branchCard).toBeVisible();
  await expect(branchCard).not.toContainText('Временно не принимает заказы');

  const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openConsole(staff, manager, '/branches');
  const branch = staff.locator('.branch-list > li', { hasText: 'Dastarkhan Dostyk' });
  const pickup = branch.locator('.pause-controls', { has: staff.getByRole('heading', { name: 'Pickup' }) });
  await pickup.getByRole('button', { name: '15 min' }).click();
  await expect(pickup).toContainText('Paused until');

  await expect(branchCard).toContainText('Временно не принимает заказы', { timeout: 10_000 });
  await pickup.getByRole('button', { name: 'Reopen' }).click();
  await expect(pickup).toContainText('Taking orders');
  await expect(branchCard).not.toContainText('Временно не принимает заказы', { timeout: 10_000 });
  await staff.close();
});
