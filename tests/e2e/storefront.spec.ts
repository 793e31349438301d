import { expect, test } from '@playwright/test';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { activeDemoTenants } from './support/demo-tenants.ts';
import { tenantUrl } from './support/urls.ts';
import { renderInTheBrowser } from './support/browser-rendered.ts';

const tenant = (sub: string) => {
  const found = activeDemoTenants().find((t) => t.sub === sub);
  if (!found) throw new Error(`demo tenant ${sub} is missing`);
  return found;
};

test('the language switcher changes the interface language and remembers it', async ({ page }) => {
  await page.goto(tenantUrl('burger'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('link', { name: 'Поиск' })).toBeVisible();
  await page.getByRole('button', { name: 'Язык интерфейса' }).click();
  await page.getByRole('button', { name: "O'zbekcha" }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  await expect(page.getByRole('link', { name: 'Поиск' })).toHaveCount(0);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'lang');
  expect(cookie?.value).toBe('uz');
  expect(cookie?.sameSite).toBe('Lax');
});

test('Arabic turns the page right to left', async ({ page }) => {
  const arabic = activeDemoTenants().find((t) => t.settings.ar);
  if (!arabic) throw new Error('no demo tenant offers Arabic');
  await page.goto(tenantUrl(arabic.sub));
  await page.locator('.langs__button').click();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect(describeViolations(await seriousViolations(page))).toBe('');
});

test('a /uz path segment sets the language cookie and is removed', async ({ page }) => {
  await page.goto(tenantUrl('burger', '/uz/1'));
  await expect(page).toHaveURL(tenantUrl('burger', '/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  // The server renders the page in Uzbek at once; the storefront's script writes the cookies once live.
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'lang')?.value)
    .toBe('uz');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'page')?.value).toBe('1');
  const lang = cookies.find((c) => c.name === 'lang');
  // 365 days, give or take the test's own run time.
  expect((lang?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
});

test('policy pages show the merchant text, and the footer links to them', async ({ page }) => {
  await page.goto(tenantUrl('burger'));
  const footer = page.getByRole('navigation', { name: 'Документы' });
  await footer.getByRole('link', { name: 'О компании' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'О компании' })).toBeVisible();
  await expect(page.locator('.policy__text')).not.toBeEmpty();
  for (const path of ['/offerta', '/privacy']) {
    await page.goto(tenantUrl('burger', path));
    await expect(page.locator('.policy__text')).not.toBeEmpty();
    expect(await page.locator('.policy__text script, .policy__text [onclick]').count()).toBe(0);
  }
});

test('a policy page whose flag is off does not exist', async ({ page }) => {
  const sushi = tenant('foodhall-sushi');
  expect(sushi.settings.privacyActive, 'the demo needs a tenant with privacyActive off').toBe(false);
  expect(sushi.settings.aboutMerchantActive).toBe(true);
  await page.goto(tenantUrl('foodhall-sushi', '/privacy'));
  await expect(page.getByText('Страница не найдена: /privacy')).toBeVisible();
  await page.goto(tenantUrl('foodhall-sushi', '/about'));
  await expect(page.locator('.policy__text')).not.toBeEmpty();
  await expect(page.getByRole('navigation', { name: 'Документы' }).getByRole('link')).toHaveText([
    'О компании',
    'Публичная оферта',
  ]);
});

test('an unknown route shows 404 with its path', async ({ page }) => {
  await page.goto(tenantUrl('burger', '/no/such/page'));
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await expect(page.getByText('Страница не найдена: /no/such/page')).toBeVisible();
  await page.getByRole('link', { name: 'На главную', exact: true }).click();
  await expect(page.locator('.pcard').first()).toBeVisible();
});

test('a malformed product id fails validation with Page Not Found', async ({ page }) => {
  await page.goto(tenantUrl('burger', '/product/abc'));
  await expect(page.getByText('Page Not Found: /product/abc')).toBeVisible();
});

test('the web storefront asks for the WEB catalogue and the messenger for TG', async ({ page }) => {
  // The calls the browser makes itself (a server-rendered page carries their answers).
  await renderInTheBrowser(page);
  const web = page.waitForRequest((r) => r.url().includes('/products/v1/overalls'));
  await page.goto(tenantUrl('burger'));
  expect(new URL((await web).url()).searchParams.get('type')).toBe('WEB');

  const tg = page.waitForRequest((r) => r.url().includes('/products/v1/overalls'));
  await page.goto(tenantUrl('burger', '/?tgId=12345'));
  expect(new URL((await tg).url()).searchParams.get('type')).toBe('TG');
});

test('every call carries the merchant header', async ({ page }) => {
  await renderInTheBrowser(page);
  const seen: (string | undefined)[] = [];
  // The merchant's changes stream is an EventSource, to which a browser adds no header: it names the
  // merchant in its query instead (contract/tenant-changes.ts), checked here too.
  const changes: (string | null)[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/products/v1/changes') changes.push(url.searchParams.get('merchant'));
    else if (r.url().includes('/api/') && !r.url().includes('/merchants/sub/'))
      seen.push(r.headers().merchant);
  });
  await page.goto(tenantUrl('burger'));
  // The server's first screen shows cards before the storefront's script has made a call.
  await expect(page.locator('.pcard').first()).toBeVisible();
  await expect.poll(() => seen.length).toBeGreaterThan(2);
  expect(new Set(seen).size).toBe(1);
  expect(seen[0]).toMatch(/^\d+$/);
  await expect.poll(() => changes.length).toBeGreaterThan(0);
  expect(new Set(changes)).toEqual(new Set([seen[0]]));
});

test('a product opens over the menu when its category says SHEET or POP_UP', async ({ page }) => {
  const overlay = activeDemoTenants()
    .flatMap((t) => t.catalogue.categories.map((category) => ({ sub: t.sub, category })))
    .find(({ category }) => category.navigationType !== 'FULL_SCREEN');
  if (!overlay) throw new Error('no demo tenant has a category whose products open over the menu');
  const { category } = overlay;
  await page.goto(tenantUrl(overlay.sub, `/category?id=${category.id}`));
  await page.locator('.pcard__link').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.product__total')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/category\\?id=${category.id}$`));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the grocery menu renders only what is on screen', async ({ page }) => {
  const grocery = tenant('grocery');
  expect(grocery.catalogue.productCount).toBeGreaterThanOrEqual(3000);
  await page.goto(tenantUrl('grocery'));
  await expect(page.locator('.pcard').first()).toBeVisible();
  // The server's page has the menu's first screen; the whole menu is there once it is hydrated.
  await expect(page.locator('.menu__rows--first-screen')).toHaveCount(0);
  expect(await page.locator('.pcard').count()).toBeLessThan(120);
  await page.mouse.wheel(0, 20000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(10000);
  await expect(page.locator('.pcard').first()).toBeVisible();
  expect(await page.locator('.pcard').count()).toBeLessThan(120);
});

test('category tabs scroll the menu to their category', async ({ page }) => {
  const tabs = activeDemoTenants().find(
    (t) => t.settings.categoryView === 'TABS' && t.catalogue.categories.length > 1,
  );
  const last = tabs?.catalogue.categories.at(-1);
  if (!tabs || !last) throw new Error('no demo tenant shows its categories as tabs');
  await page.goto(tenantUrl(tabs.sub));
  await page.locator('.ctabs__chip').last().click();
  await expect(page.locator(`#category-${last.id}`)).toBeInViewport();
  await expect(page.locator('.ctabs__chip').last()).toHaveAttribute('aria-current', 'true');
  // Scrolling by hand hands the marking back to the scroll position.
  await page.mouse.wheel(0, -100_000);
  await expect(page.locator('.ctabs__chip').first()).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.ctabs__chip').last()).not.toHaveAttribute('aria-current', 'true');
});

test('scrolling right after a tab jump is not pulled back to the tapped category', async ({ page }) => {
  // The last category is too short to reach the top: the menu kept steering towards it while rows
  // were measured, and a wheel in that time was undone.
  await page.goto(tenantUrl('burger'));
  await page.locator('.ctabs__chip').last().click();
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, -100_000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('.ctabs__chip').first()).toHaveAttribute('aria-current', 'true');
});

test("a product page's back arrow stays in the store: back where the customer was, or the menu for one who came from a link", async ({
  page,
}) => {
  // Came from another site (a search engine, an ad): history has a page before the store's.
  await page.goto('about:blank');
  await page.goto(tenantUrl('burger', '/product/101001'));
  await page.locator('.product-page__back').click();
  await expect(page).toHaveURL(tenantUrl('burger', '/'));
  await expect(page.locator('.pcard').first()).toBeVisible();

  // Came from the store's own search: back returns there.
  await page.goto(tenantUrl('burger', '/search?q=бургер'));
  await page.locator('.search__link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await page.locator('.product-page__back').click();
  await expect(page).toHaveURL(/\/search\?q=/);
});
