/**
 * A picture that fails shows the storefront's placeholder, never the browser's broken-image icon:
 * on a server-rendered page before its code has run (only the page's first script, app/boot.ts), and
 * still once the page is live.
 */
import { expect, test, type Locator } from '@playwright/test';
import { holdFiles, STOREFRONT_CODE, untilServerRendered } from './support/before-live.ts';
import { tenantUrl, testPort } from './support/urls.ts';

/** What the browser drew: the address it shows and the picture's own width (0 for a broken one). */
const drawn = (picture: Locator) =>
  picture.evaluate((img: HTMLImageElement) => ({
    placeholder: new URL(img.currentSrc).pathname === '/placeholder.svg',
    width: img.naturalWidth,
  }));

test('pictures that fail show the placeholder, before the page is live and after', async ({ page }) => {
  const home = tenantUrl('burger');
  await untilServerRendered(page.request, `http://localhost:${testPort}`, home);
  // Every picture of the content host fails as a refused one did: a JSON error body.
  await page.route(/\/media\//, (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: '{"code":"RATE_LIMITED"}' }),
  );
  const release = await holdFiles(page, STOREFRONT_CODE);
  await page.goto(home, { waitUntil: 'commit' });
  await expect(page.locator('html[data-early-hold]')).toHaveCount(1);

  const card = page.locator('.pcard img').first();
  await expect(card).toBeVisible();
  await expect.poll(() => drawn(card)).toEqual({ placeholder: true, width: expect.any(Number) });
  expect((await drawn(card)).width).toBeGreaterThan(0);

  release();
  await expect(page.locator('html')).toHaveAttribute('data-live', '', { timeout: 15_000 });
  await expect.poll(() => drawn(card)).toMatchObject({ placeholder: true });
  // No picture the browser has finished with is broken.
  const broken = await page
    .locator('img')
    .evaluateAll((pictures) =>
      (pictures as HTMLImageElement[])
        .filter((img) => img.complete && img.currentSrc && img.naturalWidth === 0)
        .map((img) => img.currentSrc),
    );
  expect(broken).toEqual([]);
});
