/**
 * Size budget: the JavaScript the home route loads, gzipped, stays within 218 KB, and the map
 * library is not part of it (map screens load it on demand). The budget is the core stack of
 * ARCHITECTURE.md (about 167 KB: react, router, react-query, mobx, zod, messageformat, immer) plus
 * about 40 KB for the storefront's own start-up code and what the home page shows (menu, basket
 * controls, favourites hearts, the order status box, every enabled module's messages). History:
 * 190 KB until the basket brought mobx, 200 KB until favourites and the status box, 210 KB until
 * promo codes and cashback (two more modules in the registry, the order draft's promo, cashback and
 * receipt, the promo calls in the contract: 1.4 KB; their screens' code and texts load with them),
 * 218 KB with server-rendered pages (the hydration and the held taps: 2 KB) and the after-order modules (reviews,
 * notifications, booking, vacancies, chat, bottom navigation, analytics, extra pages: their
 * registrations, the endpoint schemas and the event bus, about 3 KB). The target is 160 KB: the
 * contract's schemas and zod (37 KB) off the first screen, which a hydrated page no longer needs.
 */
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { tenantUrl } from './support/urls.ts';

const BUDGET_BYTES = 218 * 1024;

for (const sub of ['burger', 'grocery']) {
  test(`${sub}: the home route loads at most 218 KB of JavaScript (gzip) and no map library`, async ({
    page,
  }) => {
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() === 'script' || type.includes('javascript')) {
        scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
      }
    });
    await page.goto(tenantUrl(sub), { waitUntil: 'networkidle' });
    await expect(page.locator('.pcard').first()).toBeVisible();

    const sizes = [...scripts].map(([url, body]) => ({
      url,
      gzip: gzipSync(body, { level: 9 }).length,
      body,
    }));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const report = sizes.map((s) => `${(s.gzip / 1024).toFixed(1)} KB ${new URL(s.url).pathname}`).join('\n');
    expect(total, `home loads ${(total / 1024).toFixed(1)} KB:\n${report}`).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(sizes.length).toBeGreaterThan(0);
    for (const s of sizes) {
      expect(s.url).not.toMatch(/maplibre/i);
      expect(s.body.includes('maplibregl')).toBe(false);
    }
  });
}
