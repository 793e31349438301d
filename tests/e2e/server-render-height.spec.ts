/**
 * A server-rendered home keeps its height once live (issue 28): the server draws the menu's first
 * screen and reserves the rest of it, so the page is as tall before the storefront's code runs as
 * after, and a customer who scrolled to the footer meanwhile still sees it once the page is live.
 */
import { expect, test, type Page } from '@playwright/test';
import { holdFiles, STOREFRONT_CODE, untilServerRendered } from './support/before-live.ts';
import { tenantUrl, testPort } from './support/urls.ts';

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

for (const { sub, width } of [
  { sub: 'burger', width: 1280 },
  { sub: 'burger', width: 390 },
  { sub: 'grocery', width: 390 },
]) {
  test(`${sub} at ${width} px: the home is as tall before live as after, the footer stays in view`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await untilServerRendered(page.request, `http://localhost:${testPort}`, tenantUrl(sub));
    const release = await holdFiles(page, STOREFRONT_CODE);
    await page.goto(tenantUrl(sub));
    await expect(page.locator('#rendered-page')).toBeAttached();
    await expect(page.locator('.menu__rows--first-screen')).toHaveCount(1);
    const before = await pageHeight(page);

    const footer = page.locator('footer').last();
    await footer.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled, 'the page scrolls to its footer').toBeGreaterThan(0);

    release();
    await expect(page.locator('html')).toHaveAttribute('data-live', '', { timeout: 15_000 });
    await expect(page.locator('.menu__rows--first-screen')).toHaveCount(0);
    await page.waitForTimeout(500);
    const after = await pageHeight(page);
    expect(Math.abs(after - before) / before, `before ${before} px, after ${after} px`).toBeLessThan(0.1);
    // Where the customer was: the footer is still on screen.
    await expect(footer).toBeInViewport();
  });
}
