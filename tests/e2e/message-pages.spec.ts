/**
 * Size budget of the pages that only show a message: a blocked merchant's and the address of no
 * merchant (the tenant-less root) load at most 30 KB of JavaScript (gzip), inline scripts counted;
 * the storefront's code (some 200 KB) is not among it. They still say their message and show the
 * storefront's address for it.
 */
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { demoTenants } from './support/demo-tenants.ts';
import { apiUrl } from './support/accounts.ts';
import { tenantUrl, testPort } from './support/urls.ts';

const BUDGET_BYTES = 30 * 1024;

/** Every script the page ran: the files it fetched and its inline ones, gzipped. */
async function javaScriptOf(page: Page, url: string): Promise<{ total: number; report: string }> {
  const files = new Map<string, Buffer>();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'script' || type.includes('javascript'))
      files.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const inline = await page
    .locator('script:not([src])')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  const sizes = [
    ...[...files].map(([name, body]) => ({ name, gzip: gzipSync(body, { level: 9 }).length })),
    ...inline.map((text, index) => ({
      name: `inline #${index + 1}`,
      gzip: gzipSync(text, { level: 9 }).length,
    })),
  ];
  return {
    total: sizes.reduce((sum, s) => sum + s.gzip, 0),
    report: sizes.map((s) => `${(s.gzip / 1024).toFixed(1)} KB ${s.name}`).join('\n'),
  };
}

test('a blocked merchant: at most 30 KB of JavaScript, its message at /blocked', async ({ page }) => {
  const inactive = demoTenants().find((t) => !t.active);
  if (!inactive) throw new Error('the demo tenants need an inactive merchant (oldbakery) for this test');
  const { total, report } = await javaScriptOf(page, tenantUrl(inactive.sub, '/product/1'));
  expect(total, `the blocked page loads ${(total / 1024).toFixed(1)} KB:\n${report}`).toBeLessThanOrEqual(
    BUDGET_BYTES,
  );
  await expect(page).toHaveURL(/\/blocked$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(inactive.name);
});

test('the address of no merchant: at most 30 KB of JavaScript, its message at /merchantNotAvailable', async ({
  page,
}) => {
  const { total, report } = await javaScriptOf(page, `http://localhost:${testPort}/`);
  expect(total, `the tenant-less root loads ${(total / 1024).toFixed(1)} KB:\n${report}`).toBeLessThanOrEqual(
    BUDGET_BYTES,
  );
  await expect(page).toHaveURL(/\/merchantNotAvailable$/);
  // In the browser's language (the suite's browser asks for English), as the storefront chose it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop not found');
});

test('a device that remembers its merchant only in storage is taken back to it from the root', async ({
  page,
}) => {
  const merchant = demoTenants().find((t) => t.active && t.sub === 'burger');
  if (!merchant) throw new Error('the demo tenants need the burger');
  const { id } = (await (await page.request.get(apiUrl('/users/v1/merchants/sub/burger'))).json()) as {
    id: number;
  };
  await page.goto(`http://localhost:${testPort}/`);
  // Stored as the storefront stores it (app/start/merchant-memory.ts), with no cookie beside it.
  await page.evaluate((remembered) => localStorage.setItem('merchant', JSON.stringify(remembered)), {
    id,
    sub: merchant.sub,
  });
  await page.context().clearCookies();
  await page.goto(`http://localhost:${testPort}/`);
  await expect(page.locator('header .brand-link')).toContainText(merchant.name);
});
