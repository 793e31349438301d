/**
 * The settings studio, as an owner or manager uses it and a customer meets it: a colour and a feature
 * flag changed in the form show in the studio's three phone frames at once and, once saved, in a
 * customer's open storefront without a reload; a value the contract refuses is explained under its
 * field and cannot be saved; a revert gives the old settings back; an operator has no studio. On the
 * suite's own tenant (tests/e2e/fixtures/studio), which no other test opens.
 */
import { expect, test, type Page } from '@playwright/test';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { openConsole, staffSignInByApi, type StaffSession } from './support/console.ts';
import { tenantUrl } from './support/urls.ts';

const SUB = 'studio';
/** tests/e2e/fixtures/studio/staff.json */
const MANAGER = '+998970090002';
const OPERATOR = '+998970090003';
const SAVED_COLOUR = '#2A9D8F';
const NEW_COLOUR = '#0a7f3f';

let manager: StaffSession;
let operator: StaffSession;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  manager = await staffSignInByApi(request, SUB, MANAGER);
  operator = await staffSignInByApi(request, SUB, OPERATOR);
});

const brandOf = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand').trim().toLowerCase(),
  );

const colourField = (page: Page) => page.getByRole('textbox', { name: 'mainColor', exact: true });

async function check(page: Page, name: string) {
  const violations = await seriousViolations(page, { exclude: ['iframe'] });
  expect(violations, describeViolations(violations)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a colour and a flag previewed in three frames, saved, reach an open storefront; a refused value is explained; revert restores', async ({
  browser,
  page,
}) => {
  const customer = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await customer.goto(tenantUrl(SUB));
  // Live once the page has started its code (the server-rendered page waits for its first screen).
  await expect(customer.locator('html[data-live]')).toHaveCount(1, { timeout: 30_000 });
  expect(await brandOf(customer)).toBe(SAVED_COLOUR.toLowerCase());

  await page.setViewportSize({ width: 1280, height: 900 });
  await openConsole(page, manager, '/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  const frames = page.locator('.studio-frame iframe');
  await expect(frames).toHaveCount(3);
  await expect(page.locator('iframe[data-channel="click"][data-ready="true"]')).toBeVisible({
    timeout: 30_000,
  });
  await check(page, 'studio-1280');

  // The draft reaches every frame without a reload (the web and Telegram frames show the web settings).
  await colourField(page).fill(NEW_COLOUR);
  for (const channel of ['web', 'telegram']) {
    const frame = page.frameLocator(`iframe[data-channel="${channel}"]`);
    await expect
      .poll(() =>
        frame
          .locator('html')
          .evaluate(() =>
            getComputedStyle(document.documentElement).getPropertyValue('--brand').trim().toLowerCase(),
          ),
      )
      .toBe(NEW_COLOUR);
  }
  await page.getByRole('checkbox', { name: /deliveryActive/ }).check();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // Nothing is saved yet: the customer still sees the saved colour.
  expect(await brandOf(customer)).toBe(SAVED_COLOUR.toLowerCase());

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved · version 2')).toBeVisible();
  // The customer's open page follows within 2 s, without a reload.
  await expect.poll(() => brandOf(customer), { timeout: 2000 }).toBe(NEW_COLOUR);

  // A colour the contract refuses: explained under the field, and the save is not offered.
  await colourField(page).fill('blue');
  await expect(page.locator('#setting-mainColor-message')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(colourField(page)).toHaveValue(NEW_COLOUR);

  // The history names the change; revert to the first version gives the old colour back.
  const latest = page.locator('.studio-version').first();
  await expect(latest).toContainText('Manager');
  await expect(latest).toContainText('mainColor');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Revert to version 1' }).click();
  await expect(page.getByText('Saved · version 3')).toBeVisible();
  await expect(colourField(page)).toHaveValue(SAVED_COLOUR);
  await expect.poll(() => brandOf(customer), { timeout: 2000 }).toBe(SAVED_COLOUR.toLowerCase());

  await page.setViewportSize({ width: 390, height: 844 });
  await check(page, 'studio-390');
});

test('an operator has no settings studio', async ({ page }) => {
  await openConsole(page, operator, '/settings');
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/settings$/);
});
