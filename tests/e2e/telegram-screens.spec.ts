/**
 * Inside the Telegram Mini App every screen uses Telegram's buttons rather than its own web ones: a
 * screen's primary action is Telegram's Main button (with the right text, and a press does it), and
 * a screen's back arrow gives way to Telegram's Back button, which goes where the arrow went. The
 * catalogue and the checkout are in telegram-buttons.spec.ts; these are the basket, pickup and
 * delivery, the saved cards and addresses, vacancies and table booking.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  launchInTelegram,
  mainButtonText,
  pressBackButton,
  pressMainButton,
  telegramButtons,
} from './support/telegram.ts';
import { tenantUrl } from './support/urls.ts';

const pathOf = (page: Page) => new URL(page.url()).pathname;
const backShown = async (page: Page) => (await telegramButtons(page)).back?.is_visible ?? false;

/** Telegram's Back is shown and goes to `to`; the screen's own arrow (`arrow`) is not shown. */
async function backGoesTo(page: Page, arrow: string, to: string): Promise<void> {
  await expect(page.locator(arrow)).toBeHidden();
  await expect.poll(() => backShown(page)).toBe(true);
  await pressBackButton(page);
  await expect.poll(() => pathOf(page)).toBe(to);
}

test('burger in Telegram: the basket, the pickup map and the address picker use Telegram’s buttons', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await launchInTelegram(page, 'burger');
  await page.getByRole('button', { name: 'В корзину: Вегги бургер' }).click();
  await expect.poll(() => mainButtonText(page)).toMatch(/^Корзина · /);

  // The basket page: "Place order" is Telegram's Main button, not a button on the page.
  await pressMainButton(page);
  await expect.poll(() => pathOf(page)).toBe('/basket');
  await expect(page.getByRole('heading', { level: 1, name: 'Корзина' })).toBeVisible();
  await expect.poll(() => mainButtonText(page)).toBe('Оформить заказ');
  await expect(page.locator('.basket__order')).toBeHidden();
  await pressMainButton(page);
  await expect.poll(() => pathOf(page)).toBe('/checkout');

  // The pickup map: Telegram's Back instead of the bar's arrow; on the list, "Pick up here" is Main.
  await page.getByRole('group', { name: 'Как получить заказ' }).getByText('Самовывоз').click();
  await page.getByRole('tab', { name: 'На карте' }).click();
  await page.getByRole('link', { name: 'Открыть карту на весь экран' }).click();
  await expect.poll(() => pathOf(page)).toBe('/address/pickup');
  await expect(page.getByRole('heading', { level: 1, name: 'Где заберёте заказ' })).toBeVisible();
  await page.getByRole('tab', { name: 'Списком' }).click();
  await page.getByText('Burger Lab Юнусабад').click();
  await expect.poll(() => mainButtonText(page)).toBe('Заберу здесь');
  await expect(page.locator('.pickup-map__confirm')).toBeHidden();
  await pressMainButton(page);
  await expect.poll(() => pathOf(page)).toBe('/checkout');
  await expect(page.getByRole('radio', { name: /Burger Lab Юнусабад/ })).toBeChecked();
  await page.getByRole('tab', { name: 'На карте' }).click();
  await page.getByRole('link', { name: 'Открыть карту на весь экран' }).click();
  await expect.poll(() => pathOf(page)).toBe('/address/pickup');
  await expect.poll(() => mainButtonText(page)).toBeNull();
  await backGoesTo(page, '.pickup-map__bar a', '/checkout');

  // The address picker: Telegram's Back instead of the map's round arrow, back to the checkout.
  await page.getByRole('group', { name: 'Как получить заказ' }).getByText('Доставка').click();
  await page.getByRole('button', { name: 'Выбрать адрес доставки' }).click();
  await page
    .getByRole('dialog', { name: 'Мои адреса' })
    .getByRole('button', { name: 'Добавить адрес' })
    .click();
  await expect.poll(() => pathOf(page)).toBe('/address/delivery');
  await expect(page.getByRole('button', { name: 'Найти адрес' })).toBeVisible();
  await backGoesTo(page, '.picker__top .picker__round', '/checkout');
});

test('burger in Telegram: saved cards and addresses use Telegram’s Back, the card form its Main button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await launchInTelegram(page, 'burger');
  await page.locator('header a[href="/profile"]').click();

  // My cards: Back goes to the profile, as the arrow did.
  await page.getByRole('link', { name: 'Мои карты' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Мои карты' })).toBeVisible();
  await backGoesTo(page, '.cards__back', '/profile');

  // The card form: "Continue" is Main; its checks still run; then the code screen, Back to the list.
  await page.getByRole('link', { name: 'Мои карты' }).click();
  await page.getByRole('link', { name: 'Добавить карту' }).click();
  await expect.poll(() => pathOf(page)).toBe('/profile/cards/create');
  await expect.poll(() => mainButtonText(page)).toBe('Продолжить');
  await expect(page.getByRole('button', { name: 'Продолжить' })).toHaveCount(0);
  await expect(page.locator('.cards__back')).toBeHidden();
  await page.getByLabel('Номер карты').pressSequentially('8600069195406312');
  await page.getByLabel('Срок действия').pressSequentially('0399');
  await pressMainButton(page);
  await expect(page.getByText('Такого номера карты не бывает. Проверьте цифры.')).toBeVisible();
  await page.getByLabel('Номер карты').fill('');
  await page.getByLabel('Номер карты').pressSequentially('8600069195406311');
  await pressMainButton(page);
  await expect(page).toHaveURL(/\/profile\/cards\/confirm\?card=\d+$/);
  await expect(page.getByRole('heading', { name: 'Подтверждение карты' })).toBeVisible();
  await backGoesTo(page, '.cards__back', '/profile/cards');

  // My addresses: Back goes to the profile.
  await page.goto(tenantUrl('burger', '/profile/address'));
  await expect(page.getByRole('heading', { level: 1, name: 'Мои адреса' })).toBeVisible();
  await backGoesTo(page, '.delivery-page__back', '/profile');
});

test('in Telegram a vacancy and a new table booking use Telegram’s Back', async ({ page }) => {
  await launchInTelegram(page, 'burger');
  await page.goto(tenantUrl('burger', '/vacancy/100902'));
  await expect(page.getByRole('heading', { level: 1, name: 'Кассир' })).toBeVisible();
  await backGoesTo(page, '.vacancy__back', '/vacancy');

  await launchInTelegram(page, 'cafe');
  await page.goto(tenantUrl('cafe', '/profile/reservations/new'));
  await expect(page.getByRole('heading', { level: 1, name: 'Забронировать стол' })).toBeVisible();
  await backGoesTo(page, '.booking__back', '/profile/reservations');
});
