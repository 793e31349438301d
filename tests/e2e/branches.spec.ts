/**
 * Branches (branchesActive) and the pickup branch choice on a map, in the built app against the
 * reference server: the list and map tabs of /branches, the city choice of a merchant with two
 * cities, markers that open the detail drawer, a branch closed today that cannot be chosen, the map
 * tab of the checkout's pickup block, the full-screen maps address/pickup and address/pickup2, and the
 * same inside the Telegram Mini App. axe checks each new screen.
 *
 * The base map (streets, districts) is the map server's: these tests look at the branches' points
 * and the drawer, never at streets.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { type Branch, type City } from '../../src/contract/index.ts';
import { fixtureFiles } from '../../src/contract/fixtures.ts';
import { apiUrl, authHeaders, signInByApi, useSessionInPage, type ApiSession } from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { tapMarker } from './support/map-projection.ts';
import { showServerTimeAs } from './support/server-time.ts';
import { botTokenOf, launchHash, signInitData, simulateTelegramClient } from './support/telegram.ts';
import { tenantUrl, testPort } from './support/urls.ts';
import { renderInTheBrowser } from './support/browser-rendered.ts';
import { holdFiles, STOREFRONT_CODE, untilServerRendered } from './support/before-live.ts';

/** A Sunday at noon, as the storefront reads the server's clock: the burger's Mirabad branch has its day off. */
const SUNDAY_NOON = new Date(2025, 5, 8, 12, 0);

const fixtures = join(import.meta.dirname, '../../fixtures');
const read = (sub: string, file: string): unknown =>
  JSON.parse(readFileSync(join(fixtures, sub, file), 'utf8'));
const branchesOf = (sub: string): Branch[] =>
  fixtureFiles.branches.schema.parse(read(sub, fixtureFiles.branches.file)).items.filter((b) => b.isActive);
const citiesOf = (sub: string): City[] =>
  fixtureFiles.cities.schema.parse(read(sub, fixtureFiles.cities.file)).items;

const burger = branchesOf('burger');
const branchNamed = (branches: Branch[], ru: string): Branch => {
  const found = branches.find((b) => b.name.ru === ru);
  if (!found) throw new Error(`no branch ${ru} in the fixtures`);
  return found;
};
const chilanzar = branchNamed(burger, 'Burger Lab Чиланзар');
const yunusabad = branchNamed(burger, 'Burger Lab Юнусабад');
const mirabad = branchNamed(burger, 'Burger Lab Мирабад');

/** Names of the labels the map draws right now (the map component's own test hook). */
const drawnNames = (map: Locator) =>
  map
    .locator('.map-view__canvas')
    .evaluate(
      (element) => (element as HTMLElement & { renderedNames?: () => string[] }).renderedNames?.() ?? [],
    );

async function audit(page: Page, screen: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => {
      const timing = a.effect?.getTiming();
      const short = timing?.iterations !== Infinity && Number(timing?.duration ?? 0) <= 1000;
      return a.playState !== 'running' || !short;
    }),
  );
  expect.soft(describeViolations(await seriousViolations(page)), `axe on ${screen}`).toBe('');
}

/** A phone screen and a desktop screen, to look at. */
async function shoot(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(700);
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(700);
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`) });
  if (viewport) await page.setViewportSize(viewport);
}

test.use({ viewport: { width: 390, height: 844 } });
// Maps draw on the CPU here (SwiftShader), and the machine may be busy: room beyond the default 30 s.
test.describe.configure({ timeout: 90_000 });
// Routes that rewrite the server's answers (showServerTimeAs) may still be fetching a tile when a test
// ends: let them go quietly instead of failing the next test.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('burger: branches as a list and on a map; a marker opens the detail drawer', async ({ page }) => {
  await showServerTimeAs(page, SUNDAY_NOON);
  await page.goto(tenantUrl('burger'));
  // Guests find the branches in the footer.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Наши филиалы' }).click();
  await expect(page).toHaveURL(tenantUrl('burger', '/branches'));
  await expect(page.getByRole('heading', { level: 1, name: 'Филиалы' })).toBeVisible();
  // One city: no city choice.
  await expect(page.getByLabel('Город')).toHaveCount(0);

  const tabs = page.getByRole('tablist', { name: 'Показать филиалы' });
  await expect(tabs.getByRole('tab', { name: 'Списком' })).toHaveAttribute('aria-selected', 'true');
  const cards = page.getByRole('tabpanel').getByRole('article');
  await expect(cards).toHaveCount(burger.length);
  const card = (branch: Branch) => page.getByRole('article', { name: branch.name.ru });
  await expect(card(chilanzar)).toContainText('Сегодня 10:00–23:00');
  // In the page's language where the fixture gives one (issue 29).
  await expect(card(chilanzar)).toContainText(chilanzar.addressTranslations?.ru ?? chilanzar.address);
  await expect(card(chilanzar).getByRole('link', { name: `Позвонить ${chilanzar.phone}` })).toHaveAttribute(
    'href',
    `tel:${chilanzar.phone}`,
  );
  // Mirabad has its day off on Sunday: the holiday label instead of hours.
  await expect(card(mirabad)).toContainText('Сегодня выходной');
  await audit(page, 'branches list');
  await shoot(page, 'branches-list');

  // The week's hours, from the list.
  await card(mirabad).getByRole('button', { name: 'Часы работы' }).click();
  const drawer = page.getByRole('dialog', { name: mirabad.name.ru });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator('.branch-week__day')).toHaveCount(7);
  await expect(drawer.locator('.branch-week__day--today')).toHaveText(/Воскресенье.*Выходной/);
  await drawer.getByRole('button', { name: 'Закрыть' }).click();
  await expect(drawer).toHaveCount(0);

  // The map tab is its own route; the keyboard stays on the tabs across the change.
  await tabs.getByRole('tab', { name: 'На карте' }).click();
  await expect(page).toHaveURL(tenantUrl('burger', '/branches/map'));
  const panel = page.getByRole('tabpanel', { name: 'На карте' });
  const map = panel.locator('.branch-map');
  await expect(map.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'ready');
  await expect(panel.getByRole('region', { name: 'Карта филиалов' })).toBeVisible();
  await expect.poll(() => drawnNames(map)).toEqual(expect.arrayContaining(burger.map((b) => b.name.ru)));
  await expect(page.getByRole('tab', { name: 'На карте', selected: true })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(tenantUrl('burger', '/branches'));
  await expect(page.getByRole('tab', { name: 'Списком', selected: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(tenantUrl('burger', '/branches/map'));
  await expect(page.getByRole('tab', { name: 'На карте', selected: true })).toBeFocused();

  // Tapping a marker opens the branch's detail drawer; the branches page chooses nothing.
  await tapMarker(map, burger, yunusabad);
  const detail = page.getByRole('dialog', { name: yunusabad.name.ru });
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Часы работы' })).toBeVisible();
  await expect(detail.locator('.branch-week__day')).toHaveCount(7);
  await expect(detail.getByRole('link', { name: `Позвонить ${yunusabad.phone}` })).toHaveAttribute(
    'href',
    `tel:${yunusabad.phone}`,
  );
  await expect(detail).toContainText(yunusabad.addressTranslations?.ru ?? yunusabad.address);
  await expect(detail.getByRole('button', { name: 'Заберу здесь' })).toHaveCount(0);
  await audit(page, 'branch detail drawer');
  await shoot(page, 'branches-detail');
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);
  // The tapped branch is the one marked.
  await expect(panel.getByRole('button', { name: new RegExp(yunusabad.name.ru ?? '') })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await audit(page, 'branches map');
  await shoot(page, 'branches-map');

  // "On the map" from a list card opens the map with that branch marked.
  await page.getByRole('tab', { name: 'Списком' }).click();
  await card(chilanzar).getByRole('button', { name: 'На карте' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/branches/map\\?city=${chilanzar.cityId}&branch=${chilanzar.id}$`),
  );
  await expect(page.getByRole('button', { name: new RegExp(chilanzar.name.ru ?? '') })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

/**
 * Chooses `to` in the city list with the keyboard, as a customer's choice is made. Playwright's
 * selectOption sets the value from a script (an untrusted event): a page not live yet keeps only a
 * customer's choices to make again (app/ssr/early-taps.ts), and hydration sets the server's city back.
 */
async function chooseCity(page: Page, list: Locator, cities: City[], from: City, to: City) {
  const steps = cities.indexOf(to) - cities.indexOf(from);
  await list.focus();
  for (let step = 0; step < Math.abs(steps); step++)
    await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
}

/** The demo tenant with two cities: its cities, the main one, another one, and the branches of each. */
async function dastarkhanCities(page: Page) {
  const cities = citiesOf('dastarkhan');
  const branches = branchesOf('dastarkhan');
  // The test follows the fixtures.
  expect(cities.length).toBeGreaterThan(1);
  const merchant = (await (await page.request.get(apiUrl('/users/v1/merchants/sub/dastarkhan'))).json()) as {
    mainCityId: number;
  };
  const main = cities.find((c) => c.id === merchant.mainCityId) ?? cities[0];
  const other = cities.find((c) => c.id !== main?.id);
  if (!main || !other) throw new Error('dastarkhan needs two cities');
  const inCity = (city: City) => branches.filter((b) => b.cityId === city.id);
  return { cities, main, other, inCity };
}

test('dastarkhan: the city choice shows with two cities and the branches follow the city', async ({
  page,
}) => {
  const { cities, main, other, inCity } = await dastarkhanCities(page);
  await page.context().addCookies([{ name: 'lang', value: 'ru', url: tenantUrl('dastarkhan') }]);
  await page.goto(tenantUrl('dastarkhan', '/branches'));

  const select = page.getByLabel('Город');
  await expect(select).toBeVisible();
  await expect(select.locator('option')).toHaveText(cities.map((c) => c.name.ru ?? ''));
  await expect(select).toHaveValue(String(main.id));
  await expect(page.getByRole('article')).toHaveCount(inCity(main).length);

  const byCity = page.waitForRequest((r) => r.url().includes(`/users/v1/branches/full?cityId=${other.id}`));
  await chooseCity(page, select, cities, main, other);
  await byCity;
  await expect(page).toHaveURL(new RegExp(`/branches\\?city=${other.id}$`));
  await expect(page.getByRole('article')).toHaveCount(inCity(other).length);
  for (const branch of inCity(other))
    await expect(page.getByRole('article', { name: branch.name.ru })).toBeVisible();

  // The map tab keeps the city.
  await page.getByRole('tab', { name: 'На карте' }).click();
  await expect(page).toHaveURL(new RegExp(`/branches/map\\?city=${other.id}$`));
  await expect(page.getByLabel('Город')).toHaveValue(String(other.id));
  const map = page.locator('.branch-map');
  await expect(map.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'ready');
  await expect
    .poll(() => drawnNames(map))
    .toEqual(expect.arrayContaining(inCity(other).map((b) => b.name.ru)));
  await audit(page, 'branches map with a city choice');
  await shoot(page, 'branches-two-cities');
});

test('dastarkhan: a city chosen before the page is live is kept once it is', async ({ page }) => {
  const { cities, main, other, inCity } = await dastarkhanCities(page);
  await page.context().addCookies([{ name: 'lang', value: 'ru', url: tenantUrl('dastarkhan') }]);
  // A first render slower than a visitor waits comes browser-rendered: wait for the rendered page.
  const branchesPage = tenantUrl('dastarkhan', '/branches');
  await untilServerRendered(page.request, `http://localhost:${testPort}`, branchesPage, {
    cookie: 'lang=ru',
  });
  // The server's page is on screen; the storefront's code is held (only boot.ts has run).
  const release = await holdFiles(page, STOREFRONT_CODE);
  await page.goto(branchesPage, { waitUntil: 'commit' });
  await expect(page.locator('html[data-early-hold]')).toHaveCount(1);
  const select = page.getByLabel('Город');
  await chooseCity(page, select, cities, main, other);
  await expect(select).toHaveValue(String(other.id));
  release();
  // Hydration sets the server's city back; the held choice is made again once the page is live.
  await expect(page.locator('html')).toHaveAttribute('data-live', '', { timeout: 10_000 });
  await expect(page).toHaveURL(new RegExp(`/branches\\?city=${other.id}$`));
  await expect(select).toHaveValue(String(other.id));
  await expect(page.getByRole('article')).toHaveCount(inCity(other).length);
});

test('branches: loading fails, then a retry shows them; another language; a city without branches says so', async ({
  page,
}) => {
  // The app retries a failed query once by itself: both tries fail. (The browser's own call: a
  // server-rendered page would carry the branches.)
  await renderInTheBrowser(page);
  let failures = 2;
  await page.route('**/api/users/v1/branches/full*', async (route) => {
    if (failures-- > 0) return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    return route.fallback();
  });
  await page.goto(tenantUrl('burger', '/branches'));
  const error = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить филиалы' });
  await expect(error).toBeVisible();
  await error.getByRole('button', { name: 'Попробовать снова' }).click();
  await expect(page.getByRole('article')).toHaveCount(burger.length);

  await page.route('**/api/users/v1/branches/full*', (route) =>
    route.fulfill({ contentType: 'application/json', body: '[]' }),
  );
  await page.goto(tenantUrl('burger', '/branches/map'));
  await expect(page.getByRole('heading', { name: 'Филиалов пока нет' })).toBeVisible();
  await expect(page.locator('[data-map-state]')).toHaveCount(0);

  // The screen's texts came with it; a new language brings them again, in that language.
  await page.getByRole('button', { name: 'Язык интерфейса' }).click();
  await page.getByRole('button', { name: "O'zbekcha" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Filiallar' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Xarita' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: "Hozircha filiallar yo'q" })).toBeVisible();
});

/** Puts lines into a brand's basket the way the storefront stores them. */
async function fillBasket(page: Page, session: ApiSession, lines: { productId: number; count: number }[]) {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `basket:${session.merchantId}`,
    value: JSON.stringify({ lines: lines.map((l) => ({ ...l, modificationIds: [] })) }),
  });
}

const draftBranch = (page: Page, merchantId: number) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { branchId?: number | null }).branchId ?? null,
    `order-draft:${merchantId}`,
  );

test('checkout: pickup chosen on the map tab; a branch closed today cannot be chosen; the order goes there', async ({
  page,
  request,
}) => {
  await showServerTimeAs(page, SUNDAY_NOON);
  const session = await signInByApi(request, 'burger');
  await useSessionInPage(page, tenantUrl('burger'), session);
  // 101008: Вегги бургер, without options, sold in every branch.
  await fillBasket(page, session, [{ productId: 101008, count: 1 }]);
  await page.goto(tenantUrl('burger', '/checkout'));
  // The burger delivers too, and preselects delivery on the web: the customer picks pickup.
  await page.getByRole('group', { name: 'Как получить заказ' }).getByText('Самовывоз').click();

  // The main branch is preselected on the list tab, as before.
  await expect(page.getByRole('radio', { name: new RegExp(chilanzar.name.ru ?? '') })).toBeChecked();
  const tabs = page.getByRole('tablist', { name: 'Показать филиалы' });
  await tabs.getByRole('tab', { name: 'На карте' }).click();
  const map = page.locator('.pickup .branch-map');

  // Mirabad is closed on Sunday: its drawer says so and its select button is disabled.
  await tapMarker(map, burger, mirabad);
  const closed = page.getByRole('dialog', { name: mirabad.name.ru });
  await expect(closed).toBeVisible();
  await expect(closed).toContainText('Сегодня выходной');
  const selectClosed = closed.getByRole('button', { name: 'Заберу здесь' });
  await expect(selectClosed).toBeDisabled();
  await expect(selectClosed).toHaveAccessibleDescription('Сегодня филиал закрыт, его нельзя выбрать.');
  await audit(page, 'pickup detail drawer, closed today');
  await shoot(page, 'checkout-pickup-closed');
  await closed.getByRole('button', { name: 'Закрыть' }).click();
  expect(await draftBranch(page, session.merchantId)).toBe(chilanzar.id);

  // Yunusabad is open: choosing it stores it on the order and closes the drawer.
  await tapMarker(map, burger, yunusabad);
  const open = page.getByRole('dialog', { name: yunusabad.name.ru });
  await open.getByRole('button', { name: 'Заберу здесь' }).click();
  await expect(open).toHaveCount(0);
  await expect.poll(() => draftBranch(page, session.merchantId)).toBe(yunusabad.id);
  await expect(map.getByRole('button', { name: new RegExp(yunusabad.name.ru ?? '') })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await audit(page, 'checkout pickup map tab');
  await shoot(page, 'checkout-pickup-map');
  await tabs.getByRole('tab', { name: 'Списком' }).click();
  await expect(page.getByRole('radio', { name: new RegExp(yunusabad.name.ru ?? '') })).toBeChecked();

  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/orders/v1/orders'),
  );
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as { id: number };
  const stored = await request.get(apiUrl(`/orders/v1/orders/${id}`), { headers: authHeaders(session) });
  expect(await stored.json()).toMatchObject({ serviceType: 'PICK_UP', branchId: yunusabad.id });
});

test('address/pickup: the full-screen map with a list tab; address/pickup2: the map alone', async ({
  page,
  request,
}) => {
  await showServerTimeAs(page, SUNDAY_NOON);
  const session = await signInByApi(request, 'burger');
  await useSessionInPage(page, tenantUrl('burger'), session);
  await fillBasket(page, session, [{ productId: 101008, count: 1 }]);
  await page.goto(tenantUrl('burger', '/checkout'));
  await page.getByRole('group', { name: 'Как получить заказ' }).getByText('Самовывоз').click();
  await page.getByRole('tab', { name: 'На карте' }).click();
  await page.getByRole('link', { name: 'Открыть карту на весь экран' }).click();
  await expect(page).toHaveURL(tenantUrl('burger', '/address/pickup'));
  await expect(page.getByRole('heading', { level: 1, name: 'Где заберёте заказ' })).toBeVisible();
  // The map layout: no site header or footer around the map.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'На карте' })).toHaveAttribute('aria-selected', 'true');
  const map = page.locator('.pickup-map .branch-map');
  await expect(map.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'ready');
  await audit(page, 'address/pickup map');
  await shoot(page, 'address-pickup-map');

  // On the list a closed branch cannot even be marked; an open one is marked until confirmed.
  await page.getByRole('tab', { name: 'Списком' }).click();
  await expect(page.getByRole('radio', { name: new RegExp(mirabad.name.ru ?? '') })).toBeDisabled();
  await page.getByText(yunusabad.name.ru ?? '').click();
  await expect(page.getByRole('radio', { name: new RegExp(yunusabad.name.ru ?? '') })).toBeChecked();
  expect(await draftBranch(page, session.merchantId)).toBe(chilanzar.id);
  await audit(page, 'address/pickup list');
  await shoot(page, 'address-pickup-list');
  await page.getByRole('button', { name: 'Заберу здесь' }).click();
  await expect(page).toHaveURL(tenantUrl('burger', '/checkout'));
  await expect(page.getByRole('radio', { name: new RegExp(yunusabad.name.ru ?? '') })).toBeChecked();

  // pickup2: the map alone; a marker's drawer chooses the branch and returns to the checkout.
  await page.goto(tenantUrl('burger', '/address/pickup2'));
  await expect(page.getByRole('tablist')).toHaveCount(0);
  const only = page.locator('.pickup-map .branch-map');
  await tapMarker(only, burger, mirabad);
  await expect(
    page.getByRole('dialog', { name: mirabad.name.ru }).getByRole('button', { name: 'Заберу здесь' }),
  ).toBeDisabled();
  await page.keyboard.press('Escape');
  await tapMarker(only, burger, chilanzar);
  await page
    .getByRole('dialog', { name: chilanzar.name.ru })
    .getByRole('button', { name: 'Заберу здесь' })
    .click();
  await expect(page).toHaveURL(tenantUrl('burger', '/checkout'));
  await expect(page.getByRole('radio', { name: new RegExp(chilanzar.name.ru ?? '') })).toBeChecked();
  expect(await draftBranch(page, session.merchantId)).toBe(chilanzar.id);
});

test('Telegram Mini App: the branches map and its drawer', async ({ page }) => {
  const initData = signInitData(botTokenOf('burger'), {
    id: 800_000 + Math.floor(Math.random() * 99_999),
    first_name: 'Guest',
    language_code: 'ru',
  });
  // The customer declines to share the contact: a guest, who still finds the branches.
  await simulateTelegramClient(page, null);
  await page.goto(tenantUrl('burger', `/${launchHash(initData)}`));
  await expect(page.locator('.pcard').first()).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Наши филиалы' }).click();
  await page.getByRole('tab', { name: 'На карте' }).click();
  await expect(page).toHaveURL(tenantUrl('burger', '/branches/map'));
  const map = page.locator('.branch-map');
  await tapMarker(map, burger, chilanzar);
  const detail = page.getByRole('dialog', { name: chilanzar.name.ru });
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('link', { name: `Позвонить ${chilanzar.phone}` })).toBeVisible();
  await shoot(page, 'telegram-branches-detail');
});

test('the profile lists the branches entry', async ({ page, request }) => {
  const session = await signInByApi(request, 'burger');
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.goto(tenantUrl('burger', '/profile'));
  await page.getByRole('navigation').getByRole('link', { name: 'Филиалы', exact: true }).click();
  await expect(page).toHaveURL(tenantUrl('burger', '/branches'));
  await expect(page.getByRole('article')).toHaveCount(burger.length);
});
