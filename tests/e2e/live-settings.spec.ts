/**
 * Live settings preview: the development preview page lists every settings flag as a switch beside
 * the storefront in an iframe; each change re-renders the storefront without a reload. Messages from
 * origins the deployment has not allowed change nothing (pages of origins that may not even frame the
 * storefront are refused earlier: security-headers.spec.ts).
 */
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { tenantUrl, testPort } from './support/urls.ts';

async function openPreview(page: Page, sub: string): Promise<FrameLocator> {
  await page.goto(`http://localhost:${testPort}/__preview?tenant=${sub}`);
  await expect(page.getByRole('status')).toHaveText(/ready|Applied/);
  const frame = page.frameLocator('#storefront');
  await expect(frame.locator('.pcard, .ccards__tile').first()).toBeVisible();
  // A marker that a reload would wipe out.
  await frame
    .locator('html')
    .evaluate(() => ((window as unknown as { previewMarker: number }).previewMarker = 42));
  return frame;
}

const toggle = (page: Page, key: string) => page.locator(`input[name="${key}"]`).click();
const choose = (page: Page, key: string, value: string) =>
  page.locator(`select[name="${key}"]`).selectOption(value);
const marker = (frame: FrameLocator) =>
  frame.locator('html').evaluate(() => (window as unknown as { previewMarker?: number }).previewMarker);

test('switching flags in the preview page changes the storefront without a reload', async ({ page }) => {
  const frame = await openPreview(page, 'burger');

  await expect(frame.locator('.banners__slide').first()).toBeVisible();
  await toggle(page, 'bannersActive');
  await expect(frame.locator('.banners')).toHaveCount(0);

  await expect(frame.locator('.stories__item').first()).toBeVisible();
  await toggle(page, 'storiesActive');
  await expect(frame.locator('.stories')).toHaveCount(0);
  await toggle(page, 'storiesActive');
  await expect(frame.locator('.stories__item').first()).toBeVisible();

  await expect(frame.locator('.langs__button')).toBeVisible();
  await toggle(page, 'uz');
  await toggle(page, 'eng');
  await expect(frame.locator('.langs__button')).toHaveCount(0);

  await choose(page, 'groupView', 'CARDS');
  await expect(frame.locator('.groups--cards')).toBeVisible();
  await choose(page, 'categoryView', 'CARDS');
  await expect(frame.locator('.ccards__tile').first()).toBeVisible();
  await expect(frame.locator('.ctabs')).toHaveCount(0);

  await page.locator('input[name="mainColor"]').fill('#1d3557');
  await expect
    .poll(() =>
      frame
        .locator('html')
        .evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim()),
    )
    .toBe('#1D3557');

  await toggle(page, 'isDark');
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');

  expect(await marker(frame)).toBe(42);
});

test('a broken value from the admin is turned off with a warning, not a white screen', async ({ page }) => {
  const frame = await openPreview(page, 'burger');
  await page.evaluate(() => {
    const iframe = document.getElementById('storefront') as HTMLIFrameElement;
    iframe.contentWindow?.postMessage(
      { type: 'storefront:settings', settings: { bannersActive: 'yes please' } },
      new URL(iframe.src).origin,
    );
  });
  await expect(page.getByRole('status')).toContainText('bannersActive');
  await expect(frame.locator('.banners')).toHaveCount(0);
  await expect(frame.locator('.pcard').first()).toBeVisible();
});

test('a page that may frame the storefront but is no preview origin changes nothing', async ({ page }) => {
  // Telegram's web client frames the storefront as a mini app, so its origin passes frame-ancestors;
  // it is no preview origin, so what it posts is ignored. The client is played by a routed page.
  const client = `<!doctype html><title>Telegram</title><iframe id="storefront" src="${tenantUrl('burger')}" style="width:390px;height:800px"></iframe>
    <script>
      const frame = document.getElementById('storefront');
      setInterval(() => frame.contentWindow.postMessage({ type: 'storefront:settings', settings: { isDark: true, storiesActive: false }, replace: true }, '*'), 100);
    </script>`;
  await page.route('https://web.telegram.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: client }),
  );
  // The routed page counts as public and the test server as local: Chromium asks before letting one
  // frame the other, as it would ask a customer.
  await page.context().grantPermissions(['local-network-access'], { origin: 'https://web.telegram.org' });
  await page.goto('https://web.telegram.org/k/');
  const frame = page.frameLocator('#storefront');
  await expect(frame.locator('.stories__item').first()).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(frame.locator('.stories__item').first()).toBeVisible();
});
