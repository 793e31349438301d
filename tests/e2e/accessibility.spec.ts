/**
 * axe on every screen, for the burger (light, Russian) and the cafe (dark, Arabic right to left):
 * no serious or critical violation anywhere. Each screen is checked with a soft assertion, so one run
 * lists every screen that fails, not only the first.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  apiUrl,
  authHeaders,
  signInByApi,
  uniquePhone,
  useSessionInPage,
  type ApiSession,
} from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { activeDemoTenants, demoTenants, type DemoTenant } from './support/demo-tenants.ts';
import { tenantUrl, testPort } from './support/urls.ts';

test.use({ viewport: { width: 390, height: 844 } });
// Two tenants, independent screens: spread over the workers.
// Each test audits several screens with axe: twice the default.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/** Runs axe and records the result under the screen's name; the test goes on either way. */
async function audit(page: Page, screen: string): Promise<void> {
  // Let opening sheets, fades and web fonts finish: axe reads colours as they are drawn, and a sheet
  // half faded in would report contrast that no one sees. Long or endless animations (a story's
  // progress bar, a spinner) are content, not a transition: they are not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => {
      const timing = a.effect?.getTiming();
      const short = timing?.iterations !== Infinity && Number(timing?.duration ?? 0) <= 1000;
      return a.playState !== 'running' || !short;
    }),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect.soft(describeViolations(await seriousViolations(page)), `axe on ${screen}`).toBe('');
}

const tenantOf = (sub: string): DemoTenant => {
  const found = activeDemoTenants().find((t) => t.sub === sub);
  if (!found) throw new Error(`demo tenant ${sub} is missing`);
  return found;
};

interface Case {
  sub: string;
  /** Interface language: a cookie, as the language switcher leaves it. */
  lang: 'ru' | 'ar';
  theme: 'light' | 'dark';
}

const cases: Case[] = [
  { sub: 'burger', lang: 'ru', theme: 'light' },
  { sub: 'cafe', lang: 'ar', theme: 'dark' },
];

async function useLanguage(page: Page, sub: string, lang: string): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: lang, url: tenantUrl(sub) }]);
}

/** A product every branch sells, without options, so the checkout can take it. */
const plainProduct = (tenant: DemoTenant) =>
  tenant.catalogue.categories
    .flatMap((c) => c.products)
    .find((p) => !p.modificationGroups.length && !p.productBranch.length)!;

async function fillBasket(page: Page, merchantId: number, productId: number): Promise<void> {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `basket:${merchantId}`,
    value: JSON.stringify({ lines: [{ productId, count: 2, modificationIds: [] }] }),
  });
}

for (const { sub, lang, theme } of cases) {
  test.describe(`${sub} in ${lang}, ${theme}`, () => {
    const tenant = tenantOf(sub);
    const url = (path: string) => tenantUrl(sub, path);

    test.beforeEach(async ({ page }) => {
      await useLanguage(page, sub, lang);
    });

    test('menu screens: home, category, product page and overlay, search, stories', async ({ page }) => {
      await page.goto(url('/'));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('.pcard, .ccards__tile').first()).toBeVisible();
      await audit(page, 'home');
      await page.locator('.langs__button').click();
      await expect(page.locator('.langs__button')).toHaveAttribute('aria-expanded', 'true');
      await audit(page, 'home with the language menu open');

      const category = tenant.catalogue.categories[0]!;
      await page.goto(url(`/category?id=${category.id}`));
      await expect(page.locator('.pcard').first()).toBeVisible();
      await audit(page, 'category');

      const withOptions =
        tenant.catalogue.categories.flatMap((c) => c.products).find((p) => p.modificationGroups.length) ??
        category.products[0]!;
      await page.goto(url(`/product/${withOptions.id}`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await audit(page, 'product page');

      const overlay = tenant.catalogue.categories.find((c) => c.navigationType !== 'FULL_SCREEN');
      if (overlay) {
        await page.goto(url(`/category?id=${overlay.id}`));
        await page.locator('.pcard__link').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await audit(page, 'product overlay');
      }

      await page.goto(url('/search'));
      await page
        .getByRole('searchbox')
        .fill(category.products[0]!.name[tenant.settings.mainLanguage]!.slice(0, 4));
      await expect(page.locator('.search__item').first()).toBeVisible();
      await audit(page, 'search');
      await page.getByRole('searchbox').fill('zzzzqqq');
      await expect(page.locator('.search__item')).toHaveCount(0);
      await audit(page, 'search without results');

      if (tenant.settings.storiesActive) {
        await page.goto(url('/'));
        await page.locator('button.stories__item').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await audit(page, 'stories viewer');
      }
    });

    test('pages: policies, 404, sign-in and code, basket page and sheet', async ({ page, request }) => {
      for (const path of ['/about', '/privacy', '/offerta']) {
        await page.goto(url(path));
        await expect(page.locator('.policy__text')).not.toBeEmpty();
        await audit(page, path);
      }
      await page.goto(url('/no/such/page'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await audit(page, '404');

      await page.goto(url('/login'));
      await audit(page, 'sign-in');
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByRole('alert')).toBeVisible();
      await audit(page, 'sign-in with a missing phone');
      const phone = uniquePhone();
      await page.locator('input[type="tel"]').fill(phone.slice(4));
      await page.locator('form button[type="submit"]').click();
      await expect(page).toHaveURL(/\/login\/confirm$/);
      await audit(page, 'code confirm');

      const session = await signInByApi(request, sub);
      await useSessionInPage(page, url('/'), session);
      if (tenant.settings.cartPageActive) {
        await page.goto(url('/basket'));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await audit(page, 'empty basket');
      }
      await fillBasket(page, session.merchantId, plainProduct(tenant).id);
      if (tenant.settings.cartPageActive) {
        await page.goto(url('/basket'));
        await expect(page.locator('.bline').first()).toBeVisible();
        await audit(page, 'basket page');
      }
      // The basket as a sheet: the cafe's Click app has no basket page.
      if (sub === 'cafe') {
        await page.goto(url('/?channel=click'));
        await expect(page.locator('.ccards__tile').first()).toBeVisible();
        await audit(page, 'home in the Click app');
        await page.locator('.basket-btn').click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await audit(page, 'basket sheet');
      }
    });

    test('signed in: checkout, profile, orders and order, favourites', async ({ page, request }) => {
      // Monday noon: every branch is open.
      await page.clock.setFixedTime(new Date(2025, 5, 9, 12, 0));
      const session = await signInByApi(request, sub);
      await useSessionInPage(page, url('/'), session);
      const product = plainProduct(tenant);
      await fillBasket(page, session.merchantId, product.id);

      await page.goto(url('/checkout'));
      await expect(page.locator('.checkout__summary')).toBeVisible();
      await audit(page, 'checkout');
      // Each service the merchant offers (pickup, dine-in...) draws its own block.
      const services = page.locator('input[type="radio"][name="checkout-service"]');
      for (let i = 0; i < (await services.count()); i += 1) {
        await services.nth(i).check();
        await audit(page, `checkout, service ${await services.nth(i).getAttribute('value')}`);
      }
      // Ordering for someone else, tried without their details: the fields and their errors.
      if (tenant.settings.receiverActive) {
        await page.locator('.checkout__receiver input[type="checkbox"]').check();
        await page.locator('form.checkout button[type="submit"]').click();
        await expect(page.locator('.checkout__receiver .field__error').first()).toBeVisible();
        await audit(page, 'checkout, receiver with errors');
      }

      await page.goto(url('/profile'));
      await expect(page.locator('.profile__phone')).toBeVisible();
      await audit(page, 'profile');
      await page.locator('.profile__delete').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit(page, 'profile, delete account sheet');
      await page.goto(url('/profile/user'));
      await expect(page.locator('form').first()).toBeVisible();
      await audit(page, 'profile/user');

      await page.goto(url('/profile/orders'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await audit(page, 'orders, empty');
      const order = await placeOrder(page, session, tenant, product.id);
      await page.goto(url('/profile/orders'));
      await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
      await audit(page, 'orders');
      await page.goto(url(`/profile/orders/${order}`));
      await expect(page.locator('.order__lines li').first()).toBeVisible();
      await audit(page, 'order detail');

      if (tenant.settings.favouriteActive) {
        const favourite = await page.request.post(apiUrl('/products/v1/favourite'), {
          headers: authHeaders(session),
          data: { productId: product.id, isFavourite: true },
        });
        expect(favourite.ok()).toBe(true);
        await page.goto(url('/profile/favorites'));
        await expect(page.locator('.fav-row').first()).toBeVisible();
        await audit(page, 'favourites');
      }
    });
  });
}

/** A pickup order at the demo tenant's main branch, through the API; returns its id. */
async function placeOrder(page: Page, session: ApiSession, tenant: DemoTenant, productId: number) {
  const response = await page.request.post(apiUrl('/orders/v1/orders'), {
    headers: authHeaders(session),
    data: {
      serviceType: 'PICK_UP',
      orderDevice: 'CLIENT_WEB',
      paymentType: 'CASH',
      branchId: tenant.sub === 'cafe' ? 200011 : 100011,
      // The server reprices from the catalogue: costPrice is required but ignored.
      cartItems: [{ product: { id: productId, count: 2, costPrice: 1 } }],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

test('the app pages outside a merchant: blocked and merchantNotAvailable', async ({ page }) => {
  const inactive = demoTenants().find((t) => !t.active)!;
  await page.goto(tenantUrl(inactive.sub, '/'));
  await expect(page).toHaveURL(/\/blocked$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await audit(page, 'blocked');

  await page.goto(`http://nosuchshop.localhost:${testPort}/`);
  await expect(page).toHaveURL(/\/merchantNotAvailable$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await audit(page, 'merchantNotAvailable');
});
