/**
 * Table reservations on the cafe demo tenant (bookingActive on, both branches take reservations, with
 * tables and a hall): a customer reserves from the profile with their name and phone filled in, the
 * server refuses the same table at the same time, and the customer cancels.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiUrl, authHeaders, signInByApi, uniquePhone, useSessionInPage } from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { botTokenOf, launchHash, signInitData, simulateTelegramClient } from './support/telegram.ts';
import { tenantUrl } from './support/urls.ts';

const shots = process.env.E2E_SHOTS;
async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test.use({ viewport: { width: 390, height: 844 } });

/** Fills the form for the sofa of the main branch, tomorrow at 19:00; answers the date chosen. */
async function chooseSofaTomorrow(page: Page): Promise<string> {
  await expect(page.getByRole('radio', { name: /Bulvar Coffee на Сайилгох/ })).toBeChecked();
  await page.getByText('Диван на четверых').click();
  await expect(page.getByRole('radio', { name: /Диван на четверых/ })).toBeChecked();
  await page.locator('#booking-date').selectOption({ index: 1 });
  await page.getByLabel('Время').selectOption('19:00');
  return page.locator('#booking-date').inputValue();
}

test('a customer reserves a table from the profile, cannot take it twice, and cancels', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'cafe');
  const named = await request.put(apiUrl(`/users/v1/users/${session.user.id}`), {
    headers: authHeaders(session),
    data: { firstName: 'Малика' },
  });
  expect(named.ok()).toBe(true);
  await useSessionInPage(page, tenantUrl('cafe'), session);

  await page.goto(tenantUrl('cafe', '/profile'));
  await page.getByRole('link', { name: 'Бронирование столов' }).click();
  await expect(page).toHaveURL(tenantUrl('cafe', '/profile/reservations'));
  await expect(page.getByRole('heading', { name: 'Броней пока нет' })).toBeVisible();
  expect(describeViolations(await seriousViolations(page))).toBe('');

  await page.getByRole('link', { name: 'Забронировать стол' }).click();
  await expect(page).toHaveURL(tenantUrl('cafe', '/profile/reservations/new'));
  // The name and phone come from the profile.
  await expect(page.getByLabel('Имя')).toHaveValue('Малика');
  await expect(page.getByLabel('Телефон')).toHaveValue(/^\+998 \d{2} \d{3} \d{2} \d{2}$/);
  const date = await chooseSofaTomorrow(page);
  // Three guests; the sofa seats four, so the list of guests ends there.
  const guests = page.getByLabel('Количество гостей');
  await expect(guests).toHaveValue('2');
  await expect(guests.locator('option')).toHaveText(['1', '2', '3', '4']);
  await guests.selectOption('3');
  expect(describeViolations(await seriousViolations(page))).toBe('');
  await shoot(page, 'booking-new');

  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/users/v1/reservations'),
  );
  await page.getByRole('button', { name: 'Забронировать', exact: true }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({
    branchId: 200011,
    placeId: 200112,
    chairs: 3,
    date,
    time: '19:00',
    name: 'Малика',
    phone: session.user.phone,
  });
  await expect(page).toHaveURL(tenantUrl('cafe', '/profile/reservations'));
  const rows = page.getByTestId('reservation');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${date.slice(8, 10)}.${date.slice(5, 7)} в 19:00`);
  await expect(rows.first()).toContainText('Bulvar Coffee на Сайилгох · Диван на четверых');
  await expect(rows.first()).toContainText('Гостей: 3');
  expect(describeViolations(await seriousViolations(page))).toBe('');
  await shoot(page, 'booking-list');

  // The same sofa at the same time is taken: the server says so and the form keeps what was chosen.
  await page.getByRole('link', { name: 'Забронировать стол' }).click();
  await chooseSofaTomorrow(page);
  await page.getByRole('button', { name: 'Забронировать', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'На это время место уже занято, выберите другое время или место',
  );
  await expect(page).toHaveURL(tenantUrl('cafe', '/profile/reservations/new'));
  await expect(page.getByLabel('Время')).toHaveValue('19:00');

  // Cancel it, after a second question.
  await page.getByRole('link', { name: 'Бронирование столов' }).click();
  await page.getByRole('button', { name: 'Отменить бронь' }).click();
  await page.getByRole('button', { name: 'Нет, оставить' }).click();
  await page.getByRole('button', { name: 'Отменить бронь' }).click();
  const cancelled = page.waitForResponse((r) => /\/reservations\/\d+\/cancel$/.test(r.url()));
  await page.getByRole('button', { name: 'Да, отменить' }).click();
  expect((await cancelled).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Прошедшие и отменённые' })).toBeVisible();
  await expect(rows.first()).toContainText('отменена');
  await expect(page.getByRole('button', { name: 'Отменить бронь' })).toHaveCount(0);
  await page.reload();
  await expect(rows.first()).toContainText('отменена');
});

test('reservations need a signed-in customer', async ({ page }) => {
  await page.goto(tenantUrl('cafe', '/profile/reservations/new'));
  await expect(page).toHaveURL(tenantUrl('cafe', '/login'));
});

test('inside the Telegram Mini App the form takes the name and phone the customer shared', async ({
  page,
}) => {
  const phone = uniquePhone();
  const initData = signInitData(botTokenOf('cafe'), {
    id: 800_000 + Math.floor(Math.random() * 100_000),
    first_name: 'Нодира',
    language_code: 'ru',
  });
  await simulateTelegramClient(page, { phone_number: phone.slice(1), first_name: 'Нодира' });
  await page.goto(tenantUrl('cafe', `/${launchHash(initData)}`));
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('session:')).length))
    .toBe(1);
  await page.locator('header a[href="/profile"]').click();
  await page.getByRole('link', { name: 'Бронирование столов' }).click();
  await page.getByRole('link', { name: 'Забронировать стол' }).click();
  await expect(page.getByLabel('Имя')).toHaveValue('Нодира');
  const digits = phone.slice(4);
  await expect(page.getByLabel('Телефон')).toHaveValue(
    `+998 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`,
  );
  await page.getByText('Летняя терраса').click();
  await page.locator('#booking-date').selectOption({ index: 2 });
  await page.getByLabel('Время').selectOption('18:00');
  await page.getByRole('button', { name: 'Забронировать', exact: true }).click();
  await expect(page).toHaveURL(tenantUrl('cafe', '/profile/reservations'));
  await expect(page.getByTestId('reservation')).toContainText('Летняя терраса');
  await expect(page.getByTestId('reservation')).toContainText('в 18:00');
});

test('inside the Click mini app a customer reserves a table from the profile and cancels it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const session = await signInByApi(request, 'cafe');
  const named = await request.put(apiUrl(`/users/v1/users/${session.user.id}`), {
    headers: authHeaders(session),
    data: { firstName: 'Шахзод' },
  });
  expect(named.ok()).toBe(true);
  // Click opens the address registered for the merchant's mini app (app/start/channel.ts).
  await useSessionInPage(page, tenantUrl('cafe', '/?channel=click'), session);
  await page.goto(tenantUrl('cafe', '/?channel=click'));

  await page.locator('header a[href="/profile"]').click();
  await page.getByRole('link', { name: 'Бронирование столов' }).click();
  await page.getByRole('link', { name: 'Забронировать стол' }).click();
  await expect(page).toHaveURL(tenantUrl('cafe', '/profile/reservations/new'));
  await expect(page.getByLabel('Имя')).toHaveValue('Шахзод');
  await expect(page.getByLabel('Телефон')).toHaveValue(/^\+998 \d{2} \d{3} \d{2} \d{2}$/);
  // The second branch's events hall (a hall takes many parties, so runs side by side never collide).
  await page.getByText('Bulvar Coffee Мирзо Улугбек').click();
  await page.getByText('Зал для мероприятий').click();
  await expect(page.getByRole('radio', { name: /Зал для мероприятий/ })).toBeChecked();
  await page.locator('#booking-date').selectOption({ index: 3 });
  const date = await page.locator('#booking-date').inputValue();
  await page.getByLabel('Время').selectOption('20:00');
  await page.getByLabel('Количество гостей').selectOption('5');
  await shootAt(page, 'click-booking-new');
  expect(describeViolations(await seriousViolations(page))).toBe('');

  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/users/v1/reservations'),
  );
  await page.getByRole('button', { name: 'Забронировать', exact: true }).click();
  expect((await answered).status()).toBe(200);
  await expect(page).toHaveURL(tenantUrl('cafe', '/profile/reservations'));
  const row = page.getByTestId('reservation').first();
  await expect(row).toContainText(`${date.slice(8, 10)}.${date.slice(5, 7)} в 20:00`);
  await expect(row).toContainText('Bulvar Coffee Мирзо Улугбек · Зал для мероприятий');
  await expect(row).toContainText('Гостей: 5');
  await shootAt(page, 'click-booking-list');
  expect(describeViolations(await seriousViolations(page))).toBe('');

  // Still a Click visit after in-app navigation: the reservation went out as one.
  expect(await page.evaluate(() => sessionStorage.getItem('channel'))).toBe('click');

  await page.getByRole('button', { name: 'Отменить бронь' }).click();
  const cancelled = page.waitForResponse((r) => /\/reservations\/\d+\/cancel$/.test(r.url()));
  await page.getByRole('button', { name: 'Да, отменить' }).click();
  expect((await cancelled).status()).toBe(200);
  await expect(row).toContainText('отменена');
});

async function shootAt(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
