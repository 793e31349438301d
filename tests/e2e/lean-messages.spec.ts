/**
 * The home page formats its texts without the MessageFormat library
 * (src/core/i18n/message-format/lean.ts): burger and grocery in Russian and the cafe in Arabic (right
 * to left, with isolation marks) load no script of it, and still show their texts, plurals included,
 * in the right language and direction.
 */
import { expect, test } from '@playwright/test';
import { tenantUrl } from './support/urls.ts';

/** Error codes only the MessageFormat library's validator carries. */
const libraryMark = 'missing-selector-annotation';

const pages = [
  { sub: 'burger', path: '/', lang: 'ru', dir: 'ltr' },
  { sub: 'grocery', path: '/', lang: 'ru', dir: 'ltr' },
  { sub: 'cafe', path: '/ar/', lang: 'ar', dir: 'rtl' },
] as const;

for (const { sub, path, lang, dir } of pages) {
  test(`${sub} ${lang}: the home page shows its texts without downloading MessageFormat`, async ({
    page,
  }) => {
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() === 'script' || type.includes('javascript')) {
        scripts.push({ url: response.url(), body: (await response.body().catch(() => '')).toString() });
      }
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(tenantUrl(sub, path), { waitUntil: 'networkidle' });
    // The menu is drawn (the cafe's layout shows other cards than the burger's).
    await expect(page.getByRole('main').getByRole('navigation').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);

    expect(scripts.length).toBeGreaterThan(0);
    const library = scripts.filter((s) => s.body.includes(libraryMark)).map((s) => s.url);
    expect(library, 'scripts carrying MessageFormat').toEqual([]);
    // No message was formatted before its formatter was there (messages.ts reports that).
    expect(errors.filter((e) => e.includes('before MessageFormat loaded'))).toEqual([]);
    // No text shows a message id or an unformatted placeholder instead of words.
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/\{\$\w+\}|\.input|\.match/);
  });
}
