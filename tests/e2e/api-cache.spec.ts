/**
 * The storefront revalidates the merchant's public answers (catalogue, settings, banners...) instead
 * of downloading them again: the server gives them an ETag and `no-cache`, the browser keeps them and
 * asks with If-None-Match on the next visit, and the unchanged catalogue comes back as a bodiless 304.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Response } from '@playwright/test';
import { tenantUrl } from './support/urls.ts';

const isCatalogue = (response: Response) => response.url().includes('/api/products/v1/overalls');

test('a second visit revalidates the catalogue: If-None-Match sent, 304 answered, the menu shown', async ({
  page,
}) => {
  const first = page.waitForResponse(isCatalogue);
  await page.goto(tenantUrl('grocery'));
  const answer = await first;
  expect(answer.status()).toBe(200);
  const etag = await answer.headerValue('etag');
  expect(etag).toMatch(/^"[\w-]+"$/);
  await expect(page.locator('.pcard').first()).toBeVisible();

  const second = page.waitForResponse(isCatalogue);
  await page.reload();
  const revalidated = await second;
  expect(await revalidated.request().headerValue('if-none-match')).toBe(etag);
  // Chromium hands the page the kept answer (status 200); what crossed the network was a 304: no body.
  expect((await revalidated.request().sizes()).responseBodySize).toBe(0);
  expect((await answer.request().sizes()).responseBodySize).toBeGreaterThan(10_000);
  await expect(page.locator('.pcard').first()).toBeVisible();
});

test('each new visitor gets the same catalogue in brotli, kept answer after kept answer, and the menu', async ({
  browser,
}) => {
  const visit = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const answer = page.waitForResponse(isCatalogue);
    await page.goto(tenantUrl('grocery'));
    const catalogue = await answer;
    expect(catalogue.status()).toBe(200);
    expect(await catalogue.headerValue('content-encoding')).toBe('br');
    await expect(page.locator('.pcard').first()).toBeVisible();
    const body = (await catalogue.json()) as { products: unknown[] };
    await context.close();
    return body;
  };
  // The first may be the app's; the ones after are the server's kept bytes, written as they are.
  const first = await visit();
  const second = await visit();
  const third = await visit();
  expect(first.products.length).toBeGreaterThan(1000);
  expect(second).toEqual(first);
  expect(third).toEqual(first);
});

test('the checked catalogue names the served build, which npm run build recorded beside its bundles', async ({
  page,
}) => {
  const answer = page.waitForResponse(isCatalogue);
  await page.goto(tenantUrl('grocery'));
  const build = await (await answer).headerValue('storefront-build');
  const dist = process.env.E2E_DIST ?? path.join(import.meta.dirname, '..', '..', 'dist');
  const record = JSON.parse(readFileSync(path.join(dist, '.ssr', 'build.json'), 'utf8')) as { id: string };
  expect(record.id).toMatch(/^[0-9a-f]{16}$/);
  expect(build).toBe(record.id);
});
