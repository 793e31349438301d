/**
 * Search as a customer uses it: typos, the other script and the other ending forgiven, whole words
 * only, every result of a large catalogue reachable, products added to the basket from the results,
 * and recent searches kept per merchant.
 */
import { expect, test, type Page } from '@playwright/test';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { activeDemoTenants } from './support/demo-tenants.ts';
import { tenantUrl } from './support/urls.ts';

const results = (page: Page) => page.locator('.search__item');
const names = (page: Page) => page.locator('.search__name');
const searchbox = (page: Page) => page.getByRole('searchbox', { name: 'Найти блюдо или товар' });
const shots = process.env.SEARCH_SHOTS;
const shoot = (page: Page, name: string) =>
  shots ? page.screenshot({ path: `${shots}/${name}.png`, fullPage: true }) : Promise.resolve();

async function audit(page: Page) {
  expect(describeViolations(await seriousViolations(page))).toBe('');
}

const grocery = activeDemoTenants().find((t) => t.sub === 'grocery');
// The grocery is the demo tenant with a menu of thousands: a test of paged results needs it, so its
// absence is a failure, never a skip.
if (!grocery) throw new Error('the grocery demo tenant is missing');
/** The grocery's products with "молоко" as a word of their Russian name. */
const milk = grocery.catalogue.categories
  .flatMap((c) => c.products)
  .filter((p) => /(^|[^а-яё])молоко([^а-яё]|$)/i.test(p.name.ru ?? ''));

test.use({ viewport: { width: 360, height: 780 } });

test('burger: a typo, another ending and the Latin spelling find the burgers; "кола" is not in "Шоколадный"', async ({
  page,
}) => {
  await page.goto(tenantUrl('burger', '/search'));
  await searchbox(page).fill('бургр');
  await expect(names(page).first()).toHaveText('Классик бургер');
  await expect(names(page)).toContainText(['Фиш бургер', 'Вегги бургер']);
  await expect(page.getByRole('status')).toHaveText(/^Найдено \d+ товар/);
  await shoot(page, 'typo-360');

  await searchbox(page).fill('бургеры');
  await expect(names(page).first()).toHaveText('Классик бургер');
  // The head of a compound counts, after the word itself.
  await expect(names(page).last()).toHaveText('Дабл чизбургер');

  await searchbox(page).fill('kola');
  await expect(names(page)).toHaveText(['Кола 0,5 л', 'Кола 1 л']);
  await searchbox(page).fill('кола');
  await expect(names(page)).toHaveText(['Кола 0,5 л', 'Кола 1 л']);
  await expect(page.getByText('Шоколадный милкшейк')).toHaveCount(0);

  // Uzbek Latin for a Russian name, and the customer's keyboard left on Cyrillic for a Latin one.
  await searchbox(page).fill('shokolad');
  await expect(names(page)).toHaveText(['Шоколадный милкшейк']);
  await searchbox(page).fill('zzzzqqq');
  await expect(page.getByRole('heading', { name: 'По запросу «zzzzqqq» ничего не нашлось' })).toBeVisible();
});

test('grocery: "moloko" finds all the milk, a page at a time as the customer scrolls, and says how many', async ({
  page,
}) => {
  expect(milk.length, 'more products than one page shows').toBeGreaterThan(24);
  await page.goto(tenantUrl('grocery', '/search'));
  await searchbox(page).fill('moloko');
  await expect(page.getByRole('status')).toHaveText(`Найдено ${milk.length} товара`);
  await expect(names(page).first()).toContainText('Молоко');
  await expect(results(page)).toHaveCount(24);
  await expect(page.getByText(`Показано 24 из ${milk.length}`)).toBeVisible();

  // Scrolling to the end brings the next page, until everything found is on the page.
  for (let round = 0; round < 5 && (await results(page).count()) < milk.length; round++) {
    await results(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
  }
  await expect(results(page)).toHaveCount(milk.length);
  await expect(page.getByRole('button', { name: 'Показать ещё' })).toHaveCount(0);
  const shown = await names(page).allTextContents();
  expect(new Set(shown)).toEqual(new Set(milk.map((p) => p.name.ru)));
});

test('grocery: "Show more" works from the keyboard and takes focus to the first new result', async ({
  page,
}) => {
  await page.goto(tenantUrl('grocery', '/search?q=молоко'));
  await expect(results(page)).toHaveCount(24);
  const more = page.getByRole('button', { name: 'Показать ещё' });
  // Reaching the button scrolls it into view, which may load a page by itself; Enter loads the next.
  await more.focus();
  await page.keyboard.press('Enter');
  const focusedResult = () =>
    page.evaluate(() => [...document.querySelectorAll('.search__link')].indexOf(document.activeElement!));
  await expect.poll(focusedResult).toBeGreaterThanOrEqual(24);
  expect((await focusedResult()) % 24, 'focus is on the first result of a new page').toBe(0);
  await audit(page);
});

test('burger: a product goes into the basket from the results, as from the menu', async ({ page }) => {
  await page.goto(tenantUrl('burger', '/search'));
  await searchbox(page).fill('фиш');
  await page.getByRole('button', { name: 'В корзину: Фиш бургер' }).click();
  const stepper = page.getByRole('group', { name: 'Фиш бургер. В корзине: 1' });
  await expect(stepper).toBeVisible();
  await stepper.getByRole('button', { name: 'Добавить ещё: Фиш бургер' }).click();
  await expect(page.getByRole('group', { name: 'Фиш бургер. В корзине: 2' })).toBeVisible();
  await expect(page.locator('.floating-basket__bar')).toContainText('76 000');
  await shoot(page, 'added-360');
  await audit(page);

  // A product with options opens its screen first, so the customer chooses them.
  await searchbox(page).fill('классик бургер');
  await page.getByRole('button', { name: 'В корзину: Классик бургер' }).click();
  await expect(page).toHaveURL(/\/product\/101001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Классик бургер' })).toBeVisible();
});

test('burger: the first results come with their add buttons, not a moment before them', async ({ page }) => {
  // Every time a result row is first drawn, whether its add button is there in the same change.
  await page.addInitScript(() => {
    const seen: boolean[] = [];
    (window as unknown as { rowsWithButton: boolean[] }).rowsWithButton = seen;
    new MutationObserver(() => {
      const row = document.querySelector('.search__item');
      if (row && !row.hasAttribute('data-seen')) {
        row.setAttribute('data-seen', '');
        seen.push(row.querySelector('.search__actions button') !== null);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  // Straight to the search, as from a link: the menu's cards (and their buttons' code) never showed.
  await page.goto(tenantUrl('burger', '/search'));
  await searchbox(page).fill('фиш');
  await expect(page.getByRole('button', { name: 'В корзину: Фиш бургер' })).toBeVisible();
  const rows = await page.evaluate(() => (window as unknown as { rowsWithButton: boolean[] }).rowsWithButton);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows[0], 'the first row drawn had no add button yet').toBe(true);
});

test('cafe: a result opens over the search, as its category says (SHEET), and the search stays', async ({
  page,
}) => {
  await page.goto(tenantUrl('cafe', '/search'));
  await searchbox(page).fill('latte');
  await expect(names(page).first()).toHaveText('Латте');
  await names(page).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Латте' })).toBeVisible();
  await expect(page).toHaveURL(/\/search\?q=latte$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(searchbox(page)).toHaveValue('latte');
  // The cafe sells from the product sheet only (cartInMainActive off): no button on results either.
  await expect(page.locator('.search__actions .card-add')).toHaveCount(0);
});

test('recent searches: kept per merchant, picked again, removed one by one and all at once', async ({
  page,
}) => {
  await page.goto(tenantUrl('burger', '/search'));
  await expect(page.getByText('Введите хотя бы две буквы.')).toBeVisible();
  // Enter keeps a search; so does opening a result.
  for (const query of ['кола', 'фри', 'соус']) {
    await searchbox(page).fill(query);
    await expect(results(page).first()).toBeVisible();
    await searchbox(page).press('Enter');
  }
  await searchbox(page).fill('наггетсы');
  await results(page).first().locator('.search__link').click();
  await expect(page).toHaveURL(/\/product\/\d+$/);

  await page.goto(tenantUrl('burger', '/search'));
  const recent = page.getByRole('region', { name: 'Недавние запросы' });
  await expect(recent.locator('.search__recent-text')).toHaveText(['наггетсы', 'соус', 'фри', 'кола']);
  await shoot(page, 'recent-360');
  await audit(page);

  // A tap runs it again (and moves it up).
  await recent.getByRole('button', { name: 'фри', exact: true }).click();
  await expect(searchbox(page)).toHaveValue('фри');
  await expect(names(page).first()).toHaveText('Картофель фри');
  await page.getByRole('button', { name: 'Очистить' }).click();
  await expect(searchbox(page)).toBeFocused();
  await expect(recent.locator('.search__recent-text')).toHaveText(['фри', 'наггетсы', 'соус', 'кола']);

  // One by one: focus moves to the next cross, not to the page.
  await recent.getByRole('button', { name: 'Удалить «наггетсы» из истории' }).click();
  await expect(recent.locator('.search__recent-text')).toHaveText(['фри', 'соус', 'кола']);
  await expect(recent.getByRole('button', { name: 'Удалить «соус» из истории' })).toBeFocused();

  // Another merchant has its own list.
  await page.goto(tenantUrl('grocery', '/search'));
  await expect(page.getByRole('region', { name: 'Недавние запросы' })).toHaveCount(0);

  await page.goto(tenantUrl('burger', '/search'));
  await expect(recent.locator('.search__recent-text')).toHaveText(['фри', 'соус', 'кола']);
  await recent.getByRole('button', { name: 'Очистить историю' }).click();
  await expect(recent).toHaveCount(0);
  await expect(searchbox(page)).toBeFocused();
  await page.reload();
  await expect(page.getByText('Введите хотя бы две буквы.')).toBeVisible();
});

test('recent searches: a damaged stored list is read as far as it goes', async ({ page }) => {
  await page.goto(tenantUrl('burger', '/search'));
  await searchbox(page).fill('кола');
  await searchbox(page).press('Enter');
  // Kept once the search is sent (a search sent before the page was live is sent once it is).
  const storedKey = () =>
    page.evaluate(() => Object.keys(localStorage).find((k) => k.startsWith('recentSearches:')));
  await expect
    .poll(storedKey, { message: 'recent searches are stored under recentSearches:<merchant id>' })
    .toMatch(/^recentSearches:\d+$/);
  const key = await storedKey();
  await page.evaluate((k) => localStorage.setItem(k!, '[42, "соус", {"x":1}, "к"]'), key);
  await page.goto(tenantUrl('burger', '/search'));
  await expect(page.locator('.search__recent-text')).toHaveText(['соус']);
  await page.evaluate((k) => localStorage.setItem(k!, 'not json'), key);
  await page.reload();
  await expect(page.getByText('Введите хотя бы две буквы.')).toBeVisible();
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('results and recent searches on a desktop', async ({ page }) => {
    await page.goto(tenantUrl('grocery', '/search'));
    await searchbox(page).fill('сметана');
    await expect(results(page).first()).toBeVisible();
    await searchbox(page).press('Enter');
    await shoot(page, 'results-1280');
    await audit(page);
    await page.getByRole('button', { name: 'Очистить' }).click();
    await expect(page.getByRole('region', { name: 'Недавние запросы' })).toBeVisible();
    await shoot(page, 'recent-1280');
  });
});

test('grocery: words typed fast keep every letter, in the field and the address', async ({ page }) => {
  await page.goto(tenantUrl('grocery', '/search'));
  const box = searchbox(page);
  await expect(box).toBeEditable();
  // The grocery's catalogue is large: each keystroke's search renders while the next arrives.
  for (const words of ['молоко 3,2', 'яблоки голден']) {
    await box.fill('');
    await box.pressSequentially(words, { delay: 60 });
    await expect(box).toHaveValue(words);
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === words);
  }
  // Back to an earlier address: the field takes its words.
  await page.goto(tenantUrl('grocery', '/search?q=сыр'));
  await expect(searchbox(page)).toHaveValue('сыр');
});
