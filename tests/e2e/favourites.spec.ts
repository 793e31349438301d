/**
 * Favourites on the burger demo tenant (favouriteActive is on): a guest's hearts are kept on the
 * device and join the account on signing in; a signed-in customer's hearts (menu card and product
 * screen) fill /profile/favorites, which the server keeps across reloads.
 */
import { expect, test, type Page } from '@playwright/test';
import { merchantIdOf, signInByApi, signInOnLoginPage, useSessionInPage } from './support/accounts.ts';
import { tenantUrl } from './support/urls.ts';

const heart = (page: Page, name: string) => page.getByRole('button', { name: `Избранное: ${name}` }).first();

/** Clicks a heart and waits for the server to take the change (a reload must not cut it off). */
async function toggle(page: Page, name: string, pressed: boolean) {
  const saved = page.waitForResponse(
    (r) => r.url().includes('/products/v1/favourite') && r.request().method() === 'POST',
  );
  await heart(page, name).click();
  await expect(heart(page, name)).toHaveAttribute('aria-pressed', String(pressed));
  expect((await saved).ok()).toBe(true);
}

test.use({ viewport: { width: 390, height: 844 } });

test("a guest's hearts are kept on the device, and are in the favourites after signing in", async ({
  page,
  request,
}, testInfo) => {
  const merchantId = await merchantIdOf(request, 'burger');
  await page.goto(tenantUrl('burger'));
  await expect(heart(page, 'Фиш бургер')).toHaveAttribute('aria-pressed', 'false');

  // No sign-in asked for: the heart fills at once and nothing goes to the server.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/products/v1/favourite') && r.method() === 'POST') posts.push(r.url());
  });
  await heart(page, 'Фиш бургер').click();
  await expect(heart(page, 'Фиш бургер')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(tenantUrl('burger', '/'));
  await page.goto(tenantUrl('burger', '/product/101001'));
  await heart(page, 'Классик бургер').click();
  await expect(heart(page, 'Классик бургер')).toHaveAttribute('aria-pressed', 'true');
  // A heart tapped twice is let go again.
  await page.goto(tenantUrl('burger'));
  await heart(page, 'Вегги бургер').click();
  await heart(page, 'Вегги бургер').click();
  await expect(heart(page, 'Вегги бургер')).toHaveAttribute('aria-pressed', 'false');

  // Kept on the device, newest first: a reload shows them hearted.
  await page.reload();
  await expect(heart(page, 'Фиш бургер')).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(page, 'Классик бургер')).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(page, 'Вегги бургер')).toHaveAttribute('aria-pressed', 'false');
  const key = `favourites:${merchantId}`;
  expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), key)) ?? 'null')).toEqual([
    101001, 101007,
  ]);
  expect(posts).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('guest-hearts-390.png') });

  // Signing in sends them to the account: the favourites page lists them, newest first.
  await page.goto(tenantUrl('burger', '/profile/favorites'));
  await expect(page).toHaveURL(tenantUrl('burger', '/login'));
  await signInOnLoginPage(page, request);
  await expect(page).toHaveURL(tenantUrl('burger', '/profile/favorites'));
  const rows = page.locator('.fav-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Классик бургер');
  await expect(rows.nth(1)).toContainText('Фиш бургер');
  await expect.poll(() => posts.length).toBe(2);
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();

  // The server has them: a reload (the list from the server alone) shows both.
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Классик бургер');
  await page.screenshot({ path: testInfo.outputPath('favourites-after-sign-in-390.png'), fullPage: true });
  await page.goto(tenantUrl('burger'));
  await expect(heart(page, 'Фиш бургер')).toHaveAttribute('aria-pressed', 'true');
});

test('hearts from the menu and the product screen show on /profile/favorites and survive a reload', async ({
  page,
  request,
}, testInfo) => {
  const session = await signInByApi(request, 'burger');
  await useSessionInPage(page, tenantUrl('burger'), session);

  await page.goto(tenantUrl('burger', '/profile/favorites'));
  await expect(page.getByRole('heading', { name: 'В избранном пока пусто' })).toBeVisible();

  await page.goto(tenantUrl('burger'));
  await toggle(page, 'Фиш бургер', true);
  await page.screenshot({ path: testInfo.outputPath('menu-390.png') });

  await page.goto(tenantUrl('burger', '/product/101001'));
  await toggle(page, 'Классик бургер', true);
  await page.screenshot({ path: testInfo.outputPath('product-390.png') });

  await page.goto(tenantUrl('burger', '/profile'));
  await page.getByRole('link', { name: 'Избранное' }).click();
  await expect(page).toHaveURL(tenantUrl('burger', '/profile/favorites'));
  const rows = page.locator('.fav-row');
  // Newest first.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Классик бургер');
  await expect(rows.nth(1)).toContainText('Фиш бургер');
  await page.screenshot({ path: testInfo.outputPath('favourites-390.png'), fullPage: true });

  // Un-hearting on this page drops the row at once (the heart goes with it).
  const removed = page.waitForResponse(
    (r) => r.url().includes('/products/v1/favourite') && r.request().method() === 'POST',
  );
  await heart(page, 'Фиш бургер').click();
  await expect(rows).toHaveCount(1);
  expect((await removed).ok()).toBe(true);
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Классик бургер');
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(tenantUrl('burger', '/product/101001'));
  await expect(heart(page, 'Классик бургер')).toHaveAttribute('aria-pressed', 'true');
});
