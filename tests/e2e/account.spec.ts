import { expect, test } from '@playwright/test';
import {
  apiUrl,
  authHeaders,
  latestCode,
  nameNewAccount,
  signInByApi,
  uniquePhone,
  useSessionInPage,
} from './support/accounts.ts';
import { tenantUrl } from './support/urls.ts';

test('a guest who opens the profile signs in by phone and code, comes back, and signs out', async ({
  page,
  request,
}) => {
  const phone = uniquePhone();
  await page.goto(tenantUrl('burger', '/profile'));
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Вы не вошли в систему, пожалуйста, войдите.')).toBeVisible();

  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByRole('alert')).toHaveText('Пожалуйста, заполните это поле!');

  await page.getByLabel('Номер телефона').fill(phone.slice(4));
  await expect(page.getByLabel('Номер телефона')).toHaveValue(
    `+998 ${phone.slice(4, 6)} ${phone.slice(6, 9)} ${phone.slice(9, 11)} ${phone.slice(11)}`,
  );
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page).toHaveURL(/\/login\/confirm$/);
  await expect(page.getByText(/Отправить снова через \d+ с/)).toBeVisible();

  const code = await latestCode(request, phone);
  const wrong = code === '000000' ? '111111' : '000000';
  // The sixth digit sends the code: no button to press.
  await page.getByLabel('Код').fill(wrong);
  await expect(page.getByRole('alert')).toBeVisible();

  // A reload keeps the sign-in in progress.
  await page.reload();
  await page.getByLabel('Код').fill(code);
  await nameNewAccount(page);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(phone)).toBeVisible();
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('session:')));
  expect(stored).toHaveLength(1);
  expect(page.url()).not.toContain(code);

  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(tenantUrl('burger', '/'));
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('session:'))),
  ).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('merchant'))).toContain('burger');
  await page.goto(tenantUrl('burger', '/profile'));
  await expect(page).toHaveURL(/\/login$/);
});

test('the required-field text follows the language', async ({ page }) => {
  await page.goto(tenantUrl('burger', '/uz/login'));
  await page.getByRole('button', { name: 'Kod olish' }).click();
  await expect(page.getByRole('alert')).toHaveText("Iltimos, ushbu maydonni to'ldiring!");
});

test('personal information and the phone change round-trip through the server', async ({ page, request }) => {
  const session = await signInByApi(request, 'burger');
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.goto(tenantUrl('burger', '/profile/user'));
  await page.getByLabel('Имя').fill('Алишер');
  await page.getByLabel('Фамилия').fill('Навоий');
  await page.getByLabel('Эл. почта').fill('alisher@example.uz');
  await page.getByRole('radio', { name: 'Мужской' }).check();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Сохранено.')).toBeVisible();
  const me = await request.get(apiUrl('/users/v1/users/me'), { headers: authHeaders(session) });
  expect(await me.json()).toMatchObject({
    firstName: 'Алишер',
    lastName: 'Навоий',
    email: 'alisher@example.uz',
    gender: 'male',
  });

  const newPhone = uniquePhone();
  await page.getByRole('button', { name: 'Изменить номер' }).click();
  await page.getByLabel('Новый номер').fill(newPhone.slice(4));
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код').fill(await latestCode(request, newPhone));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByText('Номер изменён.')).toBeVisible();
  await expect(page.locator('.profile__phone')).toHaveText(newPhone);
  const after = await request.get(apiUrl('/users/v1/users/me'), { headers: authHeaders(session) });
  expect(((await after.json()) as { phone: string }).phone).toBe(newPhone);
});

test('deleting the account asks first, then removes it on the server', async ({ page, request }) => {
  const session = await signInByApi(request, 'burger');
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.goto(tenantUrl('burger', '/profile'));
  await page.getByRole('button', { name: 'Удалить аккаунт' }).click();
  const sheet = page.getByRole('dialog', { name: 'Удалить аккаунт?' });
  await expect(sheet).toContainText(session.user.phone);
  await sheet.getByRole('button', { name: 'Нет' }).click();
  await expect(sheet).toBeHidden();
  await page.getByRole('button', { name: 'Удалить аккаунт' }).click();
  await sheet.getByRole('button', { name: 'Да' }).click();
  await expect(page).toHaveURL(tenantUrl('burger', '/'));
  const me = await request.get(apiUrl('/users/v1/users/me'), { headers: authHeaders(session) });
  expect(me.status()).toBe(401);
});

test('a token the server no longer accepts logs out with the spec notice', async ({ page, request }) => {
  const session = await signInByApi(request, 'burger');
  await useSessionInPage(page, tenantUrl('burger'), session);
  await request.post(apiUrl('/users/v1/users/logout'), { headers: authHeaders(session) });
  await page.goto(tenantUrl('burger', '/profile'));
  await expect(page.getByText('Данные устарели! Пожалуйста, войдите снова.')).toBeVisible();
  await expect(page).toHaveURL(tenantUrl('burger', '/'));
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('session:'))),
  ).toEqual([]);
});

test('sessions are kept per brand', async ({ page, request }) => {
  const burger = await signInByApi(request, 'burger');
  await useSessionInPage(page, tenantUrl('burger'), burger);
  await page.goto(tenantUrl('burger', '/profile'));
  await expect(page.locator('.profile__phone')).toHaveText(burger.user.phone);
  await page.goto(tenantUrl('cafe', '/profile'));
  await expect(page).toHaveURL(/\/login$/);
});

test('profile entries follow the merchant flags', async ({ page, request }) => {
  const burger = await signInByApi(request, 'burger');
  await useSessionInPage(page, tenantUrl('burger'), burger);
  await page.goto(tenantUrl('burger', '/profile'));
  const entries = page.locator('.profile__entry');
  await expect(entries.filter({ hasText: 'Политика конфиденциальности' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Личные данные' })).toHaveCount(1);

  // The sushi brand has privacyActive off: no privacy entry in its profile.
  const sushi = await signInByApi(request, 'foodhall-sushi');
  await useSessionInPage(page, tenantUrl('foodhall-sushi'), sushi);
  await page.goto(tenantUrl('foodhall-sushi', '/profile'));
  await expect(entries.filter({ hasText: 'О компании' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Политика конфиденциальности' })).toHaveCount(0);
});

test('a 100-letter name without spaces wraps inside a phone-wide profile, left to right and right to left', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'burger');
  const longName = 'Ш'.repeat(100);
  const saved = await request.put(apiUrl(`/users/v1/users/${session.user.id}`), {
    headers: authHeaders(session),
    data: { firstName: longName },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.goto(tenantUrl('burger', '/profile'));
  await expect(page.getByRole('heading', { name: longName })).toBeVisible();
  for (const dir of ['ltr', 'rtl'] as const) {
    // Burger speaks no right-to-left language: the page is turned as Arabic turns it.
    await page.evaluate((d) => document.documentElement.setAttribute('dir', d), dir);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), dir).toBeLessThanOrEqual(390);
    const heading = (await page.getByRole('heading', { name: longName }).boundingBox())!;
    expect(heading.x, dir).toBeGreaterThanOrEqual(0);
    expect(heading.x + heading.width, dir).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath(`profile-long-name-390-${dir}.png`) });
  }
  // The deletion sheet names the customer too.
  await page.getByRole('button', { name: 'Удалить аккаунт' }).click();
  const sheet = page.getByRole('dialog', { name: 'Удалить аккаунт?' });
  const frame = (await sheet.boundingBox())!;
  expect(frame.width).toBeLessThanOrEqual(390);
  expect(await sheet.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
});
