/**
 * Language links: /ru/, /uz/, /en/, /ar/, /kk/, /tr/ and /zh/ (and the backend's /eng/ and /kz/)
 * open the storefront in that language, deep links included, for the languages the merchant has
 * on. A link in a language the merchant does not offer opens its page all the same, in the
 * language the customer would otherwise get, and leaves their earlier choice alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { appLanguages, directionOf } from '../../src/core/i18n/languages.ts';
import { localize } from '../../src/core/i18n/localize.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { activeDemoTenants, firstProduct } from './support/demo-tenants.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { tenantUrl } from './support/urls.ts';

const repo = path.join(import.meta.dirname, '../..');
const tenant = (sub: string) => {
  const found = activeDemoTenants().find((t) => t.sub === sub);
  if (!found) throw new Error(`demo tenant ${sub} is missing`);
  return found;
};
const cafe = tenant('cafe');
const { product } = firstProduct(cafe);

const cookieOf = async (page: Page, name: string) =>
  (await page.context().cookies()).find((c) => c.name === name)?.value;

test.describe('a merchant with every language on', () => {
  let own: OwnServer;
  let root: string;

  test.beforeAll(async () => {
    // The cafe with Kazakh and Chinese switched on as well: all seven interface languages.
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'language-links-'));
    const dir = path.join(root, 'cafe');
    fs.cpSync(path.join(repo, 'fixtures/cafe'), dir, { recursive: true });
    const settingsFile = path.join(dir, 'settings-web.json');
    const settings = JSON.parse(fs.readFileSync(settingsFile, 'utf8')) as object;
    const all = { ru: true, uz: true, eng: true, kz: true, ar: true, tr: true, zh: true };
    fs.writeFileSync(settingsFile, JSON.stringify({ ...settings, ...all }));
    own = await startOwnServer([dir]);
  });

  test.afterAll(async () => {
    await own?.server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  for (const lang of appLanguages) {
    test(`/${lang}/ opens the storefront in that language, and a deep link keeps its page`, async ({
      page,
    }) => {
      await page.goto(own.tenantUrl('cafe', `/${lang}/`));
      await expect(page).toHaveURL(own.tenantUrl('cafe', '/'));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', directionOf(lang));
      await expect(page.locator('.pcard, .ccards__tile').first()).toBeVisible();
      // The storefront's code writes the cookies; on a server-rendered page it starts after the
      // first screen is shown (app/ssr/after-first-screen.ts), so the language shows before them.
      await expect.poll(() => cookieOf(page, 'lang')).toBe(lang);

      // A fresh visitor following a shared link to a product.
      await page.context().clearCookies();
      await page.goto(own.tenantUrl('cafe', `/${lang}/1/product/${product.id}`));
      await expect(page).toHaveURL(own.tenantUrl('cafe', `/product/${product.id}`));
      await expect(page.getByRole('heading', { level: 1, name: localize(product.name, lang) })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect.poll(() => cookieOf(page, 'lang')).toBe(lang);
      await expect.poll(() => cookieOf(page, 'page')).toBe('1');
      if (lang === 'ar' || lang === 'zh') expect(describeViolations(await seriousViolations(page))).toBe('');
    });
  }

  test('the backend spellings /eng/ and /kz/ lead to English and Kazakh', async ({ page }) => {
    await page.goto(own.tenantUrl('cafe', '/eng/'));
    await expect(page).toHaveURL(own.tenantUrl('cafe', '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto(own.tenantUrl('cafe', '/kz/about'));
    await expect(page).toHaveURL(own.tenantUrl('cafe', '/about'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  });
});

test('a language the merchant does not offer: the page opens in the language the customer had', async ({
  page,
}) => {
  expect(cafe.settings.zh, 'the demo cafe must not offer Chinese for this test').toBe(false);
  expect(cafe.settings.kz).toBe(false);

  // A fresh visitor: the merchant's main language, and no language remembered for them.
  await page.goto(tenantUrl('cafe', `/zh/product/${product.id}`));
  await expect(page).toHaveURL(tenantUrl('cafe', `/product/${product.id}`));
  await expect(
    page.getByRole('heading', { level: 1, name: localize(product.name, cafe.lang) }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', cafe.lang);
  expect(await cookieOf(page, 'lang')).toBeUndefined();

  // A customer who chose Turkish keeps it.
  await page.goto(tenantUrl('cafe', '/tr/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  // Kept once the storefront's code has run (the rendered page shows in Turkish before that).
  await expect.poll(() => cookieOf(page, 'lang')).toBe('tr');
  await page.goto(tenantUrl('cafe', '/kk/'));
  await expect(page).toHaveURL(tenantUrl('cafe', '/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  expect(await cookieOf(page, 'lang')).toBe('tr');
  await expect(page.getByRole('heading', { name: /Page not found|Страница не найдена/ })).toHaveCount(0);
});

test('dastarkhan (Kazakh first, Russian too): /ru/ and /kk/ switch between them', async ({ page }) => {
  const dastarkhan = tenant('dastarkhan');
  expect(dastarkhan.lang).toBe('kk');
  await page.goto(tenantUrl('dastarkhan', '/ru/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect.poll(() => cookieOf(page, 'lang')).toBe('ru');
  await page.goto(tenantUrl('dastarkhan', '/kk/'));
  await expect(page).toHaveURL(tenantUrl('dastarkhan', '/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await expect.poll(() => cookieOf(page, 'lang')).toBe('kk');
  // English is not on here: the link still opens, in Kazakh.
  await page.goto(tenantUrl('dastarkhan', '/en/'));
  await expect(page).toHaveURL(tenantUrl('dastarkhan', '/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
});
