/**
 * Following a delivery on the map (/profile/orders/:id/map). The delivery is placed through the API
 * (the checkout's delivery block is built elsewhere) and moved along with the development status
 * switch, which also drives the reference server's simulated courier. The branch takes orders only
 * in its hours, so the spec runs a reference server of its own on a clock set to a Monday noon in
 * Tashkent (the harness's `now` option).
 */
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiUrl,
  authHeaders,
  signInByApi,
  uniquePhone,
  useSessionInPage,
  type ApiSession,
} from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { botTokenOf, launchHash, signInitData, simulateTelegramClient } from './support/telegram.ts';
import { moveOrder } from './support/orders.ts';

const repo = path.join(import.meta.dirname, '../..');

/** Burger: Veggie burger; Chilonzor branch (41.285632, 69.203541) delivers into the Chilonzor zone. */
const VEGGIE = 101008;
const CHILONZOR = 100011;
/** A house inside the Chilonzor zone, 2.3 km from the branch. */
const HOME = { latitude: 41.296, longitude: 69.228 };

/** Monday 2026-06-08, 12:00 in Tashkent: every branch delivers. */
const NOON = Date.parse('2026-06-08T12:00:00+05:00');
const startedAt = Date.now();
const serverNow = () => NOON + (Date.now() - startedAt);

let own: OwnServer;

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  own = await startOwnServer([path.join(repo, 'fixtures/burger')], {
    now: serverNow,
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

test.afterEach(() => {
  expect(own.errors, 'the server logged errors').toEqual([]);
});

async function placeDelivery(request: APIRequestContext, session: Pick<ApiSession, 'token' | 'merchantId'>) {
  const response = await request.post(apiUrl('/orders/v1/orders', own.origin), {
    headers: { merchant: String(session.merchantId), Authorization: `Bearer ${session.token}` },
    data: {
      serviceType: 'DELIVERY',
      orderDevice: 'CLIENT_WEB',
      paymentType: 'CASH',
      branchId: CHILONZOR,
      address: {
        ...HOME,
        name: 'Дом',
        streetName: 'Bunyodkor shoh ko‘chasi',
        houseNumber: '7',
        description: 'Bunyodkor shoh ko‘chasi, 7',
      },
      cartItems: [{ product: { id: VEGGIE, count: 2, costPrice: 1 } }],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { id: number; number: number };
}

interface CourierAnswer {
  name: string | null;
  latitude: number | null;
  longitude: number | null;
  courierStatus: string | null;
}

async function courierOf(
  request: APIRequestContext,
  session: ApiSession,
  id: number,
): Promise<CourierAnswer> {
  const response = await request.get(apiUrl(`/deliveries/v1/delivery/courier/${id}`, own.origin), {
    headers: authHeaders(session),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CourierAnswer;
}

const status = (page: Page) => page.locator('.tracking__status');
const mapBox = (page: Page) => page.locator('.tracking__map');
const courierSpot = (page: Page) =>
  mapBox(page).evaluate((box) => `${box.dataset.courierLat ?? ''},${box.dataset.courierLon ?? ''}`);

/** The map has drawn (Chromium runs WebGL on SwiftShader; the server serves the style and tiles). */
async function mapReady(page: Page): Promise<void> {
  await expect(mapBox(page).locator('[data-map-state]')).toHaveAttribute('data-map-state', 'ready', {
    timeout: 15_000,
  });
}

/** The names the map draws right now (its labels: streets, and the branch, the address, the courier). */
const drawnNames = (page: Page) =>
  mapBox(page)
    .locator('.map-view__canvas')
    .evaluate((box) => (box as HTMLElement & { renderedNames?: () => string[] }).renderedNames?.() ?? []);

test('a delivery on the map: no courier yet, then found, driving (it moves between reads), delivered', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const session = await signInByApi(page.request, 'burger', undefined, own.origin);
  const order = await placeDelivery(page.request, session);
  await useSessionInPage(page, own.tenantUrl('burger'), session);
  // Before a courier takes the order nothing is asked that answers 404, and nothing is left
  // unhandled: the browser's console stays clean.
  const notFound: string[] = [];
  const uncaught: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) notFound.push(response.url());
  });
  page.on('pageerror', (error) => uncaught.push(`${error.name}: ${error.message}`));

  // The order page of a delivery under way offers the map.
  await page.goto(own.tenantUrl('burger', `/profile/orders/${order.id}`));
  await page.getByRole('link', { name: 'Отследить на карте' }).click();
  await expect(page).toHaveURL(own.tenantUrl('burger', `/profile/orders/${order.id}/map`));
  await expect(page.getByRole('heading', { name: `Где заказ № ${order.number}` })).toBeVisible();

  // No courier yet: the empty state, with the branch and the address.
  await expect(status(page)).toHaveText('Курьер ещё не назначен');
  await expect(page.getByText('Покажем курьера здесь, как только он возьмёт ваш заказ.')).toBeVisible();
  await expect(page.locator('.tracking__facts')).toContainText('Burger Lab Чиланзар');
  await expect(page.locator('.tracking__facts')).toContainText('Bunyodkor shoh ko‘chasi, 7');
  expect(await courierSpot(page)).toBe(',');
  await mapReady(page);
  await expect.poll(() => drawnNames(page), { timeout: 20_000 }).toContain('Burger Lab Чиланзар');
  expect.soft(describeViolations(await seriousViolations(page)), 'axe on the tracking page').toBe('');
  await page.screenshot({ path: test.info().outputPath('tracking-no-courier-390.png') });

  // The kitchen accepts and cooks: a courier is looked for, then found, waiting at the branch.
  await moveOrder(page.request, session.merchantId, order.id, { status: 'ACCEPTED', origin: own.origin });
  await expect(status(page)).toHaveText('Ищем курьера');
  await page.waitForTimeout(4_500); // one refresh of the tracking screen
  expect(notFound, 'no 404 while no courier is assigned').toEqual([]);
  await moveOrder(page.request, session.merchantId, order.id, {
    status: 'COOKING',
    courierKmh: 60,
    origin: own.origin,
  });
  await expect(status(page)).toHaveText('Курьер найден');
  expect(uncaught).toEqual([]);
  await expect.poll(() => courierSpot(page)).toBe('41.285632,69.203541');

  // On the way: the status text changes and the courier moves between two reads, on the page and
  // at the courier endpoint alike.
  // Fast (400 km/h), so the 3 km take half a minute.
  await moveOrder(page.request, session.merchantId, order.id, {
    status: 'ON_WAY',
    courierKmh: 400,
    origin: own.origin,
  });
  await expect(status(page)).toHaveText('Курьер забрал заказ и едет к вам');
  // One arrival time: the order's, as its page says it, not a second one from the courier's drive.
  const stored = await page.request.get(apiUrl(`/orders/v1/orders/${order.id}`, own.origin), {
    headers: authHeaders(session),
  });
  const { expectedAt } = (await stored.json()) as { expectedAt: string };
  const wall = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Tashkent',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(expectedAt));
  await expect(page.locator('.tracking__eta')).toContainText(wall);
  const first = await courierOf(page.request, session, order.id);
  await expect.poll(() => courierSpot(page)).not.toBe('41.285632,69.203541');
  const seen = await courierSpot(page);
  await expect.poll(() => courierSpot(page), { timeout: 15_000 }).not.toBe(seen);
  const second = await courierOf(page.request, session, order.id);
  expect(first.courierStatus).toBe('PERFORMER_PICKUPED');
  expect([second.latitude, second.longitude]).not.toEqual([first.latitude, first.longitude]);
  // The route runs along the branch's latitude first, east towards the address.
  expect(second.longitude ?? 0).toBeGreaterThan(first.longitude ?? 0);
  await expect(page.locator('.tracking__facts')).toContainText('+998');
  await expect(page.locator('.tracking__eta')).toContainText('Ожидается в');
  // The map draws the courier, named, once clear of the branch's label.
  await expect.poll(() => drawnNames(page), { timeout: 20_000 }).toContain(first.name);
  await page.screenshot({ path: test.info().outputPath('tracking-on-way-390.png') });

  // At the end of the way the courier has arrived (by the server's clock, not the switch).
  await expect(status(page)).toHaveText('Курьер приехал по адресу', { timeout: 45_000 });

  // Delivered: the last word, and the screen stops asking.
  await moveOrder(page.request, session.merchantId, order.id, { status: 'DELIVERED', origin: own.origin });
  await expect(status(page)).toHaveText('Заказ доставлен');
  await expect(page.getByText('Этот заказ уже не в пути.')).toBeVisible();
  await expect.poll(() => courierSpot(page)).toBe(`${HOME.latitude},${HOME.longitude}`);
  let courierCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/deliveries/v1/delivery/courier/')) courierCalls += 1;
  });
  await page.waitForTimeout(9_000);
  expect(courierCalls).toBe(0);
  await page.screenshot({ path: test.info().outputPath('tracking-delivered-390.png') });

  // A finished delivery is no longer offered on the map.
  await page.goto(own.tenantUrl('burger', `/profile/orders/${order.id}`));
  await expect(page.getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Отследить на карте' })).toHaveCount(0);
});

test('a map slower than the 5 s wait shows the one-line fallback, then comes in once it has loaded', async ({
  page,
}) => {
  const session = await signInByApi(page.request, 'burger', undefined, own.origin);
  const order = await placeDelivery(page.request, session);
  await useSessionInPage(page, own.tenantUrl('burger'), session);
  // The style answer is held until the page has given up waiting (a busy phone, a slow network).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/map/v1/style.json*', async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto(own.tenantUrl('burger', `/profile/orders/${order.id}/map`));
  const map = mapBox(page).locator('[data-map-state]');
  await expect(map).toHaveAttribute('data-map-failure', 'timeout', { timeout: 20_000 });
  await expect(mapBox(page).locator('.tracking__no-map')).toBeVisible();

  release();
  await mapReady(page);
  await expect(map).not.toHaveAttribute('data-map-failure');
  await expect(mapBox(page).locator('.tracking__no-map')).toHaveCount(0);
  // Drawn into the box on the screen, at its size: not into one left behind when the fallback showed.
  await expect.poll(() => drawnNames(page), { timeout: 20_000 }).toContain('Burger Lab Чиланзар');
  expect((await mapBox(page).locator('.map-view__canvas canvas').boundingBox())?.height ?? 0).toBeGreaterThan(
    200,
  );
});

test('a guest is sent to sign in; a failed order read offers a retry; another language brings the texts again', async ({
  page,
}) => {
  await page.goto(own.tenantUrl('burger', '/profile/orders/1/map'));
  await expect(page).toHaveURL(own.tenantUrl('burger', '/login'));

  const session = await signInByApi(page.request, 'burger', undefined, own.origin);
  const order = await placeDelivery(page.request, session);
  await useSessionInPage(page, own.tenantUrl('burger'), session);
  let failing = true;
  await page.route(`**/api/orders/v1/orders/${order.id}`, (route) =>
    failing
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"UNAVAILABLE"}' })
      : route.fallback(),
  );
  await page.goto(own.tenantUrl('burger', `/profile/orders/${order.id}/map`));
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Не удалось узнать, где ваш заказ', { timeout: 15_000 });
  failing = false;
  await alert.getByRole('button', { name: 'Повторить' }).click();
  await expect(status(page)).toHaveText('Курьер ещё не назначен');

  // The screen's texts come with it; another language brings them again, in that language.
  await page.getByRole('button', { name: 'Язык интерфейса' }).click();
  await page.getByRole('button', { name: "O'zbekcha" }).click();
  await expect(status(page)).toHaveText('Kuryer hali tayinlanmagan');
  await expect(page.getByRole('heading', { name: `Buyurtma № ${order.number} qayerda` })).toBeVisible();
});

test('inside the Telegram Mini App the tracking page follows the courier too', async ({ browser }) => {
  const telegramId = 800_000 + Math.floor(Math.random() * 100_000);
  const phone = uniquePhone();
  const initData = signInitData(
    botTokenOf('burger'),
    { id: telegramId, first_name: 'Aziz', language_code: 'uz' },
    Math.floor(serverNow() / 1000),
  );
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await simulateTelegramClient(page, { phone_number: phone.slice(1), first_name: 'Aziz' });
  await page.goto(own.tenantUrl('burger', `/${launchHash(initData)}`));
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('session:'))))
    .toHaveLength(1);
  const stored = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('session:')) ?? '';
    return { key, value: localStorage.getItem(key) ?? '{}' };
  });
  const { token, user } = JSON.parse(stored.value) as { token: string; user: ApiSession['user'] };
  const session: ApiSession = { token, user, merchantId: Number(stored.key.slice('session:'.length)) };

  const order = await placeDelivery(page.request, session);
  await moveOrder(page.request, session.merchantId, order.id, {
    status: 'COOKING',
    courierKmh: 60,
    origin: own.origin,
  });
  await moveOrder(page.request, session.merchantId, order.id, {
    status: 'ON_WAY',
    courierKmh: 60,
    origin: own.origin,
  });
  await page.goto(own.tenantUrl('burger', `/profile/orders/${order.id}/map${launchHash(initData)}`));
  // The messenger's language (uz) is the page's: the spec's Uzbek courier texts.
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  await expect(status(page)).toHaveText("Kuryer buyurtmani olib, yo'lga chiqdi");
  const seen = await courierSpot(page);
  expect(seen).not.toBe(',');
  await expect.poll(() => courierSpot(page), { timeout: 15_000 }).not.toBe(seen);
  await mapReady(page);
  await expect.poll(() => drawnNames(page), { timeout: 20_000 }).toContain('Burger Lab Chilonzor');
  await page.screenshot({ path: test.info().outputPath('tracking-telegram-390.png') });
  await context.close();
});
