/**
 * The order's timing beside "now" and "a set time" (spec: now, later, or a set time): "later" is a
 * window of the branch's slots, day/time to day2/time2, and a delivery asks for a comment for the
 * courier. A burger delivery placed "later" with a courier comment: the request carries both, the
 * customer's order page shows the window and the comment, and so does the console's order screen.
 * Pickup asks for no courier comment. The suite's server runs in a Tashkent afternoon.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiUrl, authHeaders, signInByApi, useSessionInPage } from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { openConsole, staffSignInByApi, type StaffSession } from './support/console.ts';
import { BURGER_VEGGIE } from './support/orders.ts';
import { tenantUrl } from './support/urls.ts';

/** Burger's second manager (fixtures/burger/staff.json): signed in by this spec only. */
const DISPATCHER = '+998970010004';
/** Near the burger's Чиланзар branch, inside the Chilonzor zone. */
const HOME = {
  type: 'HOUSE',
  name: 'Дом',
  streetName: 'Bunyodkor',
  description: 'Bunyodkor, Tashkent',
  latitude: 41.2856,
  longitude: 69.2035,
};
const COMMENT = 'Позвоните у ворот, код 45';
/** Two veggie burgers (2 × 34 000): above the zone's delivery minimum of 40 000. */
const COUNT = 2;

let dispatcher: StaffSession;

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  test.setTimeout(150_000);
  dispatcher = await staffSignInByApi(request, 'burger', DISPATCHER);
});

test.use({ viewport: { width: 390, height: 844 } });

const when = (page: Page) => page.locator('section[aria-labelledby="checkout-when"]');
const courierField = (page: Page) => page.getByLabel('Комментарий для курьера');
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** "2026-06-09" → "09.06", as the order page writes a day. */
const dayMonth = (date: string) => date.split('-').reverse().slice(0, 2).join('.');

test('a delivery "later", in a window, with a courier comment: sent, shown on the order page and in the console', async ({
  page,
  browser,
}) => {
  const session = await signInByApi(page.request, 'burger');
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.evaluate(
    ({ merchantId, veggie, home, count }) => {
      localStorage.setItem(
        `basket:${merchantId}`,
        JSON.stringify({ lines: [{ productId: veggie, count, modificationIds: [] }] }),
      );
      localStorage.setItem(
        `order-draft:${merchantId}`,
        JSON.stringify({ serviceType: 'DELIVERY', address: home }),
      );
    },
    { merchantId: session.merchantId, veggie: BURGER_VEGGIE, home: HOME, count: COUNT },
  );
  await page.goto(tenantUrl('burger', '/checkout'));
  const services = page.getByRole('group', { name: 'Как получить заказ' });
  await expect(services.getByRole('radio', { name: 'Доставка' })).toBeChecked({
    // The first visit of a cold build on a busy machine takes its time.
    timeout: 30_000,
  });
  await expect(page.getByTestId('delivery-price')).toHaveText(/\d/, { timeout: 10_000 });

  // Only a delivery has a courier to tell.
  await expect(courierField(page)).toBeVisible();
  await services.getByText('Самовывоз').click();
  await expect(courierField(page)).toHaveCount(0);
  await services.getByText('Доставка').click();
  await expect(page.getByTestId('delivery-price')).toHaveText(/\d/, { timeout: 10_000 });

  // "Later": a day, the window's start and its end (an hour after the start unless chosen).
  const later = page.getByRole('radio', { name: /Позже, в интервал/ });
  await expect(later).toBeEnabled();
  await when(page).getByText('Позже, в интервал').click();
  await expect(later).toBeChecked();
  const day = when(page).getByLabel('День');
  const from = when(page).getByLabel('С', { exact: true });
  const until = when(page).getByLabel('До', { exact: true });
  await expect(from).toBeVisible();
  await day.selectOption({ index: 1 });
  await from.selectOption({ index: 2 });
  const ends = until.locator('option');
  // The window ends at a later slot of the same day: at least one follows the start.
  await expect(ends.first()).toBeAttached();
  await until.selectOption({ index: Math.min(2, (await ends.count()) - 1) });
  const [dayValue, fromValue, untilValue] = [
    await day.inputValue(),
    await from.inputValue(),
    await until.inputValue(),
  ];
  expect(untilValue > fromValue).toBe(true);
  await expect(page.locator('label', { has: later })).toContainText(`${fromValue}–${untilValue}`);

  await courierField(page).fill(COMMENT);
  expect.soft(describeViolations(await seriousViolations(page)), 'axe on the checkout').toBe('');
  await when(page).scrollIntoViewIfNeeded();
  await shoot(page, 'checkout-later-window');

  const posted = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/orders/v1/orders/at-time',
  );
  const place = page.locator('form.checkout').getByRole('button', { name: 'Оформить заказ' });
  await expect(place).toBeEnabled();
  await place.click();
  expect((await posted).postDataJSON()).toMatchObject({
    serviceType: 'DELIVERY',
    later: true,
    day: dayValue,
    time: fromValue,
    day2: dayValue,
    time2: untilValue,
    courierComment: COMMENT,
  });
  await expect(page.locator('.toast--success')).toContainText(`${fromValue}–${untilValue}`);
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // The customer's order page: the window on the merchant's clock, and the courier's comment.
  const facts = page.locator('.order__facts');
  await expect(facts.locator('.order__time dt')).toHaveText('Интервал');
  await expect(facts.locator('.order__time dd')).toHaveText(
    `${fromValue}–${untilValue}, ${dayMonth(dayValue)}`,
  );
  await expect(facts).toContainText('Комментарий для курьера');
  await expect(facts).toContainText(COMMENT);
  await shoot(page, 'order-later-window');

  // Kept as sent.
  const stored = await page.request.get(apiUrl(`/orders/v1/orders/${id}`), { headers: authHeaders(session) });
  expect(await stored.json()).toMatchObject({
    status: 'AT_TIME',
    day: dayValue,
    time: fromValue,
    day2: dayValue,
    time2: untilValue,
    courierComment: COMMENT,
  });

  // The console's order screen says the same to the kitchen and the courier.
  const consolePage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await openConsole(consolePage, dispatcher, `/orders/${id}`);
  const dotted = dayValue.split('-').reverse().join('.');
  await expect(consolePage.getByTestId('order-when')).toHaveText(
    `Deliver between: ${dotted} ${fromValue}–${untilValue}`,
  );
  await expect(consolePage.locator('.facts')).toContainText(`Comment for the courier${COMMENT}`);
  await consolePage.screenshot({ path: test.info().outputPath('console-order-later.png'), fullPage: true });
  await consolePage.context().close();
});
