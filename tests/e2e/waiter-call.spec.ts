/**
 * Calling a waiter from a dine-in order at the cafe (dineInActive, a table given at the checkout): the
 * button toggles to "the waiter was called", repeated taps make one call, the staff's answer (the
 * development switch) turns it back within seconds, and an unanswered call times out (on a server of
 * the spec's own whose clock it moves).
 */
import path from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import {
  apiUrl,
  authHeaders,
  signInByApi,
  uniquePhone,
  useSessionInPage,
  type ApiSession,
} from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import {
  botTokenOf,
  launchHash,
  mainButtonText,
  pressMainButton,
  signInitData,
  simulateTelegramClient,
  telegramButtons,
} from './support/telegram.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { suiteNow } from './support/suite-clock.ts';
import { tenantUrl } from './support/urls.ts';

const repo = path.join(import.meta.dirname, '../..');

const shots = process.env.E2E_SHOTS;
async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

async function shootAt(page: Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/${name}.png` });
}

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Orders two espressos to table 12 through the checkout, as a customer would (the session is already
 * in the page); answers the order id.
 */
async function dineInAtTable(
  page: Page,
  session: ApiSession,
  cafeUrl: (path: string) => string = (p) => tenantUrl('cafe', p),
): Promise<number> {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `basket:${session.merchantId}`,
    value: JSON.stringify({ lines: [{ productId: 201001, count: 2, modificationIds: [] }] }),
  });
  await page.goto(cafeUrl('/checkout'));
  await page.getByRole('group', { name: 'Как получить заказ' }).getByText('В заведении').click();
  await page.getByLabel('Номер столика').fill('12');
  await page.getByText('Картой через терминал').click();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

const callButton = (page: Page) => page.getByRole('button', { name: /Позвать официанта|Официант вызван/ });

test('the waiter button calls once, shows the call until the staff answer, then can call again', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'cafe');
  await useSessionInPage(page, tenantUrl('cafe'), session);
  const orderId = await dineInAtTable(page, session);
  await expect(page.getByTestId('order-table')).toHaveText('12');
  await expect(callButton(page)).toHaveAccessibleName('Позвать официанта');
  await expect(callButton(page)).toHaveAttribute('aria-pressed', 'false');
  expect(describeViolations(await seriousViolations(page))).toBe('');

  const calls: number[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'POST' && r.url().endsWith(`/orders/${orderId}/waiter`))
      calls.push(r.status());
  });
  // A double tap, then more taps on the toggled button: one call is made.
  await callButton(page).dblclick();
  await expect(callButton(page)).toHaveAccessibleName('Официант вызван');
  await expect(callButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(callButton(page)).toBeDisabled();
  await expect(
    page.getByRole('status').filter({ hasText: 'Официант скоро подойдёт к столику 12.' }),
  ).toBeVisible();
  await callButton(page).click({ force: true });
  expect(calls.length).toBeGreaterThanOrEqual(1);
  expect(calls.every((status) => status === 200)).toBe(true);
  const latest = await request.get(apiUrl(`/orders/v1/orders/${orderId}/waiter`), {
    headers: authHeaders(session),
  });
  const { call } = (await latest.json()) as { call: { id: number; state: string } };
  expect(call.state).toBe('CALLED');
  // Calling again through the API answers the same open call.
  const again = await request.post(apiUrl(`/orders/v1/orders/${orderId}/waiter`), {
    headers: authHeaders(session),
  });
  expect(((await again.json()) as { id: number }).id).toBe(call.id);
  expect(describeViolations(await seriousViolations(page))).toBe('');
  await shoot(page, 'waiter-called');

  // The staff answer (the development switch): the page shows it within seconds, no reload.
  const answered = await request.put(apiUrl(`/dev/v1/orders/${orderId}/waiter/answer`), {
    headers: { merchant: String(session.merchantId) },
  });
  expect(answered.ok()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Официант ответил на вызов.' })).toBeVisible({
    timeout: 6_000,
  });
  await expect(callButton(page)).toHaveAccessibleName('Позвать официанта');
  await expect(callButton(page)).toBeEnabled();

  // And the next call is a new one.
  const next = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/waiter'));
  await callButton(page).click();
  const made = (await (await next).json()) as { id: number };
  expect(made.id).not.toBe(call.id);
  await expect(callButton(page)).toHaveAccessibleName('Официант вызван');
});

/**
 * The five minutes pass for the server too: the storefront reads the time on the server's clock (the
 * Date header of every answer, core/server-clock.ts) and the server decides when a call has expired,
 * so moving the page's clock alone is undone by the next answer (the server still says CALLED, and
 * the next render believes it). This test runs a server of its own whose clock it moves on together
 * with the page's.
 */
test.describe('with five minutes passing on the server and the phone', () => {
  let own: OwnServer;
  /** How far the own server's clock runs ahead of the suite server's. */
  let movedMs = 0;
  test.beforeAll(async () => {
    own = await startOwnServer([path.join(repo, 'fixtures/cafe')], { now: () => suiteNow() + movedMs });
  });
  test.afterAll(async () => {
    await own?.server.close();
  });

  test('an unanswered call times out after five minutes and the button comes back', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    const session = await signInByApi(request, 'cafe', undefined, own.origin);
    await useSessionInPage(page, own.tenantUrl('cafe'), session);
    await dineInAtTable(page, session, (p) => own.tenantUrl('cafe', p));
    /** The page's next look at the call that finds it in `state`. */
    const lookFinding = (state: string) =>
      page.waitForResponse(
        async (r: Response) =>
          r.request().method() === 'GET' &&
          r.url().endsWith('/waiter') &&
          ((await r.json()) as { call: { state: string } | null }).call?.state === state,
      );
    await callButton(page).click();
    await expect(callButton(page)).toHaveAccessibleName('Официант вызван');
    // Looked at again while open, the call is still open.
    const first = ((await (await lookFinding('CALLED')).json()) as { call: { id: number } }).call.id;

    // Five minutes and a second later, on both clocks: the page's timers fire, and the page's next
    // look finds the call expired on the server (with the page's clock alone it found it CALLED).
    const expired = lookFinding('EXPIRED');
    movedMs += 5 * 60_000 + 1_000;
    await page.clock.fastForward('05:01');
    await expired;
    await expect(callButton(page)).toHaveAccessibleName('Позвать официанта');
    await expect(callButton(page)).toBeEnabled();
    await expect(
      page.getByRole('status').filter({ hasText: 'Вызов не приняли вовремя — позовите ещё раз.' }),
    ).toBeVisible();

    // Calling again makes a new call.
    const next = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/waiter'));
    await callButton(page).click();
    expect(((await (await next).json()) as { id: number }).id).not.toBe(first);
    await expect(callButton(page)).toHaveAccessibleName('Официант вызван');
  });
});

test('inside the Telegram Mini App a customer orders to a table and calls a waiter', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const initData = signInitData(botTokenOf('cafe'), {
    id: 900_000 + Math.floor(Math.random() * 99_999),
    first_name: 'Бахтиёр',
    language_code: 'ru',
  });
  await simulateTelegramClient(page, { phone_number: uniquePhone().slice(1), first_name: 'Бахтиёр' });
  await page.goto(tenantUrl('cafe', `/${launchHash(initData)}`));
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('session:'))))
    .toBe(true);

  // Two espressos from the coffee category; Telegram's Main button carries the basket.
  await page.getByRole('link', { name: /^Кофе/ }).click();
  await page.locator('.pcard', { hasText: 'Эспрессо' }).first().getByRole('link').click();
  const sheet = page.locator('dialog[open]');
  await shootAt(page, 'telegram-cafe-sheet');
  await sheet.getByRole('button', { name: /В корзину/ }).click();
  await expect.poll(() => mainButtonText(page)).toMatch(/^Корзина/);
  await pressMainButton(page);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/basket');
  // The pop-up closes as the basket opens, which it would otherwise cover.
  await expect(sheet).toHaveCount(0);
  await shootAt(page, 'telegram-cafe-basket');
  // In Telegram the basket's "Оформить заказ" is Telegram's Main button, not a button of the page.
  await expect.poll(() => mainButtonText(page)).toBe('Оформить заказ');
  await pressMainButton(page);

  // At the checkout: at the branch, table 12; Telegram's Main button places the order.
  await expect.poll(() => new URL(page.url()).pathname).toBe('/checkout');
  await page.getByRole('group', { name: 'Как получить заказ' }).getByText('В заведении').click();
  await page.getByLabel('Номер столика').fill('12');
  await page.getByText('Картой через терминал').click();
  await shootAt(page, 'telegram-cafe-checkout');
  await expect.poll(async () => (await telegramButtons(page)).main?.is_active).toBe(true);
  expect(await mainButtonText(page)).toBe('Оформить заказ');
  await pressMainButton(page);
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());

  // The order's page: the waiter button, no Main button in the way; Back is Telegram's.
  await expect(page.getByTestId('order-table')).toHaveText('12');
  await expect(callButton(page)).toBeVisible();
  await expect.poll(() => mainButtonText(page)).toBeNull();
  await expect.poll(async () => (await telegramButtons(page)).back?.is_visible).toBe(true);
  await expect(page.getByRole('link', { name: 'Все заказы' })).toHaveCount(0);
  await callButton(page).scrollIntoViewIfNeeded();
  await shootAt(page, 'telegram-waiter-idle');
  expect(describeViolations(await seriousViolations(page))).toBe('');
  await callButton(page).click();
  await expect(callButton(page)).toHaveAccessibleName('Официант вызван');
  await expect(
    page.getByRole('status').filter({ hasText: 'Официант скоро подойдёт к столику 12.' }),
  ).toBeVisible();
  await shootAt(page, 'telegram-waiter-called');
  expect(describeViolations(await seriousViolations(page))).toBe('');

  // The staff answer: the Mini App shows it without a reload, and the waiter can be called again.
  const merchantId = await page.evaluate(() =>
    Number(
      Object.keys(localStorage)
        .find((k) => k.startsWith('session:'))
        ?.split(':')[1],
    ),
  );
  const answered = await request.put(apiUrl(`/dev/v1/orders/${orderId}/waiter/answer`), {
    headers: { merchant: String(merchantId) },
  });
  expect(answered.ok()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Официант ответил на вызов.' })).toBeVisible({
    timeout: 6_000,
  });
  await expect(callButton(page)).toHaveAccessibleName('Позвать официанта');
  await expect(callButton(page)).toBeEnabled();
});

test('a pickup order has no waiter button', async ({ page, request }) => {
  const session = await signInByApi(request, 'cafe');
  await useSessionInPage(page, tenantUrl('cafe'), session);
  const placed = await request.post(apiUrl('/orders/v1/orders'), {
    headers: authHeaders(session),
    data: {
      serviceType: 'PICK_UP',
      orderDevice: 'CLIENT_WEB',
      paymentType: 'CASH',
      branchId: 200011,
      cartItems: [{ product: { id: 201001, count: 1, costPrice: 18000 } }],
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { id } = (await placed.json()) as { id: number };
  await page.goto(tenantUrl('cafe', `/profile/orders/${id}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Состав заказа' })).toBeVisible();
  await expect(callButton(page)).toHaveCount(0);
});
