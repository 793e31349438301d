/**
 * The extra pages (routes extra, extra2 and extr3, layout "extra"): the app download page from the
 * settings' app links, and the merchant's two free pages from extra-pages.json, sanitised like the
 * policy texts, reached from the footer; on a phone and a wide screen, with axe.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { tenantUrl } from './support/urls.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

async function noSeriousViolations(page: Page) {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`burger at ${viewport.width} px: the footer leads to the app page and both free pages`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(tenantUrl('burger'));
    await expect(page.locator('.pcard').first()).toBeVisible();
    // The links come with the footer, as the customer scrolls down to it. A server-rendered page
    // grows once live (its menu past the first screen is drawn then), which can take the footer far
    // from where it was scrolled to: scroll to it again, as the customer would.
    const more = page.getByRole('navigation', { name: 'Ещё' });
    await expect(more).toHaveCount(0);
    await expect(async () => {
      await page.locator('footer').scrollIntoViewIfNeeded();
      await expect(more.getByRole('link')).toHaveText(
        ['Наше приложение', 'Доставка и оплата', 'Бонусы и акции'],
        { timeout: 1000 },
      );
    }).toPass();

    await more.getByRole('link', { name: 'Наше приложение' }).click();
    await expect(page).toHaveURL(tenantUrl('burger', '/extra'));
    await expect(page.getByRole('heading', { level: 1, name: 'Приложение Burger Lab' })).toBeVisible();
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Скачать в App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/id0000000101',
    );
    await expect(main.getByRole('link', { name: 'Скачать в Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=com.example.burgerlab',
    );
    await expect(main.getByRole('link', { name: 'Открыть бота в Telegram' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await shot(page, `extra-${viewport.width}`);
    await noSeriousViolations(page);

    await page
      .getByRole('navigation', { name: 'Ещё' })
      .getByRole('link', { name: 'Доставка и оплата' })
      .click();
    await expect(page).toHaveURL(tenantUrl('burger', '/extra2'));
    await expect(page.getByRole('heading', { level: 1, name: 'Доставка и оплата' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Как мы доставляем' })).toBeVisible();
    // A link to another site opens safely in a new tab, as in the policy texts.
    const bot = page.locator('main').getByRole('link', { name: 'нашем Telegram-боте' });
    await expect(bot).toHaveAttribute('target', '_blank');
    await expect(bot).toHaveAttribute('rel', /noopener/);
    await shot(page, `extra2-${viewport.width}`);
    await noSeriousViolations(page);

    await page.getByRole('navigation', { name: 'Ещё' }).getByRole('link', { name: 'Бонусы и акции' }).click();
    await expect(page).toHaveURL(tenantUrl('burger', '/extr3'));
    await expect(page.getByRole('heading', { level: 1, name: 'Бонусы и акции' })).toBeVisible();
    await noSeriousViolations(page);
  });
}

test('the free page follows the language; a merchant without the pages or apps says so', async ({ page }) => {
  await page.goto(tenantUrl('burger', '/en/'));
  // The storefront keeps the language once its code has run (a rendered page shows before that).
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'lang')?.value)
    .toBe('en');
  await page.goto(tenantUrl('burger', '/extra2'));
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery and payment' })).toBeVisible();

  // The cafe has no app links (no /extra) and no free pages.
  await page.goto(tenantUrl('cafe', '/extra2'));
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'В меню' })).toBeVisible();
  await noSeriousViolations(page);
  await page.goto(tenantUrl('cafe', '/extra'));
  await expect(page.getByText('Страница не найдена: /extra')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ещё' })).toHaveCount(0);
});

test.describe('merchant HTML', () => {
  let own: OwnServer;
  let root: string;
  test.beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'extra-pages-'));
    const dir = path.join(root, 'burger');
    fs.cpSync(path.join(repo, 'fixtures/burger'), dir, { recursive: true });
    const hostile =
      '<h2>Offer</h2><p onclick="window.__pwned=1">Text</p><script>window.__pwned=1</script>' +
      '<img src=x onerror="window.__pwned=1"><a href="javascript:window.__pwned=1">bad</a>' +
      '<a href="//evil.example/x">other site</a><iframe src="https://evil.example"></iframe><p>End</p>';
    fs.writeFileSync(
      path.join(dir, 'extra-pages.json'),
      JSON.stringify({ extra2: { title: { ru: 'Акция' }, text: { ru: hostile } } }),
    );
    own = await startOwnServer([dir]);
  });
  test.afterAll(async () => {
    await own?.server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('is sanitised: no script, handler, frame or sneaky link survives', async ({ page }) => {
    await page.goto(own.tenantUrl('burger', '/extra2'));
    await expect(page.getByRole('heading', { level: 1, name: 'Акция' })).toBeVisible();
    const text = page.locator('.extra-page__text');
    await expect(text).toContainText('End');
    await expect(text.locator('script, iframe, [onclick], [onerror]')).toHaveCount(0);
    await expect(text.locator('a[href^="javascript"], a[href^="//"]')).toHaveCount(0);
    await text.getByText('Text').click();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
