/**
 * The basket as customers use it: from menu cards and product screens, on its page, across reloads,
 * kept apart per brand, flagged when the menu changed, emptied by logout, and kept through the
 * sign-in a guest is sent to when ordering.
 */
import { expect, test, type Page } from '@playwright/test';
import { merchantIdOf, signInOnLoginPage } from './support/accounts.ts';
import { tenantUrl, vendorUrl } from './support/urls.ts';

const basketBar = (page: Page) => page.locator('.floating-basket__bar');

test('burger: cards add to the basket, the floating bar follows, the page prices it and it survives a reload', async ({
  page,
}) => {
  await page.goto(tenantUrl('burger'));
  await page.getByRole('button', { name: 'В корзину: Фиш бургер' }).click();
  const stepper = page.getByRole('group', { name: 'Фиш бургер. В корзине: 1' });
  await expect(stepper).toBeVisible();
  await stepper.getByRole('button', { name: 'Добавить ещё: Фиш бургер' }).click();
  await expect(page.getByRole('group', { name: 'Фиш бургер. В корзине: 2' })).toBeVisible();
  // Named by what it shows (count, word, total), so speech input can say it; the count in words is
  // its description.
  await expect(basketBar(page)).toHaveAccessibleName(/^2\s*Корзина\s*76\s000\sso'm$/);
  await expect(basketBar(page)).toHaveAccessibleDescription('Корзина, товаров: 2');
  await expect(basketBar(page)).toContainText('76 000');

  // A product with options opens its screen; the chosen option makes its own basket line.
  await page.getByRole('button', { name: 'В корзину: Классик бургер' }).click();
  await expect(page).toHaveURL(/\/product\/101001$/);
  // The menu may still be on screen while the product screen loads: wait for the product's title.
  await expect(page.getByRole('heading', { level: 1, name: 'Классик бургер' })).toBeVisible();
  await page.getByRole('button', { name: /^В корзину\s*32/ }).click();
  await expect(page.getByRole('group', { name: /Классик бургер\. В корзине: 1/ })).toBeVisible();
  await page.goBack();

  await basketBar(page).click();
  await expect(page).toHaveURL(tenantUrl('burger', '/basket'));
  const lines = page.locator('.bline');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Фиш бургер');
  await expect(lines.nth(0)).toContainText('76 000');
  await expect(lines.nth(1)).toContainText('Классик бургер');
  await expect(lines.nth(1)).toContainText('Стандарт');
  await expect(page.locator('.bsummary__row--total')).toContainText('108 000');

  await page.reload();
  await expect(page.locator('.bline')).toHaveCount(2);
  await page.getByRole('button', { name: 'Убрать одну: Классик бургер' }).click();
  await expect(page.locator('.bline')).toHaveCount(1);
  await expect(page.locator('.bsummary__row--total')).toContainText('76 000');

  await page.getByRole('button', { name: 'Очистить корзину' }).click();
  await page.getByRole('button', { name: 'Да, очистить' }).click();
  await expect(page.getByRole('heading', { name: 'Ваша корзина пуста' })).toBeVisible();
  await page.getByRole('link', { name: 'В меню' }).click();
  await expect(page).toHaveURL(tenantUrl('burger', '/'));
  await expect(basketBar(page)).toHaveCount(0);
});

test('cafe: no buttons on cards (cartInMainActive off); the header button counts what the product sheet adds', async ({
  page,
}) => {
  await page.goto(tenantUrl('cafe'));
  await page.getByRole('link', { name: /^Кофе/ }).click();
  await expect(page.locator('.pcard').first()).toBeVisible();
  await expect(page.locator('.card-add')).toHaveCount(0);
  const headerBasket = page.getByRole('link', { name: /^Корзина, товаров: / });
  await expect(headerBasket).toHaveAccessibleName('Корзина, товаров: 0');

  await page.locator('.pcard', { hasText: 'Эспрессо' }).first().getByRole('link').click();
  const sheet = page.locator('dialog[open]');
  await sheet.getByRole('button', { name: /^В корзину/ }).click();
  await sheet.getByRole('button', { name: 'Добавить ещё' }).click();
  await expect(sheet.getByRole('group', { name: 'Эспрессо. В корзине: 2' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(headerBasket).toHaveAccessibleName('Корзина, товаров: 2');
  await headerBasket.click();
  await expect(page.locator('.bline')).toContainText('Эспрессо');
});

test('a line whose product left the menu is flagged and blocks ordering until removed', async ({
  page,
  request,
}) => {
  const merchantId = await merchantIdOf(request, 'burger');
  await page.goto(tenantUrl('burger'));
  await page.evaluate((key) => {
    localStorage.setItem(
      key,
      JSON.stringify({
        lines: [
          { productId: 999999, count: 1, modificationIds: [] },
          { productId: 101007, count: 1, modificationIds: [] },
        ],
      }),
    );
  }, `basket:${merchantId}`);
  await page.goto(tenantUrl('burger', '/basket'));
  await expect(page.locator('.bline--problem')).toContainText('Больше нет в меню');
  await expect(page.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
  await expect(page.locator('.bsummary__row--total')).toContainText('38 000');
  await page.getByRole('button', { name: 'Убрать: Больше нет в меню' }).click();
  await expect(page.getByRole('button', { name: 'Оформить заказ' })).toBeEnabled();
});

test('baskets are kept per brand, also on one host', async ({ page }) => {
  await page.goto(vendorUrl('foodhall'));
  await page.getByRole('button', { name: 'В корзину: Лаваш с говядиной' }).click();
  await expect(page.getByRole('link', { name: 'Корзина, товаров: 1' })).toBeVisible();

  await page.goto(vendorUrl('foodhall-sushi'));
  await expect(page.getByRole('link', { name: 'Корзина, товаров: 0' })).toBeVisible();
  await page.getByRole('button', { name: 'В корзину: Филадельфия' }).click();
  await page.getByRole('button', { name: 'В корзину: Калифорния' }).click();
  await expect(page.getByRole('link', { name: 'Корзина, товаров: 2' })).toBeVisible();

  await page.goto(vendorUrl('foodhall'));
  await page.getByRole('link', { name: 'Корзина, товаров: 1' }).click();
  await expect(page.locator('.bline')).toHaveCount(1);
  await expect(page.locator('.bline')).toContainText('Лаваш с говядиной');
});

test('a guest who orders signs in and goes on with the same basket; logging out empties it', async ({
  page,
  request,
}) => {
  await page.goto(tenantUrl('burger'));
  await page.getByRole('button', { name: 'В корзину: Фиш бургер' }).click();
  await page.getByRole('button', { name: 'В корзину: Вегги бургер' }).click();
  await basketBar(page).click();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();

  await expect(page).toHaveURL(tenantUrl('burger', '/login'));
  await expect(page.getByText('Вы не вошли в систему, пожалуйста, войдите.')).toBeVisible();
  await signInOnLoginPage(page, request);

  // On to the checkout "Place order" was leading to, with the basket as it was.
  await expect(page).toHaveURL(tenantUrl('burger', '/checkout'));
  await page.goto(tenantUrl('burger', '/basket'));
  await expect(page.locator('.bline')).toHaveCount(2);
  await expect(page.locator('.bsummary__row--total')).toContainText('72 000');

  await page.goto(tenantUrl('burger', '/profile'));
  await page.getByRole('button', { name: 'Выйти' }).click();
  // The basket has something in it: logging out asks first.
  await page.getByRole('button', { name: 'Да, выйти' }).click();
  await expect(page).toHaveURL(tenantUrl('burger', '/'));
  await expect(basketBar(page)).toHaveCount(0);
  await page.goto(tenantUrl('burger', '/basket'));
  await expect(page.getByRole('heading', { name: 'Ваша корзина пуста' })).toBeVisible();
});

test('without a basket page (cafe in the Click app) the basket opens as a sheet over the menu', async ({
  page,
}) => {
  await page.goto(tenantUrl('cafe', '/?channel=click'));
  await page.getByRole('link', { name: /^Кофе/ }).click();
  await page.locator('.pcard', { hasText: 'Эспрессо' }).first().getByRole('link').click();
  await page
    .locator('dialog[open]')
    .getByRole('button', { name: /^В корзину/ })
    .click();
  await page.keyboard.press('Escape');

  const headerBasket = page.getByRole('button', { name: 'Корзина, товаров: 1' });
  await headerBasket.click();
  const sheet = page.getByRole('dialog', { name: 'Корзина' });
  await expect(sheet.locator('.bline')).toContainText('Эспрессо');
  await expect(sheet.locator('.bsummary__row--total')).toContainText('18 000');
  // A guest who orders from the sheet over a menu page signs in first, then goes on to the checkout
  // (sign-in-flow.spec.ts follows it there).
  expect(new URL(page.url()).pathname).toBe('/category');
  await sheet.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(tenantUrl('cafe', '/login'));
  await expect(page.getByText('Вы не вошли в систему, пожалуйста, войдите.')).toBeVisible();

  // The merchant has no basket page in this channel.
  await page.goto(tenantUrl('cafe', '/basket'));
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
});

test('burger: "В корзину" on a product page says the product went into the basket', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Вегги бургер: no options to choose.
  await page.goto(tenantUrl('burger', '/product/101008'));
  await page.getByRole('button', { name: /^В корзину/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Добавлено в корзину: Вегги бургер' }),
  ).toBeVisible();
  await expect(page.getByText('В корзине: 1')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('product-added-390.png') });
});
