/**
 * A tenant made by `npm run fixture:new` renders: its home shows its name, its menu and a product,
 * served by the reference server from a folder outside the repository.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from '../../src/server/start.ts';
import { createTenant } from '../../src/tools/fixture-new.ts';

test('a scaffolded tenant renders its home, its menu and a product', async ({ page }) => {
  const parent = mkdtempSync(path.join(tmpdir(), 'fixture-new-'));
  let server: RunningServer | undefined;
  try {
    const created = await createTenant('sampleshop', parent);
    // The build under test (E2E_DIST), as the suite's own server serves; else dist/.
    const dist = process.env.E2E_DIST;
    server = await startServer({
      port: 0,
      tenantDirs: [created.dir],
      db: undefined,
      database: ':memory:',
      ...(dist ? { distDir: path.resolve(dist) } : {}),
    });
    await page.goto(`http://sampleshop.localhost:${server.port}/`);
    await expect(page.locator('header .brand-link')).toBeVisible();
    const card = page.locator('.pcard').first();
    await expect(card).toBeVisible();
    await card.locator('a').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.product__total')).toContainText("so'm");
  } finally {
    await server?.close();
    rmSync(parent, { recursive: true, force: true });
  }
});
