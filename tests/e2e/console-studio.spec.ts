/**
 * The settings studio, as an owner or manager uses it and a customer meets it: a colour and a feature
 * flag changed in the form show in the studio's three phone frames at once and, once saved, in a
 * customer's open storefront without a reload; a value the contract refuses is explained under its
 * field and cannot be saved; a revert gives the old settings back; the menu's order, a price and a
 * photo changed in the studio reach an open storefront; an operator has no studio. On the suite's own
 * tenant (tests/e2e/fixtures/studio), which no other test opens (the tests run in order: each save is
 * a version of the same tenant).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { openConsole, staffSignInByApi, type StaffSession } from './support/console.ts';
import { tenantUrl } from './support/urls.ts';

const SUB = 'studio';
/** tests/e2e/fixtures/studio/staff.json */
const MANAGER = '+998970090002';
const OPERATOR = '+998970090003';
const OWNER = '+998970090001';
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

/** A customer's phone with the studio tenant's storefront open and live (its code started). */
async function openCustomer(browser: Browser): Promise<Page> {
  const customer = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await customer.goto(tenantUrl(SUB));
  // Live once the page has started its code (the server-rendered page waits for its first screen).
  await expect(customer.locator('html[data-live]')).toHaveCount(1, { timeout: 30_000 });
  return customer;
}

test('a colour and a flag previewed in three frames, saved, reach an open storefront; a refused value is explained; revert restores', async ({
  browser,
  page,
}) => {
  const customer = await openCustomer(browser);
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

  // A list given as JSON that does not read as JSON blocks the save too (what is typed is not lost
  // by a save of the last readable value).
  await colourField(page).fill('#123456');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  const contacts = page.getByRole('textbox', { name: 'contacts', exact: true });
  await contacts.fill('[{"type": ');
  await expect(page.locator('#setting-contacts-message')).toHaveText('Not valid JSON: fix it to apply');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(colourField(page)).toHaveValue(NEW_COLOUR);
  await expect(page.locator('#setting-contacts-message')).not.toHaveText('Not valid JSON: fix it to apply');

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

const cardNames = (page: Page) => page.locator('.pcard__name').allTextContents();

test('the menu: a drag, a price and a photo saved in the studio reach an open storefront; a refused price is explained', async ({
  browser,
  page,
}) => {
  const customer = await openCustomer(browser);
  expect(await cardNames(customer)).toEqual(['Первый товар', 'Второй товар']);

  await page.setViewportSize({ width: 1280, height: 900 });
  await openConsole(page, manager, '/menu');
  await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
  const rows = page.locator('[data-product-id]');
  await expect(rows).toHaveCount(2);

  // Dragged above the first: the list follows at once.
  await rows.nth(1).dragTo(rows.nth(0));
  await expect(rows.nth(0).getByRole('button', { name: 'Second product', exact: true })).toBeVisible();
  await rows.nth(0).getByRole('button', { name: 'Second product', exact: true }).click();

  // A price the menu refuses: said under the field, and no save offered.
  const price = page.getByRole('spinbutton', { name: 'Price' });
  await price.fill('-5');
  await expect(page.getByText('A price is a whole number, 0 or more')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await price.fill('31000');

  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 230, g: 120, b: 30 } },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel(/Upload a photo/)
    .setInputFiles({ name: 'dish.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByRole('img', { name: 'Photo' })).toHaveAttribute('src', /^data:image\/png/);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await check(page, 'menu-1280');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/^Saved · version \d+$/)).toBeVisible();
  // The customer's open page follows within 2 s, without a reload: order, price and photo.
  await expect.poll(() => cardNames(customer), { timeout: 2000 }).toEqual(['Второй товар', 'Первый товар']);
  const card = customer.getByRole('article').filter({ hasText: 'Второй товар' });
  await expect(card).toContainText(/31[\s\u00a0\u202f]000/);
  await expect(card.locator('img').first()).toHaveAttribute('src', /uploads\//);
  await expect
    .poll(() =>
      card
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await customer.screenshot({ path: test.info().outputPath('menu-customer.png') });

  // The saved photo is now the media host's.
  await expect(page.getByRole('img', { name: 'Photo' })).toHaveAttribute('src', /uploads\//);
  await page.setViewportSize({ width: 390, height: 844 });
  await check(page, 'menu-390');
});

test('an operator has no settings studio and no menu', async ({ page }) => {
  await openConsole(page, operator, '/settings');
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Menu' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/settings$/);
  await openConsole(page, operator, '/menu');
  await expect(page).not.toHaveURL(/\/menu$/);
});

test('an owner starts a new store: it opens at once in its colour, and its owner signs in to its console', async ({
  page,
  request,
}) => {
  const owner = await staffSignInByApi(request, SUB, OWNER);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openConsole(page, owner, '/new-store');
  await expect(page.getByRole('heading', { name: 'New store', level: 1 })).toBeVisible();
  // Nothing filled: each field says what it needs.
  await page.getByRole('button', { name: 'Start the store' }).click();
  await expect(page.getByText('Use lower-case letters, digits and dashes')).toBeVisible();
  await expect(page.getByText('Give the name in the main language')).toBeVisible();

  await page.getByLabel('Address (sub-domain)').fill('studio-two');
  await page.getByLabel('Brand name (RU)').fill('Студия два');
  await page.getByLabel('Brand name (UZ)').fill('Studiya ikki');
  await page.getByRole('textbox', { name: 'Brand colour', exact: true }).fill('#7B2CBF');
  await page.getByLabel("Owner's phone").fill('+998970090009');
  await page.getByLabel("Owner's name").fill('Dilnoza');
  await check(page, 'new-store-1280');
  await page.getByRole('button', { name: 'Start the store' }).click();
  await expect(page.getByRole('heading', { name: 'studio-two is open' })).toBeVisible();

  const storefront = page.getByRole('link', { name: 'Open the storefront' });
  // The console runs on the studio's own host: the new store is its sister host.
  await expect(storefront).toHaveAttribute('href', /^http:\/\/studio-two\./);
  await storefront.click();
  await expect(page.locator('html[data-live]')).toHaveCount(1, { timeout: 30_000 });
  expect(await brandOf(page)).toBe('#7b2cbf');
  await expect(page.getByText('Студия два').first()).toBeVisible();
  const newOwner = await staffSignInByApi(request, 'studio-two', '+998970090009');
  await openConsole(page, newOwner, '/menu');
  await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Second product', exact: true })).toBeVisible();
});
