/**
 * The merchant's console and the customer side by side, in two browser contexts on the real server:
 * an order placed on the web or in the Telegram Mini App arrives live on the operator's board, is
 * accepted and moved in the console, and the customer's status box, order page and tracking map
 * follow without a reload. A move another member made first is said plainly; a cancelled order paid
 * by saved card is refunded, one paid another way is marked "refund due".
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiUrl, authHeaders, signInByApi, useSessionInPage, type ApiSession } from './support/accounts.ts';
import { BURGER_STAFF, openConsole, staffSignInByApi, type StaffSession } from './support/console.ts';
import { BURGER_BRANCH, BURGER_VEGGIE, moveOrder, placeBurgerPickup } from './support/orders.ts';
import { botTokenOf, launchHash, signInitData, simulateTelegramClient } from './support/telegram.ts';
import { tenantUrl } from './support/urls.ts';

let operator: StaffSession;
let manager: StaffSession;

// Two browsers (the customer's and the staff's) per test, drawing on one machine's CPU.
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  test.setTimeout(150_000);
  operator = await staffSignInByApi(request, 'burger', BURGER_STAFF.operator);
  manager = await staffSignInByApi(request, 'burger', BURGER_STAFF.manager);
});

async function consolePage(browser: Browser, session: StaffSession, path = '/'): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await openConsole(page, session, path);
  return page;
}

const cardOf = (board: Page, column: string, id: number) =>
  board.locator(`.board__list[data-column="${column}"] a[href="/console/orders/${id}"]`);

async function placeOrder(request: APIRequestContext, session: ApiSession, data: Record<string, unknown>) {
  const response = await request.post(apiUrl('/orders/v1/orders'), {
    headers: authHeaders(session),
    data: {
      serviceType: 'PICK_UP',
      orderDevice: 'CLIENT_WEB',
      paymentType: 'CASH',
      branchId: BURGER_BRANCH,
      cartItems: [{ product: { id: BURGER_VEGGIE, count: 1, costPrice: 1 } }],
      ...data,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { id: number; number: number };
}

test('a web order arrives live on the board; accepted and moved in the console, the customer sees it without a reload', async ({
  browser,
  request,
}) => {
  const board = await consolePage(browser, operator);
  await expect(board.getByRole('heading', { name: 'New' })).toBeVisible();

  const session = await signInByApi(request, 'burger');
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const home = await customer.newPage();
  await useSessionInPage(home, tenantUrl('burger'), session);
  const { id } = await placeBurgerPickup(request, session);

  // Live: the board shows the order without being read again by hand, and counts it in the title.
  await expect(cardOf(board, 'new', id)).toBeVisible({ timeout: 15_000 });
  await expect(board).toHaveTitle(/^\(\d+\) Orders$/);

  await home.goto(tenantUrl('burger'));
  // Given time: two pages of two browsers draw on the machine's CPU at once.
  await expect(home.locator('.order-box__card', { hasText: 'Отправлен' })).toBeVisible({ timeout: 15_000 });
  const orderPage = await customer.newPage();
  await orderPage.goto(tenantUrl('burger', `/profile/orders/${id}`));
  const badge = orderPage.locator('.order__header .order-status');
  await expect(badge).toHaveText('Отправлен');

  await cardOf(board, 'new', id).click();
  // Only the moves the transition table allows: a new order is accepted or rejected.
  await expect(board.getByRole('button', { name: /^Mark:/ })).toHaveCount(0);
  await board.getByRole('button', { name: '20 min' }).click();
  await expect(board.locator('.status-pill')).toHaveText('Accepted');
  await expect(badge).toHaveText('Подтверждён', { timeout: 5_000 });
  await expect(home.locator('.order-box__status')).toHaveText('Подтверждён', { timeout: 5_000 });

  await board.getByRole('button', { name: 'Mark: Cooking' }).click();
  await expect(badge).toHaveText('Готовится', { timeout: 5_000 });
  await expect(home.locator('.order-box__status')).toHaveText('Готовится', { timeout: 5_000 });
  // A pickup order goes from cooking to done: no courier step is offered.
  await expect(board.getByRole('button', { name: 'Mark: Done' })).toBeVisible();
  await expect(board.getByRole('button', { name: 'Mark: On the way' })).toHaveCount(0);
  await board.getByRole('button', { name: 'Mark paid (cash)' }).click();
  await expect(board.locator('.order-screen .badge').first()).toContainText('paid');
  await board.getByRole('link', { name: '← Orders' }).click();
  await expect(cardOf(board, 'cooking', id)).toBeVisible();
  await customer.close();
  await board.context().close();
});

test('a delivery accepted in the console moves the customer’s tracking map without a reload', async ({
  browser,
  request,
}) => {
  const session = await signInByApi(request, 'burger');
  const { id } = await placeOrder(request, session, {
    serviceType: 'DELIVERY',
    address: { latitude: 41.296, longitude: 69.228, name: 'Дом', streetName: 'Bunyodkor', houseNumber: '7' },
    // Two: above the delivery's minimum amount.
    cartItems: [{ product: { id: BURGER_VEGGIE, count: 2, costPrice: 1 } }],
  });
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const tracking = await customer.newPage();
  await useSessionInPage(tracking, tenantUrl('burger'), session);
  await tracking.goto(tenantUrl('burger', `/profile/orders/${id}/map`));
  const status = tracking.locator('.tracking__status');
  await expect(status).toHaveText('Курьер ещё не назначен');

  const board = await consolePage(browser, operator, `/orders/${id}`);
  await expect(board.getByRole('link', { name: 'Open the map' })).toHaveAttribute(
    'href',
    /openstreetmap\.org/,
  );
  await board.getByRole('button', { name: '30 min' }).click();
  await expect(status).toHaveText('Ищем курьера', { timeout: 5_000 });
  await board.getByRole('button', { name: 'Mark: Cooking' }).click();
  // A delivery's next steps: a courier assigned, or on the way.
  await expect(board.getByRole('button', { name: 'Mark: Courier assigned' })).toBeVisible();
  await expect(board.getByRole('button', { name: 'Mark: On the way' })).toBeVisible();
  await customer.close();
  await board.context().close();
});

test('an order from the Telegram Mini App is accepted in the console; the Mini App’s order page follows', async ({
  browser,
  request,
}) => {
  const initData = signInitData(botTokenOf('burger'), {
    id: 700_000 + Math.floor(Math.random() * 99_999),
    first_name: 'Лола',
    language_code: 'ru',
  });
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const app = await customer.newPage();
  const phone = `99891${String(Date.now()).slice(-7)}`;
  await simulateTelegramClient(app, { phone_number: phone, first_name: 'Лола' });
  await app.goto(tenantUrl('burger', `/${launchHash(initData)}`));
  const session = await sessionInPage(app);
  const { id, number } = await placeOrder(request, session, { orderDevice: 'TELEGRAM_BOT' });

  await app.locator('header a[href="/profile"]').click();
  await app.getByRole('link', { name: 'Мои заказы' }).click();
  await app.locator(`a.order-row[href="/profile/orders/${id}"]`).click();
  await expect(app.getByRole('heading', { name: `Заказ № ${number}` })).toBeVisible();
  const badge = app.locator('.order__header .order-status');
  await expect(badge).toHaveText('Отправлен');

  const board = await consolePage(browser, operator, `/orders/${id}`);
  await board.getByRole('button', { name: '10 min' }).click();
  await expect(badge).toHaveText('Подтверждён', { timeout: 5_000 });
  await customer.close();
  await board.context().close();
});

test('two members on one order: the second is told another was first and sees the order as it is', async ({
  browser,
  request,
}) => {
  const session = await signInByApi(request, 'burger');
  const { id } = await placeBurgerPickup(request, session);
  const first = await consolePage(browser, operator, `/orders/${id}`);
  const second = await browser.newPage({ viewport: { width: 768, height: 1024 } });
  // The second screen hears nothing live, as a tablet on a bad network: it still shows "New".
  await second.route('**/api/console/v1/orders/events', (route) => route.abort());
  await openConsole(second, manager, `/orders/${id}`);
  await expect(second.locator('.status-pill')).toHaveText('New');

  await first.getByRole('button', { name: '20 min' }).click();
  await expect(first.locator('.status-pill')).toHaveText('Accepted');
  await second.getByRole('button', { name: '45 min' }).click();
  await expect(second.getByRole('alert')).toContainText('Another operator changed this order first');
  await expect(second.locator('.status-pill')).toHaveText('Accepted');
  await second.screenshot({ path: test.info().outputPath('conflict-768.png'), fullPage: true });
  await first.context().close();
  await second.context().close();
});

test('cancelled: a saved card payment is refunded, a payment made another way is marked refund due', async ({
  browser,
  request,
}) => {
  const session = await signInByApi(request, 'burger');
  const headers = authHeaders(session);
  const added = await request.post(apiUrl('/payments/v1/cards'), {
    headers,
    data: { number: '8600069195406311', expire: '0399' },
  });
  expect(added.status(), await added.text()).toBe(200);
  const cardId = ((await added.json()) as { card: { id: number } }).card.id;
  const verified = await request.post(apiUrl(`/payments/v1/cards/${cardId}/verify`), {
    headers,
    data: { code: '666666' },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const byCard = await placeOrder(request, session, { paymentType: 'CARD' });
  const paid = await request.post(apiUrl(`/payments/v1/cards/pay/${byCard.id}`), {
    headers,
    data: { cardId },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  const board = await consolePage(browser, operator, `/orders/${byCard.id}`);
  await board.getByRole('button', { name: '10 min' }).click();
  await board.getByRole('button', { name: 'Cancel the order' }).click();
  await board.getByLabel('Reason').selectOption('KITCHEN_BUSY');
  await board.getByRole('button', { name: 'Cancel it' }).click();
  await expect(board.locator('.status-pill')).toHaveText('Cancelled');
  await expect(board.getByText('Refunded to the customer.')).toBeVisible();

  const byPayme = await placeOrder(request, session, { paymentType: 'PAYME' });
  await moveOrder(request, session.merchantId, byPayme.id, { status: 'ACCEPTED', isPaid: true });
  await openConsole(board, operator, `/orders/${byPayme.id}`);
  await board.getByRole('button', { name: 'Cancel the order' }).click();
  await board.getByLabel('Reason').selectOption('OTHER');
  // "Other" needs the staff's own words before it can be sent.
  await expect(board.getByRole('button', { name: 'Cancel it' })).toBeDisabled();
  await board.getByLabel('Comment for the customer').fill('Fire drill');
  await board.getByRole('button', { name: 'Cancel it' }).click();
  await expect(board.locator('.status-pill')).toHaveText('Cancelled');
  await expect(board.getByText('Refund due: the money has to be returned by hand.')).toBeVisible();
  await expect(board.locator('.note--warn [lang="en"]')).not.toBeEmpty();
  await board.context().close();
});

/** The Mini App's session, as the storefront kept it after the contact was shared. */
async function sessionInPage(page: Page): Promise<ApiSession> {
  let stored: { key: string; value: string } | undefined;
  await expect
    .poll(async () => {
      stored = await page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('session:'));
        return key ? { key, value: localStorage.getItem(key) ?? '' } : undefined;
      });
      return stored !== undefined;
    })
    .toBe(true);
  const { token, user } = JSON.parse(stored?.value ?? '{}') as Omit<ApiSession, 'merchantId'>;
  return { token, user, merchantId: Number(stored?.key.split(':')[1]) };
}
