/**
 * Signing in as a first-time customer does: the sixth digit of the code signs in, the countdown to
 * "send again" ticks, a customer who already has a code (the page was closed while the SMS came) types
 * it instead of being held on the phone screen, a new account is asked for its name once, and the
 * customer lands where they were going: the checkout, on the web and inside the Click mini app.
 *
 * A reference server of the spec's own, whose clock the spec moves past the pause between two codes
 * to one phone (60 s) to sign the same phone in again.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiUrl, codesSentTo, latestCode, nextCode, uniquePhone } from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { suiteNow } from './support/suite-clock.ts';

const repo = path.join(import.meta.dirname, '../..');
let own: OwnServer;
/** How far the server's clock runs ahead of the suite's. */
let ahead = 0;

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  own = await startOwnServer([path.join(repo, 'fixtures/burger'), path.join(repo, 'fixtures/cafe')], {
    now: () => suiteNow() + ahead,
    limits: { codesPerClientPerHour: 1_000 },
  });
});

test.afterAll(async () => {
  await own?.server.close();
});

test.afterEach(() => {
  expect(own.errors, 'the server logged errors').toEqual([]);
});

async function audit(page: Page, screen: string): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  expect.soft(describeViolations(await seriousViolations(page)), `axe on ${screen}`).toBe('');
}

/** Screenshots at a phone's and a desktop's width, for a look by eye. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** A phone as the field shows it: +998 90 123 45 67. */
const masked = (phone: string) =>
  `+998 ${phone.slice(4, 6)} ${phone.slice(6, 9)} ${phone.slice(9, 11)} ${phone.slice(11)}`;
/** ...and as a sentence writes it: isolated left to right (the no-break spaces match as spaces). */
const inText = (phone: string) => `\u2066${masked(phone)}\u2069`;

/** The seconds the "send again" countdown shows now. */
async function countdown(page: Page): Promise<number> {
  const text = await page.getByRole('timer').textContent();
  const match = /Отправить снова через (\d+) с/.exec(text ?? '');
  if (!match) throw new Error(`no countdown in "${text}"`);
  return Number(match[1]);
}

/** The newest code the server's development inbox holds for a phone. */
const code = (page: Page, phone: string) => latestCode(page.request, phone, own.origin);

async function firstNameOf(page: Page, merchantId: number): Promise<string | null | undefined> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), `session:${merchantId}`);
  const { token } = JSON.parse(stored ?? '{}') as { token: string };
  const me = await page.request.get(apiUrl('/users/v1/users/me', own.origin), {
    headers: { merchant: String(merchantId), Authorization: `Bearer ${token}` },
  });
  return ((await me.json()) as { firstName?: string | null }).firstName;
}

async function merchantIdOf(page: Page, sub: string): Promise<number> {
  const response = await page.request.get(apiUrl(`/users/v1/merchants/sub/${sub}`, own.origin));
  return ((await response.json()) as { id: number }).id;
}

test('a guest who orders signs in on the way: the sixth digit signs in, the name is asked once, then the checkout', async ({
  page,
  browser,
}) => {
  const url = (p: string) => own.tenantUrl('burger', p);
  const merchantId = await merchantIdOf(page, 'burger');
  await page.goto(url('/'));
  await page.getByRole('button', { name: 'В корзину: Фиш бургер' }).click();
  await page.locator('.floating-basket__bar').click();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(url('/login'));
  await expect(page.getByText('Вы не вошли в систему, пожалуйста, войдите.')).toBeVisible();

  const phone = uniquePhone();
  await page.getByLabel('Номер телефона').fill(phone.slice(4));
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page).toHaveURL(url('/login/confirm'));
  await expect(page.getByText(`Мы отправили код на ${inText(phone)}.`)).toBeVisible();

  // "Send again in N s" counts down, second by second.
  const first = await countdown(page);
  expect(first).toBeGreaterThan(50);
  await expect.poll(() => countdown(page), { timeout: 5_000 }).toBeLessThanOrEqual(first - 2);
  await audit(page, 'code screen');
  await shoot(page, 'code');

  // Pasted as the SMS shows it, with a space: the sixth digit signs in, no button to press.
  const sent = await code(page, phone);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/users/v1/auth/login')) requests.push(r.url());
  });
  await page.getByLabel('Код').fill(`${sent.slice(0, 3)} ${sent.slice(3)}`);

  // A new account has no name: asked once, before going on.
  await expect(page).toHaveURL(url('/login/name'));
  expect(requests).toHaveLength(1);
  await expect(page.getByRole('heading', { name: 'Как вас зовут?' })).toBeVisible();
  await expect(page.getByLabel('Ваше имя')).toBeFocused();
  await audit(page, 'name step');
  await shoot(page, 'name');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.getByRole('alert')).toHaveText('Пожалуйста, заполните это поле!');
  await page.getByLabel('Ваше имя').fill('  Дилноза ');
  await page.getByRole('button', { name: 'Продолжить' }).click();

  // On to the checkout the order button was leading to, not back to the basket.
  await expect(page).toHaveURL(url('/checkout'));
  await expect(page.getByRole('heading', { name: 'Оформление заказа' })).toBeVisible();
  expect(await firstNameOf(page, merchantId)).toBe('Дилноза');

  // Signing in again (another device, once the server's pause between codes is over) asks no more.
  ahead += 61_000;
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const again = await other.newPage();
  const visited: string[] = [];
  again.on('framenavigated', (frame) => visited.push(new URL(frame.url()).pathname));
  await again.goto(url('/profile'));
  await again.getByLabel('Номер телефона').fill(phone.slice(4));
  await again.getByRole('button', { name: 'Получить код' }).click();
  await expect(again).toHaveURL(url('/login/confirm'));
  await again.getByLabel('Код').fill(await nextCode(again.request, phone, 1, own.origin));
  await expect(again).toHaveURL(url('/profile'));
  await expect(again.locator('.profile__phone')).toHaveText(phone);
  expect(visited).not.toContain('/login/name');
  await other.close();
});

/** Opens the sign-in of a fresh browser page in the same browser profile (storage kept). */
async function reopen(browserPage: Page): Promise<Page> {
  const context = browserPage.context();
  await browserPage.close();
  return context.newPage();
}

test('a customer who closed the page with a code on its way types that code on return', async ({ page }) => {
  const url = (p: string) => own.tenantUrl('burger', p);
  const phone = uniquePhone();
  await page.goto(url('/'));
  await page.getByRole('button', { name: 'В корзину: Фиш бургер' }).click();
  await expect(page.getByRole('group', { name: 'Фиш бургер. В корзине: 1' })).toBeVisible();
  await page.goto(url('/login'));
  await page.getByLabel('Номер телефона').fill(phone.slice(4));
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page).toHaveURL(url('/login/confirm'));
  const sent = await code(page, phone);

  // The page is closed while the SMS comes, and the storefront opened again on the checkout (the
  // basket is kept).
  const back = await reopen(page);
  await back.goto(url('/checkout'));
  await expect(back).toHaveURL(url('/login'));
  await expect(back.getByText(`Код уже отправлен на ${inText(phone)}, он ещё действует.`)).toBeVisible();
  await expect(back.getByLabel('Номер телефона')).toHaveValue(masked(phone));
  await audit(back, 'sign-in with a code on its way');
  await shoot(back, 'login-code-waiting');

  // "Enter the code" leads to the code screen; asking for a code again leads there too, counting
  // down the server's pause, and no second code is sent meanwhile.
  await back.getByRole('button', { name: 'Ввести код' }).click();
  await expect(back).toHaveURL(url('/login/confirm'));
  await expect(back.getByText(`Мы отправили код на ${inText(phone)}.`)).toBeVisible();
  await back.getByRole('link', { name: 'Другой номер' }).click();
  await expect(back).toHaveURL(url('/login'));
  await back.getByRole('button', { name: 'Получить код' }).click();
  await expect(back).toHaveURL(url('/login/confirm'));
  const left = await countdown(back);
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThanOrEqual(60);
  await expect.poll(() => countdown(back), { timeout: 5_000 }).toBeLessThan(left);
  expect(await codesSentTo(back.request, phone, own.origin)).toHaveLength(1);

  await back.getByLabel('Код').fill(sent);
  // The name can wait: skipping goes on to the checkout, where the customer was going.
  await expect(back).toHaveURL(url('/login/name'));
  await back.getByRole('button', { name: 'Пропустить' }).click();
  await expect(back).toHaveURL(url('/checkout'));
  // Signed in, the sign-in in progress is forgotten.
  await back.goto(url('/login'));
  await expect(back.getByText(/Код уже отправлен/)).toHaveCount(0);
});

test('in the Click mini app, a guest who orders from the basket sheet lands on the checkout', async ({
  page,
}) => {
  const url = (p: string) => own.tenantUrl('cafe', p);
  await page.goto(url('/?channel=click'));
  await page.getByRole('link', { name: /^Кофе/ }).click();
  await page.locator('.pcard', { hasText: 'Эспрессо' }).first().getByRole('link').click();
  await page
    .locator('dialog[open]')
    .getByRole('button', { name: /^В корзину/ })
    .click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Корзина, товаров: 1' }).click();
  await page.getByRole('dialog', { name: 'Корзина' }).getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(url('/login'));

  const phone = uniquePhone();
  await page.getByLabel('Номер телефона').fill(phone.slice(4));
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код').fill(await code(page, phone));
  await page.getByLabel('Ваше имя').fill('Bekzod');
  await page.getByRole('button', { name: 'Продолжить' }).click();

  // The checkout, not the category page the basket sheet was over; still inside Click: Click is
  // offered as the Click app pays it, beside what else the click-app settings take.
  await expect(page).toHaveURL(url('/checkout'));
  await expect(page.getByRole('heading', { name: 'Оформление заказа' })).toBeVisible();
  await expect(page.locator('input[name="checkout-payment"][value="CLICK_MINI_APP"]')).toHaveCount(1);
  await shoot(page, 'click-checkout');
});
