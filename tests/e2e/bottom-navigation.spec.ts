/**
 * The bottom navigation (isNavigationViewEnabled) on a phone, as a customer uses it: the tabs go to
 * their screens and mark where the customer is, the basket tab counts what the menu adds, the
 * floating basket (burger: FLOATING_OVER_PRODUCT) sits above the bar, wide screens keep the header,
 * and inside Telegram the bar leaves the basket to Telegram's Main button.
 */
import { expect, test, type Page } from '@playwright/test';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { signInByApi, uniquePhone, useSessionInPage } from './support/accounts.ts';
import {
  botTokenOf,
  launchHash,
  mainButtonText,
  signInitData,
  simulateTelegramClient,
} from './support/telegram.ts';
import { tenantUrl } from './support/urls.ts';

const bar = (page: Page) => page.getByRole('navigation', { name: 'Навигация', exact: true });
const tab = (page: Page, name: string | RegExp, options: { exact?: boolean } = {}) =>
  bar(page).getByRole('link', { name, ...options });
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('burger: the tabs navigate and mark the screen, the basket tab counts the basket', async ({
    page,
  }) => {
    // Signed in, so the orders and profile tabs open their screens (a guest is sent to sign in).
    await useSessionInPage(page, tenantUrl('burger'), await signInByApi(page.request, 'burger'));
    await page.goto(tenantUrl('burger'));
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('listitem')).toHaveCount(5);
    await expect(tab(page, 'Меню')).toHaveAttribute('aria-current', 'page');
    await expect(tab(page, 'Корзина', { exact: true })).toHaveAccessibleDescription('Корзина, товаров: 0');

    // The bar sits at the bottom edge, inside the window.
    const box = await bar(page).boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(740);

    await page.getByRole('button', { name: 'В корзину: Фиш бургер' }).click();
    await expect(tab(page, 'Корзина 1')).toHaveAccessibleDescription('Корзина, товаров: 1');
    await page.getByRole('button', { name: 'Добавить ещё: Фиш бургер' }).click();
    await expect(tab(page, 'Корзина 2')).toHaveAccessibleDescription('Корзина, товаров: 2');
    await expect(bar(page).locator('.bottom-nav__badge')).toHaveText('2');

    // The floating basket stays, lifted above the bar: the two never overlap.
    const floating = page.locator('.floating-basket__bar');
    await expect(floating).toBeVisible();
    const floatBox = await floating.boundingBox();
    const barBox = await bar(page).boundingBox();
    expect(floatBox && barBox && floatBox.y + floatBox.height).toBeLessThanOrEqual(barBox?.y ?? 0);
    await shot(page, 'burger-360-home');
    const home = await seriousViolations(page);
    expect(home, describeViolations(home)).toEqual([]);

    await tab(page, 'Поиск').click();
    await expect(page).toHaveURL(tenantUrl('burger', '/search'));
    await expect(tab(page, 'Поиск')).toHaveAttribute('aria-current', 'page');
    await expect(tab(page, 'Меню')).not.toHaveAttribute('aria-current', 'page');

    await tab(page, 'Корзина 2').click();
    await expect(page).toHaveURL(tenantUrl('burger', '/basket'));
    await expect(tab(page, /^Корзина/)).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.bline')).toHaveCount(1);
    // The basket's own order button is not under the bar.
    const order = page.locator('.basket__order');
    const orderBox = await order.boundingBox();
    const barNow = await bar(page).boundingBox();
    expect(orderBox && barNow && orderBox.y + orderBox.height).toBeLessThanOrEqual(barNow?.y ?? 0);
    await shot(page, 'burger-360-basket');
    const basket = await seriousViolations(page);
    expect(basket, describeViolations(basket)).toEqual([]);

    await page.getByRole('button', { name: 'Убрать одну: Фиш бургер' }).click();
    await expect(tab(page, 'Корзина 1')).toHaveAccessibleDescription('Корзина, товаров: 1');

    await tab(page, 'Заказы').click();
    await expect(page).toHaveURL(tenantUrl('burger', '/profile/orders'));
    await expect(tab(page, 'Заказы')).toHaveAttribute('aria-current', 'page');
    await expect(tab(page, 'Профиль')).not.toHaveAttribute('aria-current', 'page');

    await tab(page, 'Профиль').click();
    await expect(page).toHaveURL(tenantUrl('burger', '/profile'));
    await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
    await expect(tab(page, 'Профиль')).toHaveAttribute('aria-current', 'page');

    await tab(page, 'Меню').click();
    await expect(page).toHaveURL(tenantUrl('burger', '/'));
    await expect(tab(page, 'Меню')).toHaveAttribute('aria-current', 'page');

    // A product's screen has its own action along the bottom: no bar there.
    await page.goto(tenantUrl('burger', '/product/101007'));
    await expect(page.getByRole('heading', { level: 1, name: 'Фиш бургер' })).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
  });

  test('inside Telegram the basket is on the Main button, not in the bar', async ({ page }) => {
    const initData = signInitData(botTokenOf('burger'), {
      id: 640_123,
      first_name: 'Nav',
      language_code: 'ru',
    });
    await simulateTelegramClient(page, { phone_number: uniquePhone().slice(1), first_name: 'Nav' });
    await page.goto(tenantUrl('burger', `/${launchHash(initData)}`));
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('listitem')).toHaveCount(4);
    await expect(bar(page).getByRole('link', { name: /Корзина/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'В корзину: Фиш бургер' }).click();
    await expect.poll(() => mainButtonText(page)).toMatch(/38\s000/);
    await expect(page.locator('.floating-basket__bar')).toHaveCount(0);
    await shot(page, 'burger-360-telegram');
  });
});

test('wide screens keep the header: no bar at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(tenantUrl('burger'));
  await expect(page.locator('.pcard').first()).toBeVisible();
  await expect(bar(page)).toBeHidden();
  await shot(page, 'burger-1280-home');
});
