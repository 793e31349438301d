/**
 * Size budget: the JavaScript the home route loads, gzipped, stays within 160 KB; neither the map
 * library nor the schema library (zod, with the contract's schemas) is part of it.
 *
 * What the home loads: the core stack of ARCHITECTURE.md without zod and messageformat (react,
 * router, react-query, mobx: about 105 KB), the virtual menu (10 KB), and the storefront's own
 * start-up code and what the home shows (menu, basket controls, hearts, stories, banners, the
 * modules' registrations and the texts the page shows).
 *
 * History: 190 KB until the basket brought mobx; 200 KB with favourites and the order status box;
 * 210 KB with promo codes and cashback; 218 KB with server-rendered pages and the after-order modules.
 * 175 KB once the first screen stopped loading zod and the contract's schemas (a server-rendered page
 * and the catalogue come checked by the server of the same build; kept values load their schemas only
 * when there are some: core/tenant/stored-kind.ts) and MessageFormat (a lean formatter covers every
 * message the catalogues have: core/i18n/message-format/lean.ts). 160 KB once the first screen's small lazy
 * components and their texts came in two chunks instead of about fifty (src/tools/vite/
 * first-screen-chunks.ts), the tiles view of categories and a closed basket sheet's contents stopped
 * loading with the home; the home then makes a handful of script requests, not sixty.
 */
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { tenantUrl } from './support/urls.ts';

const BUDGET_BYTES = 160 * 1024;
/** Script requests of the home: the entry, the first screen's chunk and texts, the runtime, early taps. */
const MAX_SCRIPTS = 6;
/** In zod's code and nowhere else (the schema library must not load on the home). */
const ZOD_MARKER = '$ZodType';

for (const sub of ['burger', 'grocery']) {
  test(`${sub}: the home route loads at most 160 KB of JavaScript (gzip) in a few requests, no map or schema library`, async ({
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
    expect(sizes.length, `home loads ${sizes.length} scripts:\n${report}`).toBeLessThanOrEqual(MAX_SCRIPTS);
    for (const s of sizes) {
      expect(s.url).not.toMatch(/maplibre/i);
      expect(s.body.includes('maplibregl')).toBe(false);
      expect(s.body.includes(ZOD_MARKER), `${s.url} carries zod`).toBe(false);
    }
  });
}
