/**
 * Vacancies on the burger demo tenant (vacanciesActive is on): the list from the profile, a vacancy's
 * page with its salary, requirements and a tap-to-call contact, and applying as a guest and as a
 * signed-in customer (name and phone filled in), which the server keeps.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiUrl, authHeaders, signInByApi, useSessionInPage } from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { tenantUrl } from './support/urls.ts';

const shots = process.env.E2E_SHOTS;
async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
}

test('a guest opens a vacancy from the list, may call, and applies; the form says what is missing', async ({
  page,
}) => {
  await page.goto(tenantUrl('burger', '/vacancy'));
  await expect(page.getByRole('heading', { level: 1, name: 'Вакансии' })).toBeVisible();
  const cards = page.locator('.vacancy-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(1)).toContainText('Кассир');
  await expect(cards.nth(1)).toContainText('4 500 000');
  expect(describeViolations(await seriousViolations(page))).toBe('');
  await shoot(page, 'vacancies');

  await cards.nth(1).click();
  await expect(page).toHaveURL(tenantUrl('burger', '/vacancy/100902'));
  await expect(page.getByRole('heading', { level: 1, name: 'Кассир' })).toBeVisible();
  // Thousands are parted by no-break spaces (spec section 9).
  await expect
    .poll(async () => (await page.locator('.vacancy__salary').textContent())?.replace(/\s/g, ' '))
    .toBe("4 500 000 so'm в месяц");
  await expect(page.getByText('Вежливость, знание русского и узбекского языков.')).toBeVisible();
  await expect(page.getByText('Dilnoza Karimova')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Позвонить: +998901001101' })).toHaveAttribute(
    'href',
    'tel:+998901001101',
  );

  // Nothing typed: both needed fields say so, and nothing is sent.
  let posted = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/support/v1/vacancy/')) posted += 1;
  });
  await page.getByRole('button', { name: 'Отправить отклик' }).click();
  await expect(page.getByLabel('Имя')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Имя')).toBeFocused();
  await expect(page.locator('#apply-name-message')).toHaveText('Пожалуйста, заполните это поле!');
  await expect(page.locator('#apply-phone-message')).toHaveText('Пожалуйста, заполните это поле!');
  await expect(page.getByLabel('Телефон')).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(0);
  expect(describeViolations(await seriousViolations(page))).toBe('');

  await page.getByLabel('Имя').fill('Гулнора');
  await page.getByLabel('Телефон').fill('901234567');
  await expect(page.getByLabel('Телефон')).toHaveValue('+998 90 123 45 67');
  await page.getByLabel('Коротко о себе').fill('Два года на кассе.');
  const answered = page.waitForResponse((r) => r.url().endsWith('/support/v1/vacancy/100902/apply'));
  await page.getByRole('button', { name: 'Отправить отклик' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({
    name: 'Гулнора',
    phone: '+998901234567',
    note: 'Два года на кассе.',
  });
  await expect(page.getByRole('heading', { name: 'Отклик отправлен' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отправить отклик' })).toHaveCount(0);
  await shoot(page, 'vacancy-sent');
});

test("a signed-in customer's phone is filled in, and the application is theirs on the server", async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'burger');
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.goto(tenantUrl('burger', '/profile'));
  await page.getByRole('link', { name: 'Вакансии' }).click();
  await expect(page).toHaveURL(tenantUrl('burger', '/vacancy'));
  await page.getByRole('link', { name: /Повар-бургермейкер/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Повар-бургермейкер' })).toBeVisible();
  const digits = session.user.phone.slice(4);
  await expect(page.getByLabel('Телефон')).toHaveValue(
    `+998 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`,
  );
  await shoot(page, 'vacancy');
  await page.getByLabel('Имя').fill('Бобур');
  await page.getByRole('button', { name: 'Отправить отклик' }).click();
  await expect(page.getByRole('heading', { name: 'Отклик отправлен' })).toBeVisible();

  const mine = await request.get(apiUrl('/support/v1/vacancy/applications'), {
    headers: authHeaders(session),
  });
  expect(mine.ok()).toBe(true);
  expect(await mine.json()).toMatchObject([
    { vacancyId: 100901, name: 'Бобур', phone: session.user.phone, note: null },
  ]);
});

test('an unknown vacancy says so', async ({ page }) => {
  await page.goto(tenantUrl('burger', '/vacancy/999'));
  await expect(page.getByRole('heading', { name: 'Вакансия не найдена' })).toBeVisible();
  await page.getByRole('link', { name: 'Все вакансии' }).click();
  await expect(page).toHaveURL(tenantUrl('burger', '/vacancy'));
});
