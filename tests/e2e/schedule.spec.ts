/**
 * "When" at checkout: as soon as possible, or at a set time inside the branch's hours, sent to
 * orders/at-time with deliveryAt on the merchant's clock (Tashkent, UTC+5). The branch's hours depend
 * on the time of day, so this spec runs a reference server of its own whose clock it sets (the
 * harness's `now` option), and sets the page's clock to the same moment (the storefront follows the
 * server's clock anyway, through its Date header). The browser runs in Moscow time (UTC+3), so a time
 * read in the device's zone instead of the merchant's would show.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  apiUrl,
  authHeaders,
  signInByApi,
  // Not a React hook: the name only starts with "use". Renamed so the hooks lint rule does not mistake it.
  useSessionInPage as putSessionInPage,
  type ApiSession,
} from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

const repo = path.join(import.meta.dirname, '../..');

/** Burger: Veggie burger (sold at every branch); Chilonzor, the main branch, takes pickup 10:00-23:00. */
const VEGGIE = 101008;
const CHILONZOR = 100011;

/** A wall time in Tashkent. 2026-06-08 is a Monday. */
const tashkent = (local: string) => Date.parse(`${local}:00+05:00`);

let own: OwnServer;
/** The server's clock: `base` at `setAt` (real time), running on from there. */
let base = tashkent('2026-06-08T12:00');
let setAt = Date.now();
const setServerClock = (instant: number) => {
  base = instant;
  setAt = Date.now();
};

test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Europe/Moscow' });

test.beforeAll(async () => {
  own = await startOwnServer([path.join(repo, 'fixtures/burger')], {
    now: () => base + (Date.now() - setAt),
    // Every test signs in and orders from one address (loopback), with a clock that jumps about.
    limits: {
      codesPerClientPerHour: 1_000,
      ordersPerCustomerPerMinute: 1_000,
      ordersPerClientPerMinute: 1_000,
      activeUnpaidOrdersPerCustomer: 1_000,
    },
  });
});

test.afterAll(async () => {
  await own?.server.close();
});

/** The server and the page both at `local` (Tashkent); signed in, with a veggie burger in the basket. */
async function checkoutAt(page: Page, local: string): Promise<ApiSession> {
  setServerClock(tashkent(local));
  await page.clock.setFixedTime(tashkent(local));
  const session = await signInByApi(page.request, 'burger', undefined, own.origin);
  await putSessionInPage(page, own.tenantUrl('burger'), session);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `basket:${session.merchantId}`,
    value: JSON.stringify({ lines: [{ productId: VEGGIE, count: 1, modificationIds: [] }] }),
  });
  await page.goto(own.tenantUrl('burger', '/checkout'));
  // The burger delivers too: this spec picks the order up.
  await page.getByRole('group', { name: 'Как получить заказ' }).getByText('Самовывоз').click();
  await expect(page.getByRole('radio', { name: /Burger Lab Чиланзар/ })).toBeChecked();
  return session;
}

interface StoredOrder {
  id: number;
  status: string;
  serviceType: string;
  branchId: number;
  later: boolean | null;
  deliveryAt: string | null;
  atTime: string | null;
  time?: string | null;
  day?: string | null;
}

async function storedOrder(page: Page, session: ApiSession, id: string | number): Promise<StoredOrder> {
  const response = await page.request.get(apiUrl(`/orders/v1/orders/${id}`, own.origin), {
    headers: authHeaders(session),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredOrder;
}

const when = (page: Page) => page.locator('section[aria-labelledby="checkout-when"]');
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('a pickup order at a set time: chosen, kept across a reload, posted to at-time and shown with its time', async ({
  page,
}) => {
  const session = await checkoutAt(page, '2026-06-08T11:50');

  // Open now: both choices, "as soon as possible" first.
  await expect(when(page).getByRole('heading', { name: 'Когда' })).toBeVisible();
  const asap = page.getByRole('radio', { name: /Как можно скорее/ });
  const atTime = page.getByRole('radio', { name: /Ко времени/ });
  await expect(asap).toBeChecked();
  await expect(asap).toBeEnabled();
  await expect(when(page).getByRole('status')).toHaveCount(0);

  await when(page).getByText('Ко времени').click();
  await expect(atTime).toBeChecked();
  const day = page.getByLabel('День');
  const time = page.getByLabel('Время');
  // Today from half an hour ahead on the half hour (12:30 on Tashkent's clock, not Moscow's 10:30),
  // then the week.
  await expect(day.locator('option')).toHaveText([
    'Сегодня, 08.06',
    'Завтра, 09.06',
    'ср, 10.06',
    'чт, 11.06',
    'пт, 12.06',
    'сб, 13.06',
    'вс, 14.06',
  ]);
  await expect(time.locator('option').first()).toHaveText('12:30');
  await expect(time.locator('option').last()).toHaveText('22:30');
  await day.selectOption({ label: 'Завтра, 09.06' });
  await expect(time.locator('option').first()).toHaveText('10:00');
  await time.selectOption('14:30');
  await expect(page.locator('label', { has: atTime })).toContainText('Завтра, 09.06 в 14:30');

  // The choice is the order draft's: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('radio', { name: /Ко времени/ })).toBeChecked();
  await expect(page.getByLabel('День')).toHaveValue('2026-06-09');
  await expect(page.getByLabel('Время')).toHaveValue('14:30');
  expect.soft(describeViolations(await seriousViolations(page)), 'axe on the checkout').toBe('');
  await when(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('checkout-set-time-390.png') });

  const posted = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/orders/v1/orders/at-time',
  );
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  const body = (await posted).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    serviceType: 'PICK_UP',
    branchId: CHILONZOR,
    later: true,
    deliveryAt: '2026-06-09T14:30:00+05:00',
    day: '2026-06-09',
    time: '14:30',
  });

  const notice = page.locator('.toast--success');
  await expect(notice).toContainText('Заказ отправлен');
  await expect(notice).toContainText('Ваш заказ на 14:30, 09.06 отправлен и ждёт подтверждения');
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';

  // The order page shows the set time on the merchant's clock.
  const facts = page.locator('.order__facts');
  await expect(facts.locator('.order__time dt')).toHaveText('Ко времени');
  await expect(facts.locator('.order__time dd')).toHaveText('в 14:30, 09.06');
  // When it was placed reads on the same clock (11:50 in Tashkent, although the phone is in Moscow).
  await expect(facts).toContainText('08.06.2026 11:50');
  await shoot(page, 'order-set-time');

  const order = await storedOrder(page, session, orderId);
  expect(order).toMatchObject({ serviceType: 'PICK_UP', branchId: CHILONZOR, later: true });
  expect(Date.parse(order.deliveryAt ?? '')).toBe(Date.UTC(2026, 5, 9, 9, 30));

  // The list row and the home page's status box say it too; the next order starts as soon as possible.
  await page.goto(own.tenantUrl('burger', '/profile/orders'));
  await expect(page.locator('.order-row__time').first()).toHaveText('На 14:30, 09.06');
  await page.screenshot({ path: test.info().outputPath('orders-list-390.png') });
  await page.goto(own.tenantUrl('burger', '/'));
  await expect(page.locator('.order-box__time').first()).toHaveText('На 14:30, 09.06');
  await page.screenshot({ path: test.info().outputPath('home-status-box-390.png') });
  const draft = await page.evaluate((key) => localStorage.getItem(key), `order-draft:${session.merchantId}`);
  expect(JSON.parse(draft ?? '{}')).toMatchObject({ when: { mode: 'NOW', day: null, time: null } });
});

test('a branch closed now (07:19) says when it opens and offers only set times; the server refuses "now"', async ({
  page,
}) => {
  const session = await checkoutAt(page, '2026-06-08T07:19');

  // Today's hours no longer read as open: each branch says when it opens.
  const card = (name: RegExp) => page.locator('label', { has: page.getByRole('radio', { name }) });
  await expect(card(/Burger Lab Чиланзар/)).toContainText('Сейчас закрыто, откроется в 10:00');
  await expect(card(/Burger Lab Юнусабад/)).toContainText('Сейчас закрыто, откроется в 09:00');
  await expect(when(page).getByRole('status')).toHaveText('Закрыто, откроется в 10:00');
  await expect(page.getByRole('radio', { name: /Как можно скорее/ })).toBeDisabled();
  await expect(
    page.locator('label', { has: page.getByRole('radio', { name: /Как можно скорее/ }) }),
  ).toContainText('Недоступно, пока филиал закрыт');
  await expect(page.getByRole('radio', { name: /Ко времени/ })).toBeChecked();
  await expect(page.getByLabel('День')).toHaveValue('2026-06-08');
  await expect(page.getByLabel('Время').locator('option').first()).toHaveText('10:00');
  await expect(page.getByLabel('Время')).toHaveValue('10:00');
  await shoot(page, 'checkout-closed-now');

  // Straight to the API, "now" is refused with the spec's kind of message.
  const refused = await page.request.post(apiUrl('/orders/v1/orders', own.origin), {
    headers: authHeaders(session),
    data: {
      serviceType: 'PICK_UP',
      orderDevice: 'CLIENT_WEB',
      paymentType: 'CASH',
      branchId: CHILONZOR,
      cartItems: [{ product: { id: VEGGIE, count: 1, costPrice: 1 } }],
    },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { code?: string }).code).toBe('BRANCH_CLOSED');

  const posted = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/orders/v1/orders/at-time',
  );
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  expect((await posted).postDataJSON()).toMatchObject({
    later: true,
    deliveryAt: '2026-06-08T10:00:00+05:00',
  });
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  await expect(page.locator('.order__time dd')).toHaveText('в 10:00, 08.06');
});

test('a "now" order the server refuses (it closed meanwhile) shows its words; after closing the next slots are tomorrow', async ({
  page,
}) => {
  await checkoutAt(page, '2026-06-08T12:00');
  await expect(page.getByRole('radio', { name: /Как можно скорее/ })).toBeChecked();

  // While the customer looks, the branch closes for the night: "now" goes, and is refused.
  setServerClock(tashkent('2026-06-08T23:50'));
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/orders/v1/orders');
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  const refusal = (await (await answer).json()) as { code: string; description?: { ru?: string } };
  expect(refusal.code).toBe('BRANCH_CLOSED');
  const alert = page.locator('.checkout__side [role="alert"]');
  await expect(alert).toHaveText(refusal.description?.ru ?? '');
  await expect(alert).toContainText('завтра в 10:00');
  await expect(page).toHaveURL(/\/checkout$/);

  // The page's own clock still says noon; the hours follow the server's (its Date header).
  await page.reload();
  await expect(when(page).getByRole('status')).toHaveText('Закрыто, откроется завтра в 10:00');
  await expect(
    page.locator('label', { has: page.getByRole('radio', { name: /Burger Lab Чиланзар/ }) }),
  ).toContainText('Сейчас закрыто, откроется завтра в 10:00');
  await expect(page.getByRole('radio', { name: /Как можно скорее/ })).toBeDisabled();
  await expect(page.getByLabel('День').locator('option').first()).toHaveText('Завтра, 09.06');
  await expect(page.getByLabel('Время')).toHaveValue('10:00');
});
