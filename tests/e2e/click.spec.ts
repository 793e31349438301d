import { expect, test } from '@playwright/test';
import { tenantUrl, testPort } from './support/urls.ts';

test('inside the Click app the storefront follows the click-app settings and stays in Click', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/merchant/settings/')) requested.push(new URL(r.url()).pathname);
  });

  // On the web the burger shows stories; its click-app settings turn them off. The page carries the
  // merchant's settings inline (boot data), so no settings call is needed at all.
  await page.goto(tenantUrl('burger'));
  await expect(page.locator('.stories__item').first()).toBeVisible();
  await expect(page.locator('script#boot-data')).toHaveCount(1);
  expect(requested).toEqual([]);

  // Without boot data and a server-rendered page (an older server, another tenant remembered...) the
  // storefront asks the API, and in Click it asks for the click-app variant.
  // (On localhost with ?vendor=: the test runner's own fetch cannot resolve *.localhost names.)
  const clickUrl = `http://localhost:${testPort}/?vendor=burger&channel=click`;
  await page.route(
    (url) => url.pathname === '/' && url.searchParams.get('channel') === 'click',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        // The server's markup too: with it the menu shows before the storefront's code has run.
        .replace(/<div id="root">[\s\S]*<\/div>(?=<script id="rendered-page")/, '<div id="root"></div>')
        .replace(/<script id="(boot-data|rendered-page)"[^>]*>.*?<\/script>/gs, '');
      await route.fulfill({ response, body: html });
    },
  );
  requested.length = 0;
  await page.goto(clickUrl);
  await expect(page.locator('script#boot-data')).toHaveCount(0);
  await expect(page.locator('#rendered-page')).toHaveCount(0);
  await expect(page.locator('.pcard').first()).toBeVisible();
  expect(requested).toEqual(['/api/support/v1/merchant/settings/click-app/client']);
  await expect(page.locator('.stories')).toHaveCount(0);
  await expect(page.locator('.banners__slide').first()).toBeVisible();

  // In-app navigation drops the query; the visit stays a Click visit.
  await page.locator('.pcard__link').first().click();
  await page.locator('header .brand-link').click();
  await expect(page.locator('.pcard').first()).toBeVisible();
  await page.reload();
  await expect(page.locator('.pcard').first()).toBeVisible();
  await expect(page.locator('.stories')).toHaveCount(0);
});
