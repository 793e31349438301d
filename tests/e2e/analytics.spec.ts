/**
 * The merchant's analytics counters in a real browser: loaded from their own hosts (intercepted here
 * and answered with a stub: nothing leaves the machine) only when the merchant turned them on and the
 * visit asked for them (browser tests are automated visits: `?analytics=on`), never the excluded
 * Metrica counter, and fed the e-commerce events a customer's visit makes, through to the purchase.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { EXCLUDED_METRICA_COUNTERS } from '../../src/contract/analytics.ts';
import { signInByApi, useSessionInPage } from './support/accounts.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { tenantUrl } from './support/urls.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const FISH = 101007;

const SERVICES = {
  metrica: 'https://mc.yandex.ru/metrika/tag.js',
  tagManager: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST01',
  pixel: 'https://connect.facebook.net/en_US/fbevents.js',
};

let tenantRoot: string;
let withCounters: OwnServer;
let excludedCounter: OwnServer;

/** A copy of the burger tenant with these analytics settings. */
function tenantWith(name: string, analytics: Record<string, unknown>): string {
  const dir = path.join(tenantRoot, name);
  fs.cpSync(path.join(repo, 'fixtures/burger'), dir, { recursive: true });
  const file = path.join(dir, 'settings-web.json');
  const settings = JSON.parse(fs.readFileSync(file, 'utf8')) as object;
  fs.writeFileSync(file, JSON.stringify({ ...settings, ...analytics }));
  return dir;
}

test.beforeAll(async () => {
  tenantRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'analytics-tenant-'));
  withCounters = await startOwnServer([
    tenantWith('on', {
      yandexMetricsEnabled: true,
      yandexMetricsId: '98765432',
      yandexMetricsKeys: ['add_to_cart', 'purchase'],
      googleTagManager: { active: true, id: 'GTM-TEST01' },
      metaPixel: { active: true, id: '1234567890' },
    }),
  ]);
  excludedCounter = await startOwnServer([
    tenantWith('excluded', { yandexMetricsEnabled: true, yandexMetricsId: EXCLUDED_METRICA_COUNTERS[0] }),
  ]);
});

test.afterAll(async () => {
  await withCounters?.server.close();
  await excludedCounter?.server.close();
  fs.rmSync(tenantRoot, { recursive: true, force: true });
});

/**
 * Answers every request that would leave loopback: the services' scripts with an empty stub (their
 * queue functions, defined by the storefront, keep what they were told), anything else refused.
 * Returns the addresses asked for.
 */
async function interceptOutside(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(
    (url) =>
      url.hostname !== 'localhost' && !url.hostname.endsWith('.localhost') && url.hostname !== '127.0.0.1',
    async (route) => {
      asked.push(route.request().url());
      const isScript = Object.values(SERVICES).includes(route.request().url());
      if (isScript) await route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stub */' });
      else await route.abort();
    },
  );
  return asked;
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).flatMap((entry) =>
      entry.event ? [entry.event] : [],
    ),
  );
const metricaActions = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { ymDataLayer?: { ecommerce: Record<string, unknown> }[] }).ymDataLayer ?? []).map(
      (entry) => Object.keys(entry.ecommerce).find((key) => key !== 'currencyCode'),
    ),
  );
const metricaCalls = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { ym?: { a?: unknown[][] } }).ym?.a ?? []).map((call) => [...call]),
  );
const pixelCalls = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { fbq?: { queue?: unknown[][] } }).fbq?.queue ?? []).map((call) => [...call]),
  );

test('counters load after the page, from their own hosts, and hear view, add, checkout and purchase', async ({
  page,
}) => {
  const asked = await interceptOutside(page);
  const url = (p: string) => withCounters.tenantUrl('burger', p);
  const session = await signInByApi(page.request, 'burger', undefined, withCounters.origin);
  await useSessionInPage(page, url('/'), session);

  // Not in the page the server sends: the storefront adds them itself once the page has loaded.
  const html = await (await page.request.get(`${withCounters.origin}/?vendor=burger&analytics=on`)).text();
  expect(html).not.toContain('mc.yandex.ru');
  const response = await page.goto(url(`/product/${FISH}?analytics=on`));
  // The page's policy allows exactly these services' scripts.
  const scriptSrc =
    /script-src ([^;]*)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1] ?? '';
  expect(scriptSrc).toContain('https://mc.yandex.ru');
  expect(scriptSrc).toContain('https://www.googletagmanager.com');
  expect(scriptSrc).toContain('https://connect.facebook.net');

  await expect(page.getByRole('heading', { level: 1, name: 'Фиш бургер' })).toBeVisible();
  await expect.poll(() => asked.slice().sort()).toEqual(Object.values(SERVICES).sort());
  const loadedAfter = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const script = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.startsWith('https://mc.yandex.ru/'));
    return script ? script.startTime >= nav.loadEventStart : null;
  });
  // Where the browser keeps no timing of an intercepted request, the order of requests says enough.
  if (loadedAfter !== null) expect(loadedAfter).toBe(true);

  await expect.poll(() => dataLayerEvents(page)).toEqual(['gtm.js', 'view_item']);
  await page.getByRole('button', { name: /^В корзину/ }).click();
  await expect.poll(() => dataLayerEvents(page)).toEqual(['gtm.js', 'view_item', 'add_to_cart']);
  expect(await metricaActions(page)).toEqual(['detail', 'add']);
  const metrica = await metricaCalls(page);
  expect(metrica[0]).toEqual([98765432, 'init', expect.objectContaining({ ecommerce: 'ymDataLayer' })]);
  expect(metrica).toContainEqual([98765432, 'reachGoal', 'add_to_cart']);
  const pixel = await pixelCalls(page);
  expect(pixel.slice(0, 2)).toEqual([
    ['init', '1234567890'],
    ['track', 'PageView'],
  ]);
  expect(pixel[2]).toEqual([
    'track',
    'ViewContent',
    expect.objectContaining({ content_ids: [String(FISH)] }),
  ]);
  expect(pixel[3]).toEqual([
    'track',
    'AddToCart',
    expect.objectContaining({ content_ids: [String(FISH)], value: 38000, currency: 'UZS' }),
  ]);

  // The checkout and the order, in the same visit (the storefront's own navigation).
  await page.goto(url('/checkout?analytics=on'));
  await page.getByRole('group', { name: 'Как получить заказ' }).getByText('Самовывоз').click();
  await expect.poll(() => dataLayerEvents(page)).toContain('begin_checkout');
  await page.locator('form.checkout').getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  const orderId = new URL(page.url()).pathname.split('/').pop();
  await expect.poll(() => dataLayerEvents(page)).toContain('purchase');
  const purchase = await page.evaluate(() =>
    (window as unknown as { dataLayer: { event?: string; ecommerce?: unknown }[] }).dataLayer.find(
      (entry) => entry.event === 'purchase',
    ),
  );
  expect(purchase?.ecommerce).toMatchObject({
    transaction_id: orderId,
    currency: 'UZS',
    items: [{ item_id: String(FISH), item_name: 'Фиш бургер', price: 38000, quantity: 1 }],
  });
  expect(await metricaCalls(page)).toContainEqual([98765432, 'reachGoal', 'purchase']);
  expect((await pixelCalls(page)).map((call) => call[1])).toEqual(
    expect.arrayContaining(['InitiateCheckout', 'Purchase']),
  );
});

test('nothing loads unless asked: an automated visit, a merchant without counters, the excluded counter', async ({
  page,
}) => {
  const asked = await interceptOutside(page);
  // The merchant turned them on, but a browser test is not a customer: only ?analytics=on loads them.
  await page.goto(withCounters.tenantUrl('burger', `/product/${FISH}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Фиш бургер' })).toBeVisible();
  await page.getByRole('button', { name: /^В корзину/ }).click();
  await page.waitForTimeout(1500);
  expect(asked).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window || 'ym' in window || 'fbq' in window)).toBe(false);

  // The demo burger has every counter off.
  const demo = await page.goto(tenantUrl('burger', '/?analytics=on'));
  expect(demo?.headers()['content-security-policy']).toContain("script-src 'self';");
  await expect(page.locator('.pcard').first()).toBeVisible();
  await page.waitForTimeout(1500);
  expect(asked).toEqual([]);

  // The excluded Metrica counter: not loaded, not allowed by the page's policy.
  const excluded = await page.goto(excludedCounter.tenantUrl('burger', '/?analytics=on'));
  expect(excluded?.headers()['content-security-policy']).not.toContain('mc.yandex.ru');
  await expect(page.locator('.pcard').first()).toBeVisible();
  await page.waitForTimeout(1500);
  expect(asked).toEqual([]);
  expect(await page.evaluate(() => 'ym' in window)).toBe(false);
});
