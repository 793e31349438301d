import { expect, test } from '@playwright/test';
import { tenantUrl } from './support/urls.ts';

test('inside the Click app the storefront follows the click-app settings and stays in Click', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/merchant/settings/')) requested.push(new URL(r.url()).pathname);
  });

  // On the web the burger shows stories; its click-app settings turn them off.
  await page.goto(tenantUrl('burger'));
  await expect(page.locator('.stories__item').first()).toBeVisible();
  expect(requested).toEqual(['/api/support/v1/merchant/settings/web']);

  requested.length = 0;
  await page.goto(tenantUrl('burger', '/?channel=click'));
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
