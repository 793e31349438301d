import { expect, test } from '@playwright/test';
import { tenantUrl } from './support/urls.ts';

test('a story plays through its slides, closes at the end and is remembered as seen', async ({ page }) => {
  await page.goto(tenantUrl('burger'));
  const story = page.locator('.stories__item').last();
  await expect(story).toHaveAttribute('data-seen', 'false');
  await story.click();
  const viewer = page.getByRole('dialog', { name: 'Доставка' });
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('.story__fill[data-state="active"]')).toHaveCount(1);
  await viewer.getByRole('button', { name: 'Дальше' }).click();
  await expect(viewer.locator('.story__fill[data-state="done"]')).toHaveCount(1);
  await viewer.getByRole('button', { name: 'Дальше' }).click();
  await expect(viewer).toBeHidden();
  await expect(story).toHaveAttribute('data-seen', 'true');
  await page.reload();
  await expect(page.locator('.stories__item').last()).toHaveAttribute('data-seen', 'true');
  await expect(page.locator('.stories__item').first()).toHaveAttribute('data-seen', 'false');
});

test('a story advances on its own after the slide duration', async ({ page }) => {
  await page.clock.install();
  await page.goto(tenantUrl('burger'));
  // The story itself, not its loading placeholder (which has the same shape and no button).
  await page.getByRole('button', { name: 'Новинка' }).click();
  const viewer = page.getByRole('dialog', { name: 'Новинка' });
  // The clock is fake, and React reveals a freshly loaded screen on a timer of its own: move time in
  // small steps until the viewer shows (far less than a slide's 5 s), then over one slide.
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return viewer.locator('.story__fill[data-state="active"]').count();
    })
    .toBe(1);
  await expect(viewer.locator('.story__fill[data-state="done"]')).toHaveCount(0);
  await page.clock.runFor(5_100);
  await expect(viewer.locator('.story__fill[data-state="done"]')).toHaveCount(1);
});

test('banners link to a product or a page the storefront has, and to nothing else', async ({ page }) => {
  await page.goto(tenantUrl('burger'));
  const slides = page.locator('.banners__slide');
  await expect(slides).toHaveCount(3);
  await expect(slides.nth(0).locator('a')).toHaveAttribute('href', '/category?id=100202');
  await expect(slides.nth(1).locator('a')).toHaveAttribute('href', '/product/101006');
  // The third points at the branches page, which the branches module (branchesActive) adds.
  await expect(slides.nth(2).locator('a')).toHaveAttribute('href', '/branches');
  await slides.nth(1).locator('a').click();
  await expect(page).toHaveURL(/\/product\/101006$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('turned-off modules leave no trace: the grocery has no stories', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(tenantUrl('grocery'));
  await expect(page.locator('.pcard').first()).toBeVisible();
  await expect(page.locator('.stories')).toHaveCount(0);
  expect(requests.some((url) => url.includes('/notifications/v2/stories'))).toBe(false);
  expect(requests.some((url) => /stories-strip/.test(url))).toBe(false);
});
