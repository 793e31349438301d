/**
 * Every console screen at a phone's, a kitchen tablet's and a desktop's width: no serious or
 * critical accessibility violation (axe), and a screenshot of each kept with the test's results
 * to look at. Sign-in is checked through the page itself, the code read from the development inbox.
 */
import { expect, test, type Page } from '@playwright/test';
import { latestCode, signInByApi, uniquePhone } from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import {
  addStaffByApi,
  BURGER_STAFF,
  openConsole,
  staffSignInByApi,
  type StaffSession,
} from './support/console.ts';
import { placeBurgerPickup } from './support/orders.ts';
import { tenantUrl } from './support/urls.ts';

const WIDTHS = [390, 768, 1280] as const;

let owner: StaffSession;
let orderId: number;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  owner = await staffSignInByApi(request, 'burger', BURGER_STAFF.owner);
  const customer = await signInByApi(request, 'burger');
  orderId = (await placeBurgerPickup(request, customer)).id;
});

async function checkScreen(page: Page, name: string, width: number): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

const SCREENS = [
  { name: 'board', path: '/', ready: (page: Page) => page.getByRole('heading', { name: 'New' }) },
  {
    name: 'order',
    path: () => `/orders/${orderId}`,
    ready: (page: Page) => page.getByRole('heading', { name: 'Actions' }),
  },
  { name: 'stop-list', path: '/stop-list', ready: (page: Page) => page.locator('.product-row').first() },
  {
    name: 'branches',
    path: '/branches',
    ready: (page: Page) =>
      page.getByRole('button', { name: 'Reopen' }).or(page.getByText('Taking orders').first()),
  },
  {
    name: 'staff',
    path: '/staff',
    ready: (page: Page) => page.getByRole('heading', { name: 'Add a staff member' }),
  },
  { name: 'audit', path: '/audit', ready: (page: Page) => page.locator('.audit-list li').first() },
];

for (const width of WIDTHS) {
  test(`every console screen at ${width} px passes axe`, async ({ page }) => {
    // Seven screens, each checked and photographed, on a machine the other tests share.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    for (const screen of SCREENS) {
      await openConsole(page, owner, typeof screen.path === 'string' ? screen.path : screen.path());
      await expect(screen.ready(page).first()).toBeVisible();
      await checkScreen(page, screen.name, width);
    }
    // An opened product of the stop list shows its controls.
    await openConsole(page, owner, '/stop-list');
    await page.locator('.product-row summary').first().click();
    await expect(page.getByRole('button', { name: 'Stop' }).first()).toBeVisible();
    await checkScreen(page, 'stop-list-open', width);
  });
}

test('staff sign in with the phone and the code, in their language, and sign out', async ({
  page,
  request,
}) => {
  // A manager the owner just added: a phone of its own, whose code nobody else asks for.
  const phone = uniquePhone();
  await addStaffByApi(request, owner, { phone, name: 'Dilnoza', role: 'MANAGER' });
  await page.goto(tenantUrl('burger', '/console/'));
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Phone').fill(phone.slice(4));
  await page.getByRole('button', { name: 'Get a code' }).click();
  await page.getByLabel('Code from the SMS').fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('sign-in-error.png') });
  // Uzbek, remembered: the next visit opens in it.
  await page.getByRole('button', { name: "O'zbekcha" }).click();
  await expect(page.getByRole('button', { name: 'Kirish' })).toBeVisible();
  await page.getByLabel('SMS dagi kod').fill(await latestCode(request, phone));
  await page.getByRole('button', { name: 'Kirish' }).click();
  await expect(page.getByRole('navigation', { name: "Konsol bo'limlari" })).toBeVisible();
  // A manager: orders, stop list, branches and the audit log, not the staff.
  await expect(page.getByRole('link', { name: 'Amallar jurnali' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Xodimlar' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Buyurtmalar', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Chiqish' }).click();
  await expect(page.getByLabel('Telefon')).toBeVisible();
});
