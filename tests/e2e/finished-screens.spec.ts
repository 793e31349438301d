/**
 * What a first-time customer sees is finished: product tags in their language, a sheet's close button
 * beside the heart (never over it), brand names that fit a 360 px header, a header lined up with the
 * page on a desktop, an "All" tile with its picture, pills that scroll to the screen's edge, prices
 * level across a row of cards, the price per kilogram or litre, and the storefront's own controls on
 * the profile. Geometry is read from the real layout (boundingBox) in Chromium.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInByApi, apiUrl, authHeaders, useSessionInPage } from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { activeDemoTenants } from './support/demo-tenants.ts';
import { tenantUrl } from './support/urls.ts';
import { renderInTheBrowser } from './support/browser-rendered.ts';

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is on the page').not.toBeNull();
  return box!;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Opens the tenant in a language, as the language cookie a customer's earlier choice leaves. */
async function inLanguage(page: Page, sub: string, lang: string) {
  await page.context().addCookies([{ name: 'lang', value: lang, domain: `${sub}.localhost`, path: '/' }]);
}

test.describe('product tags', () => {
  test('show in the customer language, and an unknown code as words', async ({ page }) => {
    // One more code the storefront has no words for, as a merchant might type it.
    await renderInTheBrowser(page);
    await page.route('**/products/v1/overalls**', async (route) => {
      // The test runner cannot resolve tenant sub-domains; the merchant header names the tenant.
      const response = await route.fetch({
        url: route.request().url().replace('burger.localhost', 'localhost'),
      });
      const catalogue = (await response.json()) as { products: { id: number; tags: string[] }[] };
      const classic = catalogue.products.find((p) => p.id === 101001);
      classic?.tags.push('gluten_free');
      await route.fulfill({ response, json: catalogue });
    });
    await page.goto(tenantUrl('burger', '/product/101001'));
    const tags = page.locator('.product__tags li');
    await expect(tags).toHaveText(['Хит', 'Говядина', 'Gluten free']);

    await inLanguage(page, 'burger', 'en');
    await page.goto(tenantUrl('burger', '/product/101006'));
    // labels spicy and new, tags chicken and spicy: "spicy" once.
    await expect(tags).toHaveText(['Spicy', 'New', 'Chicken']);
    await expect(page.locator('.product__tags')).not.toContainText(/hit|beef|spicy|chicken/);
  });

  test('show translated in a product sheet too, right to left in Arabic', async ({ page }) => {
    await inLanguage(page, 'cafe', 'ar');
    await page.goto(tenantUrl('cafe', '/category?id=200201'));
    // Капучино, labelled "hit".
    await page.locator('.pcard__link[href$="/product/201003"]').click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog.locator('.product__tags li')).toHaveText(['الأكثر مبيعًا']);
  });
});

for (const width of [360, 1280]) {
  test(`the close button never covers the heart in the cafe sheet and pop-up at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // Кофе opens its products in a bottom sheet, Чай in a pop-up.
    for (const category of [200201, 200202]) {
      await page.goto(tenantUrl('cafe', `/category?id=${category}`));
      await page.locator('.pcard__link').first().click();
      const dialog = page.locator('dialog[open]');
      const close = dialog.locator('.sheet__close');
      const heart = dialog.locator('.heart');
      await expect(heart).toBeVisible();
      // Measured once the sheet has its content: reviews that arrive make a bottom sheet taller.
      await expect(dialog.getByTestId('product-reviews').locator('.skeleton')).toHaveCount(0);
      const [closeBox, heartBox] = [await boxOf(close), await boxOf(heart)];
      expect(
        overlaps(closeBox, heartBox),
        `close ${JSON.stringify(closeBox)}, heart ${JSON.stringify(heartBox)}`,
      ).toBe(false);
      // What a finger at the heart's centre touches is the heart.
      const touched = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('.heart, .sheet__close')?.className ?? '',
        { x: heartBox.x + heartBox.width / 2, y: heartBox.y + heartBox.height / 2 },
      );
      expect(touched).toContain('heart');
      // And the close button still shuts the sheet.
      await close.click();
      await expect(dialog).toHaveCount(0);
    }
  });
}

test.describe('the header', () => {
  for (const width of [360, 390]) {
    test(`every brand name fits at ${width} px, without an ellipsis`, async ({ page }) => {
      // One page load per tenant.
      test.slow();
      await page.setViewportSize({ width, height: 700 });
      const checks: [string, string][] = activeDemoTenants().map((t) => [t.sub, t.lang]);
      checks.push(['cafe', 'ar']);
      for (const [sub, lang] of checks) {
        await inLanguage(page, sub, lang);
        await page.goto(tenantUrl(sub));
        const name = page.locator('.brand-link__name');
        await expect(name).toBeVisible();
        // Let the header's buttons arrive (their placeholders hold the same room).
        await expect(page.locator('.region--header a.icon-btn').last()).toBeVisible();
        const clipped = await name.evaluate(
          (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
        );
        expect(clipped, `${sub} (${lang}): "${await name.textContent()}" is cut`).toBe(false);
        const nameBox = await boxOf(name);
        const header = await boxOf(page.locator('.region--header'));
        expect(nameBox.y).toBeGreaterThanOrEqual(header.y);
        expect(nameBox.y + nameBox.height).toBeLessThanOrEqual(header.y + header.height);
        for (const button of await page
          .locator('.region--header .icon-btn, .region--header .langs__button')
          .all()) {
          expect(overlaps(nameBox, await boxOf(button)), `${sub}: the name runs under a button`).toBe(false);
        }
      }
    });
  }

  test('on a desktop the header lines up with the content', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const sub of ['burger', 'grocery', 'cafe']) {
      await page.goto(tenantUrl(sub));
      // The group picker spans the page's width; its content starts and ends 16 px inside it.
      const groups = await boxOf(page.locator('.groups'));
      await expect(page.locator('.region--header a.icon-btn').last()).toBeVisible();
      const brand = await boxOf(page.locator('.brand-link'));
      const account = await boxOf(page.locator('.region--header a.icon-btn').last());
      expect(Math.round(brand.x), sub).toBe(Math.round(groups.x + 16));
      expect(Math.round(account.x + account.width), sub).toBe(Math.round(groups.x + groups.width - 16));
      expect(Math.round((await boxOf(page.locator('.groups__item').first())).x), sub).toBe(
        Math.round(brand.x),
      );
    }
  });
});

test('the cafe\'s "All" tile shows a picture like the other tiles', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(tenantUrl('cafe'));
  const tiles = page.locator('.groups--cards .groups__item');
  const all = tiles.first();
  await expect(all).toHaveText('Все');
  const icon = await boxOf(all.locator('.groups__icon'));
  const otherIcon = await boxOf(tiles.nth(1).locator('.groups__icon'));
  expect(icon.width).toBe(otherIcon.width);
  expect(icon.height).toBe(otherIcon.height);
  // Drawn, not an empty circle: four tiles (a square and its three shadows) inside it.
  const drawn = await all.locator('.groups__icon').evaluate((el) => {
    const tile = getComputedStyle(el, '::before');
    return { width: tile.width, shadows: tile.boxShadow.split(/,\s*(?=rgb)/).length };
  });
  expect(drawn).toEqual({ width: '10px', shadows: 3 });
  expect(describeViolations(await seriousViolations(page, { include: '.groups' }))).toBe('');
});

test('group pills scroll to the screen edge and stop 16 px in at both ends', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(tenantUrl('grocery'));
  const list = page.locator('.groups__list');
  const pills = list.locator('.groups__item');
  await expect(pills.first()).toBeVisible();
  const listBox = await boxOf(list);
  // The strip is as wide as the screen: pills are cut by the screen's edge, not 16 px short of it.
  expect(listBox.x).toBe(0);
  expect(listBox.width).toBe(360);
  expect((await boxOf(pills.first())).x).toBe(16);
  await list.evaluate((el) => (el.scrollLeft = el.scrollWidth));
  const last = await boxOf(pills.last());
  expect(Math.round(last.x + last.width)).toBe(360 - 16);
});

test.describe('menu cards', () => {
  for (const width of [360, 1280]) {
    test(`discounted and regular cards of a row have their price on one line at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(tenantUrl('burger'));
      // The server drew the first screen for a phone of its own; once live, the menu groups its rows
      // for this width (the cards measured below are those).
      await expect(page.locator('html')).toHaveAttribute('data-live', '');
      // Burgers: a discounted one (Дабл чизбургер), names on one and two lines, with and without ratings.
      const rows = page.locator('.menu__grid');
      await expect(rows.first()).toBeVisible();
      let compared = 0;
      for (let index = 0; index < 3; index += 1) {
        const row = rows.nth(index);
        await row.scrollIntoViewIfNeeded();
        const prices = await row.locator('.price__current').all();
        const bottoms = await Promise.all(
          prices.map(async (p) => Math.round(((b) => b.y + b.height)(await boxOf(p)))),
        );
        expect(new Set(bottoms).size, `row ${index}: ${bottoms.join(', ')}`).toBe(1);
        compared += prices.length;
      }
      expect(compared).toBeGreaterThan(3);
      const discounted = page.locator('.pcard', { hasText: 'Дабл чизбургер' }).first();
      await expect(discounted.locator('.price__old')).toHaveText(/49\s000/);
    });
  }

  test('weighed and poured goods show their price per kilogram or litre', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(tenantUrl('grocery'));
    const card = (name: string) => page.locator('.pcard', { hasText: name }).first();
    await expect(card('Молоко 1,5%, Toza Dala, 500 мл').locator('.pcard__unit')).toHaveText(
      // Russian writes a decimal comma.
      /^0,5 л · 10\s800\sso'm\/л$/,
    );
    await expect(card('Молоко 1,5%, Savat, 2 л').locator('.pcard__unit')).toHaveText(/9\s450\sso'm\/л$/);
    // A one-litre pack already shows its litre price: nothing more.
    await expect(card('Молоко 1,5%, Bahor Sut, 1 л').locator('.pcard__unit')).toHaveText('1 л');

    // Grams are priced per kilogram, after the discount (500 g at 24 500 less 20 %).
    await page.goto(tenantUrl('grocery', '/product/301107'));
    await expect(page.locator('.product__base-price')).toHaveText(/^39\s200\sso'm\/кг$/);
    // Pieces (a box of eggs) have no base unit.
    await page.goto(tenantUrl('grocery', '/product/301356'));
    await expect(page.locator('.product__name')).toBeVisible();
    await expect(page.locator('.product__base-price')).toHaveCount(0);
  });
});

test.describe('the profile uses the storefront controls', () => {
  test('gender is a segmented choice that saves', async ({ page, request }) => {
    const session = await signInByApi(request, 'burger');
    await useSessionInPage(page, tenantUrl('burger'), session);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(tenantUrl('burger', '/profile/user'));
    const genders = page.getByRole('group', { name: 'Пол' });
    await expect(genders).toHaveClass(/segmented/);
    await page.getByLabel('Имя').fill('Зарина');
    await genders.getByText('Женский').click();
    await expect(genders.getByRole('radio', { name: 'Женский' })).toBeChecked();
    // The radios themselves are not drawn: the pills are.
    const radio = await boxOf(genders.getByRole('radio', { name: 'Женский' }));
    expect(radio.width).toBeLessThanOrEqual(1);
    await page.screenshot({ path: test.info().outputPath('user-360.png') });
    expect(describeViolations(await seriousViolations(page, { include: '.profile' }))).toBe('');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Сохранено.')).toBeVisible();
    const me = await request.get(apiUrl('/users/v1/users/me'), { headers: authHeaders(session) });
    expect(await me.json()).toMatchObject({ firstName: 'Зарина', gender: 'female' });
  });

  test('the language is chosen from option cards, not a native select', async ({ page, request }) => {
    const session = await signInByApi(request, 'cafe');
    await useSessionInPage(page, tenantUrl('cafe'), session);
    await page.goto(tenantUrl('cafe', '/profile'));
    const languages = page.getByRole('group', { name: 'Язык' });
    await expect(languages.locator('.choice')).not.toHaveCount(0);
    await expect(page.locator('.profile select')).toHaveCount(0);
    await expect(languages.getByRole('radio', { name: 'Русский' })).toBeChecked();
    expect(describeViolations(await seriousViolations(page, { include: '.profile' }))).toBe('');
    await languages.getByText('العربية').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('group', { name: 'اللغة' }).getByRole('radio', { name: 'العربية' }),
    ).toBeChecked();
    await page.screenshot({ path: test.info().outputPath('profile-ar.png'), fullPage: true });
  });
});
