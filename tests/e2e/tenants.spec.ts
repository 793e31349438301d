import { expect, test } from '@playwright/test';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { activeDemoTenants, demoTenants, firstProduct } from './support/demo-tenants.ts';
import { tenantUrl, vendorUrl } from './support/urls.ts';

for (const tenant of activeDemoTenants()) {
  test.describe(`tenant ${tenant.sub}`, () => {
    test('home shows its name, its colour and its menu', async ({ page }) => {
      await page.goto(tenantUrl(tenant.sub));
      await expect(page.locator('header .brand-link')).toContainText(tenant.name);
      await expect(page).toHaveTitle(tenant.settings.title || tenant.name);
      const brand = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--brand').trim(),
      );
      expect(brand.toLowerCase()).toBe(tenant.settings.mainColor.toLowerCase());
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(
        tenant.settings.isDark ? 'dark' : 'light',
      );

      const { name, categoryName } = firstProduct(tenant);
      if (tenant.settings.categoryView === 'CARDS') {
        await expect(page.locator('.ccards__tile').first()).toContainText(categoryName);
      } else {
        await expect(page.getByRole('heading', { level: 2, name: categoryName }).first()).toBeVisible();
        await expect(page.locator('.pcard').first()).toContainText(name);
      }
      expect(describeViolations(await seriousViolations(page))).toBe('');
    });

    test('a product page shows the product', async ({ page }) => {
      const { product, name } = firstProduct(tenant);
      await page.goto(tenantUrl(tenant.sub, `/product/${product.id}`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.locator('.product__total')).toContainText(
        tenant.settings.kz ? /тенге|теңге|tenge/ : "so'm",
      );
      expect(describeViolations(await seriousViolations(page))).toBe('');
    });

    test('search finds the product', async ({ page }) => {
      const { product, name } = firstProduct(tenant);
      await page.goto(tenantUrl(tenant.sub, '/search'));
      await page.getByRole('searchbox').fill(name.slice(0, Math.max(3, Math.min(name.length, 8))));
      await expect(page.locator(`a[href="/product/${product.id}"]`)).toBeVisible();
    });
  });
}

test('the vendor parameter chooses the tenant on a local host', async ({ page }) => {
  const tenant = activeDemoTenants().find((t) => t.sub !== 'burger');
  if (!tenant) throw new Error('no active demo tenant besides the burger');
  await page.goto(vendorUrl(tenant.sub));
  await expect(page.locator('header .brand-link')).toContainText(tenant.name);
});

test('an inactive merchant sends every visitor to /blocked', async ({ page }) => {
  const inactive = demoTenants().find((t) => !t.active);
  if (!inactive) throw new Error('the demo tenants need an inactive merchant (oldbakery) for this test');
  await page.goto(tenantUrl(inactive.sub, '/product/1'));
  await expect(page).toHaveURL(/\/blocked$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(inactive.name);
});

test('an unknown merchant clears storage and shows merchantNotAvailable', async ({ page }) => {
  await page.goto(tenantUrl('nosuchshop', '/about'));
  await page.evaluate(() => {
    localStorage.setItem('leftover', '1');
    document.cookie = 'leftover=1; Path=/';
  });
  await page.reload();
  await expect(page).toHaveURL(/\/merchantNotAvailable$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('leftover'))).toBeNull();
  expect(await page.evaluate(() => document.cookie)).not.toContain('leftover');
});
