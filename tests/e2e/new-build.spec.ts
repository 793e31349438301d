/**
 * Spec section 4: a periodic check for a new build reloads the page, at a calm moment: a navigation
 * to a page with nothing to type, not on the way into sign-in or the checkout.
 */
import { expect, test } from '@playwright/test';
import { tenantUrl } from './support/urls.ts';

test('a new build reloads the page at the next calm navigation, not on the way into sign-in', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(tenantUrl('burger'));
  await expect(page.locator('.pcard').first()).toBeVisible();
  await page.waitForFunction(() => 'live' in document.documentElement.dataset);
  const entry = await page.locator('script[type="module"][src*="/assets/"]').first().getAttribute('src');
  if (!entry) throw new Error('the page names no entry script of a build');

  // A new build is deployed: the old entry script is gone. The check, five minutes on, sees it.
  await page.route(`**${entry}`, (route) =>
    route.request().method() === 'HEAD' ? route.fulfill({ status: 404 }) : route.fallback(),
  );
  const checked = page.waitForResponse((r) => r.url().endsWith(entry) && r.request().method() === 'HEAD');
  await page.clock.fastForward('05:01');
  expect((await checked).status()).toBe(404);

  let loads = 0;
  page.on('load', () => (loads += 1));
  // Into sign-in: the customer is about to type, the page stays.
  await page.locator('a[href="/login"]').first().click();
  await expect(page).toHaveURL(tenantUrl('burger', '/login'));
  await page.waitForTimeout(500);
  expect(loads).toBe(0);

  // Back to the menu: a calm moment, the new build loads.
  const reloaded = page.waitForEvent('load');
  await page.goBack();
  await reloaded;
  await expect(page).toHaveURL(tenantUrl('burger'));
  await expect(page.locator('.pcard').first()).toBeVisible();
});
