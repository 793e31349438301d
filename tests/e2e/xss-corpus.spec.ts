/**
 * No script runs from what merchants or customers write. Copies of the burger and the cafe carry an XSS
 * payload in every merchant text and link (support/xss-tenant.ts); a server of this file's own serves
 * them, and every screen is walked in the web, Telegram and Click channels, with customer texts (name,
 * comment, receiver, table, saved address, search) set to payloads too. Each payload would call
 * `__xss(<id>)`; a hit, a dialog or markup that could run script (support/xss-watch.ts) fails the test,
 * and texts must show as the very characters written.
 *
 * The page's Content-Security-Policy is bypassed on purpose: it is a second line of defence, and this
 * file checks the first one (how the storefront renders untrusted text) on its own.
 */
import { branchAddress } from '../../src/core/branches/branch-address.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readableTag } from '../../src/modules/product-page/tags/tag-label.ts';
import { expect, test as base, type Page } from '@playwright/test';
import { localize } from '../../src/core/i18n/localize.ts';
import {
  apiUrl,
  authHeaders,
  signInByApi,
  signInOnLoginPage,
  uniquePhone,
  useSessionInPage,
} from './support/accounts.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { botTokenOf, launchHash, signInitData, simulateTelegramClient } from './support/telegram.ts';
import { linkXssPayloads, textXssPayloads, xssPayloads, type Payload } from './support/xss-payloads.ts';
import { readCopy, writeXssTenant, XssLedger, type XssTenant } from './support/xss-tenant.ts';
import { expectSafeMarkup, watchForXss, type XssWatch } from './support/xss-watch.ts';

const ledger = new XssLedger();
let parent: string;
let own: OwnServer;
let burger: XssTenant;
let cafe: XssTenant;

const test = base.extend<{ xss: XssWatch }>({
  xss: [
    async ({ context }, use) => {
      const watch = await watchForXss(context);
      await use(watch);
      expect(describeHits(watch), 'script ran from a payload').toEqual([]);
    },
    { auto: true },
  ],
});

test.use({ bypassCSP: true, viewport: { width: 390, height: 844 } });
// Each test walks many screens; on a busy machine that takes longer than one screen's default.
test.describe.configure({ timeout: 60_000 });

test.beforeAll(async () => {
  parent = mkdtempSync(path.join(tmpdir(), 'xss-corpus-'));
  burger = writeXssTenant('burger', parent, ledger);
  cafe = writeXssTenant('cafe', parent, ledger);
  own = await startOwnServer([burger.dir, cafe.dir]);
});

test.afterAll(async () => {
  await own?.server.close();
  if (parent) rmSync(parent, { recursive: true, force: true });
});

test.afterEach(() => {
  expect(own.errors, 'the server logged errors').toEqual([]);
});

function describeHits(watch: XssWatch): string[] {
  return [
    ...watch.hits.map((hit) => `${ledger.describe(hit.id)} ran on ${hit.url}`),
    ...watch.dialogs.map((dialog) => `dialog ${dialog}`),
  ];
}

/** A customer's text: planted like a merchant's, so a hit names the field. */
function typed(field: string, payload: Payload = textXssPayloads[0]!): string {
  return ledger.plant('customer', 'typed', field, payload).value;
}

const ru = (text: Parameters<typeof localize>[0]) => localize(text, 'ru');

/**
 * After a screen has drawn: give a payload that slipped through time to fire (an image error, a
 * frame load), then check the hook, dialogs and markup.
 */
async function check(page: Page, watch: XssWatch, screen: string): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 150)));
  expect(describeHits(watch), `script ran on ${screen}`).toEqual([]);
  await expectSafeMarkup(page, screen);
}

/** Each text shows on the page as the characters written (so it was not parsed as markup). */
async function expectShownAsText(page: Page, texts: (string | null | undefined)[]): Promise<void> {
  for (const text of texts) {
    expect(text, 'a text the test expected to carry a payload').toBeTruthy();
    await expect(page.getByText(text!, { exact: false }).filter({ visible: true }).first()).toBeVisible();
  }
}

/**
 * A policy page shows the merchant's HTML after sanitising: its text, and every link payload's label
 * (so the links reached the sanitiser and the page, whatever it kept of their targets).
 */
async function expectPolicyShown(page: Page): Promise<void> {
  const text = page.locator('.policy__text');
  await expect(text).toContainText('policy text');
  for (const payload of linkXssPayloads) await expect(text).toContainText(payload.name);
}

test('positive control: every payload with a control runs when a careless page inserts it', async ({
  page,
  xss,
}) => {
  await page.goto(own.tenantUrl('burger', '/'));
  // The storefront page itself reaches the hook: a handler inserted the careless way fires it.
  await page.evaluate(() => {
    document.body.append(document.createRange().createContextualFragment('<img src=x onerror=__xss(0)>'));
  });
  await expect.poll(() => xss.hits.map((hit) => hit.id)).toEqual([0]);
  xss.hits.length = 0;

  // A blank page: no storefront code, only the sinks a careless page would use.
  const controlled = xssPayloads.filter((p) => p.control !== null);
  expect(controlled.length).toBeGreaterThan(20);
  for (const payload of xssPayloads) {
    if (payload.control === null) expect(payload.reason, payload.name).toBeTruthy();
  }
  // Each payload on a blank page of its own, through its sink: no storefront code at all.
  const missed: string[] = [];
  for (const [index, payload] of controlled.entries()) {
    const id = -(index + 1);
    const value = payload.make(id);
    if (payload.control === 'href-click') {
      await page.setContent('<a>link</a>');
      await page.locator('a').evaluate((link, href) => link.setAttribute('href', href), value);
      await page.locator('a').evaluate((link) => (link as HTMLElement).click());
    } else {
      await page.setContent(value);
      // SVG links have no click(): a dispatched click follows them the same way.
      if (payload.control === 'html-click')
        await page.evaluate(() => {
          for (const target of document.querySelectorAll('a, button'))
            target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
        });
    }
    await expect
      .poll(() => xss.hits.some((hit) => hit.id === id), { timeout: 2000 })
      .toBe(true)
      .catch(() => missed.push(payload.name));
  }
  expect(missed, 'payloads that did not run through their control sink').toEqual([]);
  xss.hits.length = 0;
});

test('burger on the web, as a guest: home, menu, product, search, stories, banners, policies, 404', async ({
  page,
  xss,
}) => {
  const copy = readCopy(burger);
  const url = (p: string) => own.tenantUrl('burger', p);
  const category = copy.catalogue.categories[0]!;
  const product = copy.catalogue.categories
    .flatMap((c) => c.products)
    .find((p) => p.modificationGroups.length > 0 && (p.labels.length > 0 || p.tags.length > 0))!;
  expect(product, 'a product with options and labels').toBeTruthy();

  await page.goto(url('/'));
  await expectShownAsText(page, [
    ru(category.name),
    ru(category.products[0]!.name),
    ru(copy.settings.leftCopyWrite ?? {}),
    ru(copy.settings.rightCopyWrite ?? {}),
    ...copy.settings.contacts.map((c) => ru(c.title ?? {}) || null).filter(Boolean),
    ...copy.stories.map((s) => ru(s.title)),
  ]);
  await expect(page).toHaveTitle(copy.settings.title ?? '');
  await check(page, xss, 'home');

  await page.goto(url(`/category?id=${category.id}`));
  await expectShownAsText(page, [ru(category.name), ru(category.products[0]!.name)]);
  await check(page, xss, 'category');

  await page.goto(url(`/product/${product.id}`));
  await expectShownAsText(page, [
    ru(product.name),
    ru(product.description ?? {}),
    // Codes the storefront has no words for are shown as readable words (the payload kept whole).
    ...[...product.labels, ...product.tags].map(readableTag),
    ...product.modificationGroups.flatMap((g) => [ru(g.name), ...g.modifications.map((m) => ru(m.name))]),
  ]);
  await check(page, xss, 'product');

  // Search: a payload typed into the box shows as the query, and a payload name is found as text.
  await page.goto(url('/search'));
  const query = typed('search query', textXssPayloads[1]);
  await page.getByRole('searchbox').fill(query);
  await expectShownAsText(page, [query]);
  await check(page, xss, 'search without results');
  await page.getByRole('searchbox').fill(ru(product.name));
  await expectShownAsText(page, [ru(product.name)]);
  await check(page, xss, 'search results');

  // Stories: every slide of the first story, with its caption.
  await page.goto(url('/'));
  await page.getByRole('region', { name: 'Истории' }).getByRole('button').first().click();
  const story = copy.stories[0]!;
  for (const slide of story.slides) {
    await expectShownAsText(page, [ru(slide.title ?? {})]);
    await check(page, xss, `story slide ${slide.id}`);
    await page.locator('.story__zone--next').click();
  }

  // Banners: the carousel, and where a banner links, the link is followed inside the site.
  await page.goto(url('/'));
  await expect(page.locator('.banners__slide').first()).toBeVisible();
  await check(page, xss, 'banners');
  for (const link of await page.locator('.banners__link').all()) {
    const href = await link.getAttribute('href');
    expect(href, 'a banner link stays on the site').toMatch(/^\/(?![/\\])/);
  }

  for (const policy of ['/about', '/privacy', '/offerta']) {
    await page.goto(url(policy));
    await expectPolicyShown(page);
    await check(page, xss, policy);
  }

  const path404 = `/${encodeURIComponent(typed('address bar path', textXssPayloads[2]))}`;
  await page.goto(url(path404));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await check(page, xss, '404');
});

test('burger on the web, signed in: profile names, basket, checkout texts, orders, saved address, favourites', async ({
  page,
  request,
  xss,
}) => {
  const copy = readCopy(burger);
  const url = (p: string) => own.tenantUrl('burger', p);
  // The browser at Monday noon; the server keeps the suite clock (support/own-server.ts), inside the hours.
  await page.clock.setFixedTime(new Date(2025, 5, 9, 12, 0));

  // Sign in on the sign-in and code screens, as a customer would; the phone field keeps digits only.
  await page.goto(url('/profile'));
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Номер телефона').fill(typed('sign-in phone', textXssPayloads[19]));
  await expect(page.getByLabel('Номер телефона')).not.toHaveValue(/[<>"']/);
  await check(page, xss, 'sign-in');
  await signInOnLoginPage(page, request, own.origin);
  await expect(page).toHaveURL(/\/profile$/);

  const firstName = typed('profile first name', textXssPayloads[3]);
  const lastName = typed('profile last name', textXssPayloads[4]);
  await page.goto(url('/profile/user'));
  await page.getByLabel('Имя').fill(firstName);
  await page.getByLabel('Фамилия').fill(lastName);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Сохранено.')).toBeVisible();
  await check(page, xss, 'profile/user');
  await page.goto(url('/profile'));
  await expectShownAsText(page, [firstName, lastName]);
  await check(page, xss, 'profile');

  // Basket: a product sold at every branch, through its page.
  const product = copy.catalogue.categories
    .flatMap((c) => c.products)
    .find((p) => !p.modificationGroups.length && !p.productBranch.length)!;
  await page.goto(url(`/product/${product.id}`));
  await page.locator('button.product-add').click();
  // Added (the page may have held the tap until it was live): then on to the basket.
  await expect(page.getByRole('group', { name: /В корзине: 1/ }).first()).toBeVisible();
  await page.goto(url('/basket'));
  await expectShownAsText(page, [ru(product.name)]);
  await check(page, xss, 'basket');

  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const comment = typed('order comment', textXssPayloads[5]);
  await page.getByLabel('Комментарий к заказу').fill(comment);
  await page.getByText('Заказ получит другой человек').click();
  const receiver = typed('receiver name', textXssPayloads[6]);
  await page.getByLabel('Имя получателя').fill(receiver);
  await page.getByLabel('Телефон получателя').fill('901234567');
  // The burger delivers by default on the web: this order is picked up, at the main branch.
  await page.getByRole('group', { name: 'Как получить заказ' }).getByText('Самовывоз').click();
  await expectShownAsText(page, [ru(copy.branches.find((b) => b.isMain)!.name)]);
  await expect(page.getByLabel('Имя получателя')).toHaveValue(receiver);
  await check(page, xss, 'checkout');
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  const main = copy.branches.find((b) => b.isMain)!;
  // A branch's address in the page's language when it has one (core/branches/branch-address.ts).
  await expectShownAsText(page, [comment, ru(product.name), ru(main.name), branchAddress(main, 'ru')]);
  await check(page, xss, 'order detail');

  await page.goto(url('/profile/orders'));
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  await check(page, xss, 'orders');

  // A saved address (no screen edits addresses yet: through the API) on a delivery order's page.
  const session = await pageSession(page);
  const address = {
    name: typed('address name', textXssPayloads[7]),
    description: typed('address description', textXssPayloads[8]),
    streetName: typed('address street', textXssPayloads[9]),
    houseNumber: typed('address house', textXssPayloads[10]),
    comment: typed('address comment', textXssPayloads[11]),
    entrance: typed('address entrance', textXssPayloads[12]),
    floor: typed('address floor', textXssPayloads[13]),
    domophone: typed('address domophone', textXssPayloads[14]),
    latitude: 41.2856,
    longitude: 69.2035,
  };
  const saved = await request.post(apiUrl(`/users/v1/addresses/user/${session.user.id}`, own.origin), {
    headers: authHeaders(session),
    data: address,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const order = await request.post(apiUrl('/orders/v1/orders', own.origin), {
    headers: authHeaders(session),
    data: {
      serviceType: 'DELIVERY',
      orderDevice: 'CLIENT_WEB',
      paymentType: 'CASH',
      branchId: copy.branches.find((b) => b.isMain)!.id,
      address: await saved.json(),
      comment: typed('delivery order comment', textXssPayloads[15]),
      // The server reprices from the catalogue: costPrice is required but ignored.
      cartItems: [{ product: { id: product.id, count: 3, costPrice: 1 } }],
    },
  });
  expect(order.status(), await order.text()).toBe(200);
  await page.goto(url(`/profile/orders/${((await order.json()) as { id: number }).id}`));
  await expectShownAsText(page, [address.name, address.description]);
  await check(page, xss, 'delivery order detail');

  // Favourites: a heart on the product screen, then the list.
  await page.goto(url(`/product/${product.id}`));
  const heart = page.getByRole('button', { name: `Избранное: ${ru(product.name)}` }).first();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.goto(url('/profile/favorites'));
  await expectShownAsText(page, [ru(product.name)]);
  await check(page, xss, 'favourites');
});

/** Puts one line into a brand's basket the way the storefront stores it. */
async function fillBasket(page: Page, merchantId: number, productId: number, count = 1): Promise<void> {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `basket:${merchantId}`,
    value: JSON.stringify({ lines: [{ productId, count, modificationIds: [] }] }),
  });
}

/** The session the storefront keeps after signing in in the page. */
async function pageSession(page: Page) {
  const stored = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('session:'));
    return key ? { key, value: localStorage.getItem(key) ?? '{}' } : null;
  });
  expect(stored).not.toBeNull();
  const { token, user } = JSON.parse(stored!.value) as { token: string; user: { id: number; phone: string } };
  return { token, user, merchantId: Number(stored!.key.slice('session:'.length)) };
}

test('burger in Telegram: a contact with a payload name signs in; menu, product, profile, basket, checkout, orders', async ({
  page,
  xss,
}) => {
  const copy = readCopy(burger);
  const firstName = typed('Telegram first name', textXssPayloads[16]);
  const initData = signInitData(botTokenOf('burger'), {
    id: 800_000 + Math.floor(Math.random() * 99_999),
    first_name: firstName,
    last_name: typed('Telegram last name', textXssPayloads[17]),
  });
  await simulateTelegramClient(page, { phone_number: uniquePhone().slice(1), first_name: firstName });
  await page.goto(own.tenantUrl('burger', `/${launchHash(initData)}`));
  const category = copy.catalogue.categories[0]!;
  await expectShownAsText(page, [ru(category.name)]);
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('session:'))))
    .toBe(true);
  await check(page, xss, 'Telegram home');

  const product = category.products[0]!;
  await page.goto(own.tenantUrl('burger', `/product/${product.id}`));
  await expectShownAsText(page, [ru(product.name)]);
  await check(page, xss, 'Telegram product');

  await page.goto(own.tenantUrl('burger', '/profile'));
  await expectShownAsText(page, [firstName]);
  await check(page, xss, 'Telegram profile');

  const session = await pageSession(page);
  await fillBasket(page, session.merchantId, product.id);
  await page.goto(own.tenantUrl('burger', '/basket'));
  await expectShownAsText(page, [ru(product.name)]);
  await check(page, xss, 'Telegram basket');
  await page.goto(own.tenantUrl('burger', '/checkout'));
  await page.getByRole('group', { name: 'Как получить заказ' }).getByText('Самовывоз').click();
  await expectShownAsText(page, [ru(copy.branches.find((b) => b.isMain)!.name)]);
  await check(page, xss, 'Telegram checkout');
  await page.goto(own.tenantUrl('burger', '/profile/orders'));
  await expect(page.getByRole('heading', { name: 'Заказов пока нет' })).toBeVisible();
  await check(page, xss, 'Telegram orders');
});

test('the Click app: its own settings texts, menu, product, basket page and sheet, checkout, profile', async ({
  page,
  request,
  xss,
}) => {
  const copy = readCopy(burger);
  const click = copy.clickSettings;
  const session = await signInByApi(request, 'burger', uniquePhone(), own.origin);
  await useSessionInPage(page, own.tenantUrl('burger', '/?channel=click'), session);
  await page.goto(own.tenantUrl('burger', '/?channel=click'));
  const category = copy.catalogue.categories[0]!;
  await expectShownAsText(page, [
    ru(category.name),
    ru(click.leftCopyWrite ?? {}),
    ...click.contacts.map((c) => ru(c.title ?? {}) || null).filter(Boolean),
  ]);
  await check(page, xss, 'Click home');

  const product = category.products[0]!;
  await page.goto(own.tenantUrl('burger', `/product/${product.id}`));
  await expectShownAsText(page, [ru(product.name)]);
  await check(page, xss, 'Click product');
  await fillBasket(page, session.merchantId, product.id);
  await page.goto(own.tenantUrl('burger', '/basket'));
  await expectShownAsText(page, [ru(product.name)]);
  await check(page, xss, 'Click basket');
  await page.goto(own.tenantUrl('burger', '/checkout'));
  await expect(page.getByRole('heading', { name: 'Оформление заказа' })).toBeVisible();
  await check(page, xss, 'Click checkout');
  await page.goto(own.tenantUrl('burger', '/profile'));
  await expect(page.locator('.profile__phone')).toHaveText(session.user.phone);
  await check(page, xss, 'Click profile');

  // The cafe's Click app has no basket page: its basket is a sheet over the menu.
  const cafeCopy = readCopy(cafe);
  const cafeSession = await signInByApi(request, 'cafe', uniquePhone(), own.origin);
  await useSessionInPage(page, own.tenantUrl('cafe', '/?channel=click'), cafeSession);
  const cafeProduct = cafeCopy.catalogue.categories
    .flatMap((c) => c.products)
    .find((p) => !p.modificationGroups.length)!;
  await fillBasket(page, cafeSession.merchantId, cafeProduct.id);
  await page.goto(own.tenantUrl('cafe', '/?channel=click'));
  await page.getByRole('button', { name: /^Корзина, товаров/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectShownAsText(page, [ru(cafeProduct.name)]);
  await check(page, xss, 'Click basket sheet');
});

test('cafe: group and category cards, product overlays, image options, dine-in with a table, Arabic', async ({
  page,
  request,
  xss,
}) => {
  const copy = readCopy(cafe);
  const url = (p: string) => own.tenantUrl('cafe', p);
  await page.clock.setFixedTime(new Date(2025, 5, 9, 12, 0));
  await page.goto(url('/'));
  const group = copy.catalogue.groups[0]!;
  await expectShownAsText(page, [ru(group.name)]);
  await check(page, xss, 'cafe home');

  const sheet = copy.catalogue.categories.find((c) => c.navigationType === 'SHEET')!;
  await page.goto(url(`/category?id=${sheet.id}`));
  await expectShownAsText(page, [ru(sheet.name)]);
  await check(page, xss, 'cafe category');
  const withOptions = sheet.products.find((p) => p.modificationGroups.length > 0)!;
  await page.locator(`a[href="/product/${withOptions.id}"]`).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectShownAsText(page, [
    ru(withOptions.name),
    ...withOptions.modificationGroups.flatMap((g) => [ru(g.name), ...g.modifications.map((m) => ru(m.name))]),
  ]);
  await check(page, xss, 'cafe product overlay');

  const session = await signInByApi(request, 'cafe', uniquePhone(), own.origin);
  await useSessionInPage(page, url('/'), session);
  const plain = copy.catalogue.categories
    .flatMap((c) => c.products)
    .find((p) => !p.modificationGroups.length)!;
  await fillBasket(page, session.merchantId, plain.id, 2);
  await page.goto(url('/checkout'));
  await page.getByRole('group', { name: 'Как получить заказ' }).getByText('В заведении').click();
  const table = typed('dine-in table', textXssPayloads[18]);
  await page.getByLabel('Номер столика').fill(table);
  // The table field keeps digits only: whatever is typed, no markup is left to show.
  await expect(page.getByLabel('Номер столика')).toHaveValue(/^\d*$/);
  // The cafe needs the table (isTableRequired): a real one, so the order goes.
  await page.getByLabel('Номер столика').fill('12');
  await expectShownAsText(
    page,
    copy.branches.filter((b) => b.settings?.dineinEnabled).map((b) => ru(b.name)),
  );
  await check(page, xss, 'cafe dine-in checkout');
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  await expectShownAsText(page, [ru(plain.name)]);
  await check(page, xss, 'cafe order detail');

  // Arabic, right to left: the merchant's Arabic texts.
  await page.goto(url('/'));
  await page.locator('.langs__button').click();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectShownAsText(page, [localize(group.name, 'ar')]);
  await check(page, xss, 'cafe home in Arabic');
  for (const policy of ['/about', '/privacy', '/offerta']) {
    await page.goto(url(policy));
    await expectPolicyShown(page);
    await check(page, xss, `cafe ${policy} in Arabic`);
  }
});

test('every payload of the corpus is planted somewhere in the copies', () => {
  const planted = new Set(ledger.all().map((p) => p.payload.name));
  expect(linkXssPayloads.filter((p) => !planted.has(p.name)).map((p) => p.name)).toEqual([]);
  expect(textXssPayloads.filter((p) => !planted.has(p.name)).map((p) => p.name)).toEqual([]);
});
