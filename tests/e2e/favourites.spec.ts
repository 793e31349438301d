/**
 * Favourites on the burger demo tenant (favouriteActive is on): a guest's heart leads to sign-in and
 * back; a signed-in customer's hearts (menu card and product screen) fill /profile/favorites, which
 * the server keeps across reloads.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInByApi, signInOnLoginPage, useSessionInPage } from './support/accounts.ts';
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

test('a guest tapping a heart is sent to sign in and brought back', async ({ page, request }) => {
  await page.goto(tenantUrl('burger'));
  await expect(heart(page, 'Фиш бургер')).toHaveAttribute('aria-pressed', 'false');
  await heart(page, 'Фиш бургер').click();

  await expect(page).toHaveURL(tenantUrl('burger', '/login'));
  await expect(page.getByText('Вы не вошли в систему, пожалуйста, войдите.')).toBeVisible();
  await signInOnLoginPage(page, request);

  await expect(page).toHaveURL(tenantUrl('burger', '/'));
  await expect(heart(page, 'Фиш бургер')).toBeVisible();
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
