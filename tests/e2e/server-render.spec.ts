/**
 * Server-rendered pages (src/app/ssr/entry-server.tsx, src/server/pages/server-render.ts): without
 * JavaScript, home, a category, a product and a policy show their content in the visitor's language
 * and direction; with JavaScript, the page is hydrated: the server's DOM stays (nothing flashes), the
 * console stays clean, and nothing the page carried is fetched again.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { localize } from '../../src/core/i18n/localize.ts';
import { activeDemoTenants, firstProduct } from './support/demo-tenants.ts';
import { holdFiles, STOREFRONT_CODE, untilServerRendered } from './support/before-live.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

// A server of its own with three tenants, so their first renders are ready before the tests start.
let own: OwnServer;
test.beforeAll(async () => {
  // Three tenants' first renders (the grocery's large menu among them) on a machine running the suite.
  test.setTimeout(180_000);
  const fixtures = path.join(import.meta.dirname, '../../fixtures');
  own = await startOwnServer(
    ['burger', 'cafe', 'grocery'].map((sub) => path.join(fixtures, sub)),
    { serverRender: true },
  );
  // A cold server answers with the browser-rendered page while its first renders take longer than
  // a visitor waits (server-render.ts): wait until each tenant's page comes rendered.
  for (const sub of ['burger', 'cafe', 'grocery']) {
    await expect
      .poll(async () => (await fetch(`${own.origin}/?vendor=${sub}`)).text(), { timeout: 60_000 })
      .toContain('id="rendered-page"');
  }
});
test.afterAll(async () => {
  await own.server.close();
});
const tenantUrl = (sub: string, page = '/') => own.tenantUrl(sub, page);

const tenant = (sub: string) => {
  const found = activeDemoTenants().find((t) => t.sub === sub);
  if (!found) throw new Error(`demo tenant ${sub} is missing`);
  return found;
};
const burger = tenant('burger');
const cafe = tenant('cafe');
const grocery = tenant('grocery');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home shows the menu, its categories and products', async ({ page }) => {
    const { name, categoryName } = firstProduct(burger);
    await page.goto(tenantUrl('burger'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { name: categoryName }).first()).toBeVisible();
    await expect(page.locator('.pcard').filter({ hasText: name }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'О компании' })).toBeVisible();
  });

  test('a language link renders the page in that language, Arabic right to left', async ({ page }) => {
    // The cafe shows its categories as cards: their names, in Arabic.
    const { category, categoryName } = firstProduct(cafe);
    const arabic = localize(category.name, 'ar');
    expect(arabic).not.toBe(categoryName);
    await page.goto(tenantUrl('cafe', '/ar/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText(arabic).first()).toBeVisible();
  });

  test('a product page shows the product, its price and description', async ({ page }) => {
    const { product, name } = firstProduct(burger);
    await page.goto(tenantUrl('burger', `/en/product/${product.id}`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const english = localize(product.name, 'en');
    await expect(page.getByRole('heading', { name: english, level: 1 })).toBeVisible();
    expect(english).not.toBe(name);
    await expect(page.locator('main')).toContainText(/\d/);
    // Its photo is the page's main picture: fetched first, and the code waits for it (boot.ts).
    const main = page.locator('img[fetchpriority="high"]');
    await expect(main).toHaveCount(1);
    await expect(main).toHaveAttribute('alt', english);
  });

  test('a category page lists its products', async ({ page }) => {
    const { category } = firstProduct(grocery);
    await page.goto(tenantUrl('grocery', `/category?id=${category.id}`));
    const second = category.products[1] ?? category.products[0];
    await expect(page.getByText(localize(second?.name ?? {}, 'ru')).first()).toBeVisible();
  });

  test('the about page shows the merchant text', async ({ page }) => {
    await page.goto(tenantUrl('burger', '/about'));
    await expect(page.getByRole('heading', { name: 'О компании Burger Lab' })).toBeVisible();
  });

  test("vacancies and the merchant's extra pages are rendered too", async ({ page }) => {
    await page.goto(tenantUrl('burger', '/vacancy'));
    await expect(page.getByText('Повар-бургермейкер').first()).toBeVisible();
    await page.goto(tenantUrl('burger', '/extra2'));
    await expect(page.getByRole('heading', { name: 'Как мы доставляем' })).toBeVisible();
  });

  test('personal pages are not rendered on the server', async ({ page }) => {
    await page.goto(tenantUrl('burger', '/profile'));
    await expect(page.locator('#root')).toBeEmpty();
  });
});

/** Console errors and warnings of a page, from its first script on. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Marks the server's first product card before any script runs, to find the same node later. */
async function markServerCard(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const card = document.querySelector('.pcard');
      if (card) card.setAttribute('data-from-server', '1');
    });
  });
}

for (const sub of ['burger', 'grocery']) {
  test(`${sub}: hydration keeps the server's page, warns nothing and fetches nothing it carried`, async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    const api: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) api.push(url.pathname);
    });
    await markServerCard(page);
    await page.goto(tenantUrl(sub));
    // Hydrated: the virtual menu replaced the server's first screen.
    await expect(page.locator('.menu__rows--first-screen')).toHaveCount(0);
    await expect(page.locator('.pcard').first()).toBeVisible();
    // The card the server drew is the card on screen: hydrated, not drawn again.
    await expect(page.locator('.pcard[data-from-server="1"]')).toHaveCount(1);
    // A tap works: the page is live.
    await page.locator('.pcard').first().click();
    await expect(page).toHaveURL(/\/product\/\d+/);
    expect(problems).toEqual([]);
    const carried = [
      '/api/users/v1/merchants/sub/',
      '/api/support/v1/merchant/settings/web',
      '/api/support/v1/banner',
    ];
    const again = api.filter((path) => carried.some((prefix) => path.startsWith(prefix)));
    expect(again, `fetched again: ${again.join(', ')}`).toEqual([]);
  });
}

/**
 * Holds the page's Russian texts (the message chunks it loads before it hydrates) until `release`
 * is called: the server's page is on screen and the storefront's code has started, but nothing of
 * the page is live yet, as on a slow phone.
 */
const holdHydration = (page: Page) => holdFiles(page, /\/assets\/first-screen-ru-[^/]+\.js$/);

test.describe('before the page is live', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('taps on "+" and a heart are kept and count once the page is live', async ({ page }) => {
    const release = await holdHydration(page);
    await page.goto(tenantUrl('burger'));
    await page.getByRole('button', { name: 'В корзину: Фиш бургер' }).click();
    await page.getByRole('button', { name: 'В корзину: Вегги бургер' }).click();
    await page.getByRole('button', { name: 'Избранное: Вегги бургер' }).first().click();
    release();
    await expect(page.getByRole('group', { name: 'Фиш бургер. В корзине: 1' })).toBeVisible();
    await expect(page.getByRole('group', { name: /^Вегги бургер\. В корзине: 1/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Избранное: Вегги бургер' }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Live now: a tap goes through at once.
    await page.getByRole('button', { name: 'Добавить ещё: Фиш бургер' }).click();
    await expect(page.getByRole('group', { name: 'Фиш бургер. В корзине: 2' })).toBeVisible();
  });

  test("a tap before the storefront's code has arrived counts too", async ({ page }) => {
    // Only the page's module script (boot.ts) has run: the storefront's code is held.
    const release = await holdFiles(page, STOREFRONT_CODE);
    await page.goto(tenantUrl('burger'), { waitUntil: 'commit' });
    await expect(page.locator('html[data-early-hold]')).toHaveCount(1);
    await page.getByRole('button', { name: 'В корзину: Фиш бургер' }).click();
    release();
    await expect(page.getByRole('group', { name: 'Фиш бургер. В корзине: 1' })).toBeVisible();
  });

  test("a tap on the server's page counts in the page the browser draws for a Telegram launch", async ({
    page,
  }) => {
    // The server never sees the launch's hash: it renders the web page, which the browser draws anew
    // for Telegram instead of hydrating it. The tap is held until then and given to the new page.
    const release = await holdFiles(page, STOREFRONT_CODE);
    await page.goto(
      `${tenantUrl('burger')}#tgWebAppData=${encodeURIComponent('user=%7B%22id%22%3A1%7D&hash=x')}`,
      { waitUntil: 'commit' },
    );
    await expect(page.locator('html[data-early-hold]')).toHaveCount(1);
    await page.getByRole('button', { name: 'В корзину: Фиш бургер' }).click();
    release();
    await expect(page.getByRole('group', { name: 'Фиш бургер. В корзине: 1' })).toBeVisible();
  });

  test('words typed into the search box are searched once the page is live', async ({ page }) => {
    const { name } = firstProduct(burger);
    const release = await holdHydration(page);
    await page.goto(tenantUrl('burger', '/search'));
    await page.getByRole('searchbox').fill(name.slice(0, 4));
    // Enter sends the search form: held too, not a reload of the page.
    await page.getByRole('searchbox').press('Enter');
    release();
    await expect(page.locator('.search__item').filter({ hasText: name }).first()).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveValue(name.slice(0, 4));
    // The held Enter counts as sent: the words are kept among the recent searches.
    const recent = () =>
      page.evaluate(
        () => Object.entries(localStorage).find(([key]) => key.startsWith('recentSearches:'))?.[1],
      );
    await expect.poll(recent).toBe(JSON.stringify([name.slice(0, 4)]));
  });
});

// Every boundary the server drew goes live (held taps wait for all of them, 8 s at most): none
// is dropped unhydrated unless marked as redrawn (core/hydration-marks.tsx).
for (const [sub, path] of [
  ['burger', '/'],
  ['grocery', '/'],
  ['cafe', '/'],
  ['burger', '/category'],
  ['grocery', `/category?id=${firstProduct(grocery).category.id}`],
  ['burger', `/product/${firstProduct(burger).product.id}`],
  ['burger', '/search'],
  ['burger', '/about'],
  ['burger', '/branches'],
  ['burger', '/vacancy'],
] as const) {
  test(`${sub} ${path}: every boundary the server drew goes live`, async ({ page }) => {
    // A first render slower than a visitor waits is served browser-rendered: wait for the rendered one.
    await untilServerRendered(page.request, own.origin, tenantUrl(sub, path));
    await page.goto(tenantUrl(sub, path));
    await expect(page.locator('#rendered-page')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('data-live', '', { timeout: 6000 });
  });
}

test('a Telegram launch is rendered in the browser, for Telegram', async ({ page }) => {
  const problems = consoleProblems(page);
  await page.goto(
    `${tenantUrl('burger')}#tgWebAppData=${encodeURIComponent('user=%7B%22id%22%3A1%7D&hash=x')}`,
  );
  await expect(page.locator('.pcard').first()).toBeVisible();
  expect(problems.filter((text) => /hydrat/i.test(text))).toEqual([]);
});
