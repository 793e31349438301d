import { expect, test } from '@playwright/test';
import { signInByApi, useSessionInPage } from './support/accounts.ts';
import { tenantUrl } from './support/urls.ts';

test('a multi-brand merchant shows its brands; switching keeps each brand apart', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'foodhall');
  await useSessionInPage(page, tenantUrl('foodhall'), session);
  await page.goto(tenantUrl('foodhall'));
  const tabs = page.getByRole('navigation', { name: 'Бренды' });
  await expect(tabs.getByRole('link', { name: 'Foodhall', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(tabs.getByRole('link', { name: 'Foodhall Sushi' })).toBeVisible();

  await tabs.getByRole('link', { name: 'Foodhall Sushi' }).click();
  await expect(page).toHaveURL(tenantUrl('foodhall-sushi', '/'));
  // One spelling of the brand's name: the tab says what the header says.
  await expect(page.locator('header .brand-link')).toContainText('Foodhall Sushi');
  await expect(
    page.getByRole('navigation', { name: 'Бренды' }).getByRole('link', { name: 'Foodhall Sushi' }),
  ).toHaveAttribute('aria-current', 'page');
  // The sushi brand has its own session: the Foodhall sign-in does not carry over.
  await page.goto(tenantUrl('foodhall-sushi', '/profile'));
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(tenantUrl('foodhall', '/profile'));
  await expect(page.locator('.profile__phone')).toHaveText(session.user.phone);
});

test("a brand removed by the admin is listed but says so, in the customer's words", async ({ page }) => {
  await page.goto(tenantUrl('foodhall'));
  const removed = page
    .getByRole('navigation', { name: 'Бренды' })
    .getByRole('button', { name: 'Foodhall Гриль' });
  await expect(removed).toHaveAttribute('aria-disabled', 'true');
  // aria-disabled keeps it announced as unavailable; a tap still explains why.
  await removed.click({ force: true });
  // In the customer's words, not the staff's ("System deleted by admin; contact your manager").
  await expect(page.getByText('Этот бренд больше не работает: заказать в нём нельзя.')).toBeVisible();
  await expect(page.getByText(/администратор|менеджер/)).toHaveCount(0);
  await expect(page).toHaveURL(tenantUrl('foodhall', '/'));
});

test('a session default page picks the brand', async ({ page }) => {
  await page.goto(tenantUrl('foodhall', '/2'));
  await expect(page).toHaveURL(tenantUrl('foodhall-sushi', '/'));
});

test('a single-brand merchant shows no brand tabs', async ({ page }) => {
  await page.goto(tenantUrl('burger'));
  await expect(page.locator('.pcard').first()).toBeVisible();
  await expect(page.locator('.brand-tabs')).toHaveCount(0);
});
