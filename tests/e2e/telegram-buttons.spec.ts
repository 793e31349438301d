/**
 * Inside the Telegram Mini App the storefront uses Telegram's own buttons, as Telegram users expect:
 * the Back button in Telegram's header follows the storefront's history, and the Main button under the
 * page carries the basket on the menu and "Place order" in the basket and at checkout. The web
 * buttons they replace (the floating basket, the basket's and checkout's buttons, the product and
 * category pages' back arrows) are not shown there; the other screens: telegram-screens.spec.ts.
 * The simulated Telegram client (support/telegram.ts) draws the buttons the page sets up and presses
 * them as a customer would.
 */
import { expect, test, type Page } from '@playwright/test';
import { describeViolations, seriousViolations } from './support/axe.ts';
import {
  botTokenOf,
  launchHash,
  launchInTelegram,
  mainButtonText,
  pressBackButton,
  pressMainButton,
  signInitData,
  telegramButtons,
} from './support/telegram.ts';
import { tenantUrl } from './support/urls.ts';

const shots = (name: string) => test.info().outputPath(`${name}.png`);

/** Opens the Mini App of a tenant as a new Telegram user, signed in with the shared contact. */
async function launchOnMenu(page: Page, sub: string): Promise<void> {
  await launchInTelegram(page, sub);
  // The menu: product cards, or the cafe's category tiles.
  await expect(page.locator('.pcard, .ccards__tile').first()).toBeVisible();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

const backShown = async (page: Page) => (await telegramButtons(page)).back?.is_visible ?? false;
const main = async (page: Page) => (await telegramButtons(page)).main;

test('burger in Telegram: Back follows the history, Main carries the basket and then "Place order"', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await launchOnMenu(page, 'burger');

  // The home page: nowhere to go back to; an empty basket puts nothing on the Main button.
  await expect.poll(() => backShown(page)).toBe(false);
  expect(await mainButtonText(page)).toBeNull();

  // A product in the basket: the Main button carries it, in the merchant's colours; no floating bar.
  await page.getByRole('button', { name: 'В корзину: Фиш бургер' }).click();
  await expect.poll(() => mainButtonText(page)).toMatch(/^Корзина · 38\s000\sso'm$/);
  expect(await main(page)).toMatchObject({ is_active: true, color: '#D62828', text_color: '#FFFFFF' });
  await expect(page.locator('.floating-basket')).toHaveCount(0);
  await page.screenshot({ path: shots('telegram-home-360') });

  // A product's page: Telegram's Back replaces the page's back arrow; the basket stays on Main.
  await page.locator('.pcard a[href^="/product/"]').first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => backShown(page)).toBe(true);
  await expect(page.locator('.product-page__back')).toHaveCount(0);
  expect(await mainButtonText(page)).toMatch(/^Корзина · 38/);
  await page.screenshot({ path: shots('telegram-product-360') });
  await pressBackButton(page);
  await expect.poll(() => pathOf(page)).toBe('/');
  await expect.poll(() => backShown(page)).toBe(false);

  // Main opens the basket, where Main goes on to the checkout (no button of the page's own).
  await pressMainButton(page);
  await expect.poll(() => pathOf(page)).toBe('/basket');
  await expect.poll(() => mainButtonText(page)).toBe('Оформить заказ');
  await expect(page.locator('.basket__order')).toBeHidden();
  await expect.poll(() => backShown(page)).toBe(true);
  await pressMainButton(page);

  // The checkout: "Place order" is Telegram's Main button, greyed while the order cannot go (a
  // delivery without an address, the merchant's default in Telegram), and the page's button is gone.
  await expect.poll(() => pathOf(page)).toBe('/checkout');
  await expect(page.getByRole('heading', { name: 'Оформление заказа' })).toBeVisible();
  await expect(page.locator('.checkout__place')).toHaveCount(0);
  await expect.poll(() => mainButtonText(page)).toBe('Оформить заказ');
  expect(await main(page)).toMatchObject({ is_active: false, is_progress_visible: false });
  await page.getByRole('group', { name: 'Как получить заказ' }).getByText('Самовывоз').click();
  await expect.poll(async () => (await main(page))?.is_active).toBe(true);
  // The fish burger is not sold at Yunusabad: the order waits again, and a press does nothing.
  await page.getByText('Burger Lab Юнусабад').click();
  await expect.poll(async () => (await main(page))?.is_active).toBe(false);
  await pressMainButton(page);
  await page.waitForTimeout(300);
  expect(pathOf(page)).toBe('/checkout');
  await page.getByText('Burger Lab Чиланзар').click();
  await expect.poll(async () => (await main(page))?.is_active).toBe(true);
  expect(describeViolations(await seriousViolations(page))).toBe('');
  await page.screenshot({ path: shots('telegram-checkout-360'), fullPage: true });

  // A press places the order: the spinner shows while it goes, then the order's page opens.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/orders/v1/orders', async (route) => {
    await held;
    await route.fallback();
  });
  await pressMainButton(page);
  await expect.poll(async () => (await main(page))?.is_progress_visible).toBe(true);
  expect(await main(page)).toMatchObject({ is_visible: true, is_active: false, text: 'Оформить заказ' });
  release();
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  await expect(page.locator('.toast--success')).toContainText('Заказ отправлен');
  await expect.poll(() => mainButtonText(page)).toBeNull();
  await expect.poll(() => backShown(page)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Заказ №');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: shots('telegram-order-1280') });
});

test('cafe in Telegram: Back closes the open product pop-up before it leaves the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await launchOnMenu(page, 'cafe');
  await expect.poll(() => backShown(page)).toBe(false);

  await page.getByRole('link', { name: /^Кофе/ }).click();
  await expect.poll(() => pathOf(page)).toBe('/category');
  await expect.poll(() => backShown(page)).toBe(true);
  // Telegram's Back replaces the category's own back arrow.
  await expect(page.getByRole('heading', { level: 1, name: 'Кофе' })).toBeVisible();
  await expect(page.locator('.category-page__bar a')).toHaveCount(0);
  await page.locator('.pcard', { hasText: 'Эспрессо' }).first().getByRole('link').click();
  const sheet = page.locator('dialog[open]');
  await expect(sheet).toBeVisible();
  await page.screenshot({ path: shots('telegram-cafe-sheet-390') });

  // Back closes the pop-up and stays on the category; pressed again, it goes home.
  await pressBackButton(page);
  await expect(sheet).toHaveCount(0);
  expect(pathOf(page)).toBe('/category');
  await pressBackButton(page);
  await expect.poll(() => pathOf(page)).toBe('/');
  await expect.poll(() => backShown(page)).toBe(false);
});

test('a Telegram launch opened outside a Telegram client keeps the web buttons', async ({ page }) => {
  // The launch data is there (a link copied out of Telegram), but no client to draw Telegram's buttons.
  const initData = signInitData(botTokenOf('burger'), { id: 512_000, first_name: 'Tab' });
  await page.goto(tenantUrl('burger', `/${launchHash(initData)}`));
  await page.getByRole('button', { name: 'В корзину: Фиш бургер' }).click();
  await expect(page.locator('.floating-basket__bar')).toBeVisible();
  await page.locator('.pcard a[href^="/product/"]').first().click();
  await expect(page.locator('.product-page__back')).toBeVisible();
});
