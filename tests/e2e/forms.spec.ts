/**
 * Forms say what is wrong where it is wrong, in the customer's language: the profile and the
 * checkout check before sending (names, email, birthday, the dine-in table), flag the field
 * (aria-invalid, its message as aria-describedby) and focus the first bad one; a refusal of the real
 * server shows under its field, translated, even in a language the server does not speak. Dine-in
 * takes the table in the digits of any keyboard and shows it on the order.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { apiUrl, authHeaders, signInByApi, useSessionInPage, type ApiSession } from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { tenantUrl } from './support/urls.ts';

/** Screenshots of what changed, on a phone and on a desktop, around the field in focus. */
async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width < 400 ? 780 : 900 });
    await page.evaluate(() => document.activeElement?.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The message a field shows under it: what its aria-describedby names. */
async function messageOf(page: Page, label: string | RegExp) {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const id = await field.getAttribute('aria-describedby');
  return page.locator(`[id="${id}"]`);
}

/**
 * A text whose numbers the page may wrap in bidi isolates (U+2068 ... U+2069): right-to-left
 * languages do, so a number reads right in either direction.
 */
function isolating(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\d+/g, '\u2068?$&\u2069?')}$`);
}

/** Every profile update the page sends. */
function profileUpdates(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && /\/api\/users\/v1\/users\/\d+$/.test(r.url())) sent.push(r);
  });
  return sent;
}

test('profile: checked before sending, each problem under its field, the first bad field focused', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'burger');
  await useSessionInPage(page, tenantUrl('burger'), session);
  const sent = profileUpdates(page);
  await page.goto(tenantUrl('burger', '/profile/user'));

  await page.getByLabel('Имя', { exact: true }).fill('   ');
  await page.getByLabel('Фамилия').fill('Н'.repeat(101));
  await page.getByLabel('Дата рождения').fill('01.01.2099');
  await page.getByLabel('Эл. почта').fill('alisher@');
  // Nothing is flagged while the customer types.
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByLabel('Имя', { exact: true })).toBeFocused();
  await expect(await messageOf(page, 'Имя')).toHaveText('Пожалуйста, заполните это поле!');
  await expect(await messageOf(page, 'Фамилия')).toHaveText('Не больше 100 символов.');
  await expect(await messageOf(page, 'Дата рождения')).toHaveText('Дата не может быть в будущем.');
  await expect(await messageOf(page, 'Эл. почта')).toHaveText(
    'Введите адрес почты, например name@example.com.',
  );
  expect(sent).toHaveLength(0);
  expect(describeViolations(await seriousViolations(page))).toBe('');
  await shoot(page, 'profile-problems');

  // Each message follows its field: fixed, it goes; the rest stay.
  await page.getByLabel('Имя', { exact: true }).fill('Алишер');
  await expect(page.getByLabel('Имя', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Фамилия').fill('Навоий');
  await page.getByLabel('Дата рождения').fill('31.12.1899');
  await expect(await messageOf(page, 'Дата рождения')).toHaveText('Выберите дату не раньше 01.01.1900.');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  // The first field still wrong is the one focused.
  await expect(page.getByLabel('Дата рождения')).toBeFocused();
  expect(sent).toHaveLength(0);

  await page.getByLabel('Дата рождения').fill('17.05.1990');
  await page.getByLabel('Эл. почта').fill('alisher@example.uz');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Сохранено.')).toBeVisible();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  expect(sent).toHaveLength(1);
  const me = await request.get(apiUrl('/users/v1/users/me'), { headers: authHeaders(session) });
  expect(await me.json()).toMatchObject({
    firstName: 'Алишер',
    lastName: 'Навоий',
    birthday: '1990-05-17',
    email: 'alisher@example.uz',
  });
});

test('profile: a refusal of the server shows under its field in Kazakh, which the server does not speak', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'dastarkhan');
  await useSessionInPage(page, tenantUrl('dastarkhan'), session);
  // An older storefront, or one whose check missed: the email reaches the real server as typed.
  await page.route(/\/api\/users\/v1\/users\/\d+$/, (route) =>
    route.continue({
      postData: JSON.stringify({ ...(route.request().postDataJSON() as object), email: 'aziz@' }),
    }),
  );
  await page.goto(tenantUrl('dastarkhan', '/profile/user'));
  await page.getByLabel('Аты', { exact: true }).fill('Азиз');
  await page.getByLabel('Эл. пошта').fill('aziz@example.kz');
  const answered = page.waitForResponse((r) => r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Сақтау' }).click();

  const reply = await answered;
  expect(reply.status()).toBe(400);
  const body = (await reply.json()) as {
    field: string;
    problem: unknown;
    description: Record<string, string>;
  };
  expect(body).toMatchObject({ code: 'VALIDATION', field: 'email', problem: { kind: 'email' } });
  // The server says it in its three languages, naming the field as a person would, no schema English.
  expect(body.description.ru).toBe('«Электронная почта»: введите адрес вида name@example.com');
  expect(body.description.uz).toContain('«Elektron pochta»');
  expect(Object.values(body.description).join(' ')).not.toMatch(/Invalid|«email»/);

  // The storefront says it in Kazakh, under the field, and takes the customer there.
  await expect(page.getByLabel('Эл. пошта')).toBeFocused();
  await expect(await messageOf(page, 'Эл. пошта')).toHaveText(
    'Пошта мекенжайын енгізіңіз, мысалы name@example.com.',
  );
  await expect(page.locator('.profile-form__error')).toHaveCount(0);
  expect(describeViolations(await seriousViolations(page))).toBe('');
  await shoot(page, 'profile-server-refusal-kk');
  // Editing the field takes the server's word about the old value away.
  await page.getByLabel('Эл. пошта').fill('aziz@example.com');
  await expect(page.getByLabel('Эл. пошта')).not.toHaveAttribute('aria-invalid', 'true');
});

/** An espresso in the cafe's basket, and its checkout open. */
async function cafeCheckout(page: Page, session: ApiSession) {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `basket:${session.merchantId}`,
    value: JSON.stringify({ lines: [{ productId: 201001, count: 1, modificationIds: [] }] }),
  });
  await page.goto(tenantUrl('cafe', '/checkout'));
}

test('dine-in in Arabic: the table is required, 1 to 9999, typed in Arabic-Indic digits, and shown on the order', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'cafe');
  await useSessionInPage(page, tenantUrl('cafe'), session);
  await page.locator('.langs__button').click();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await cafeCheckout(page, session);

  const orders: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/orders/v1/orders')) orders.push(r);
  });
  await page.getByRole('group', { name: 'كيف تستلم طلبك' }).getByText('داخل المطعم').click();
  const table = page.getByLabel('رقم الطاولة');
  // The cafe needs the table (order settings' isTableRequired): the field says so.
  await expect(table).toHaveAttribute('required', '');
  await expect(page.getByText('الرقم مكتوب على طاولتك: سنحضر طلبك إليها.')).toBeVisible();

  const place = page.getByRole('button', { name: 'تأكيد الطلب' });
  await place.click();
  await expect(table).toBeFocused();
  await expect(await messageOf(page, 'رقم الطاولة')).toHaveText('يرجى ملء هذا الحقل!');
  expect(orders).toHaveLength(0);

  // No table 0, in any digits; the message follows what is typed.
  await table.fill('٠');
  await expect(table).toHaveValue('٠');
  await expect(await messageOf(page, 'رقم الطاولة')).toHaveText(isolating('أدخل رقمًا من 1 إلى 9999.'));
  expect(describeViolations(await seriousViolations(page))).toBe('');
  await shoot(page, 'dine-in-table-ar');
  // A number too long is kept as typed and refused by its range, never cut to another table.
  await table.fill('10000');
  await expect(table).toHaveValue('10000');
  await expect(await messageOf(page, 'رقم الطاولة')).toHaveText(isolating('أدخل رقمًا من 1 إلى 9999.'));

  // The customer's keyboard types Arabic-Indic digits: kept as typed, sent as the number they are.
  await table.fill('١٢');
  await expect(table).toHaveValue('١٢');
  await expect(table).not.toHaveAttribute('aria-invalid', 'true');
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/orders'),
  );
  await place.click();
  const reply = await answered;
  expect(reply.request().postDataJSON()).toMatchObject({ serviceType: 'DINE_IN', tableId: 12 });
  expect(reply.status()).toBe(200);

  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  await expect(page.getByTestId('order-table')).toHaveText('12');
  await expect(page.locator('.order__facts')).toContainText('الطاولة');
  await shoot(page, 'order-table-ar');
  await page.goto(tenantUrl('cafe', '/profile/orders'));
  // Arabic text isolates the number it holds (U+2068 ... U+2069), so it reads right in both directions.
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toContainText(
    /طاولة \u2068?12\u2069?/,
  );
  expect(describeViolations(await seriousViolations(page))).toBe('');
});

test('dine-in: the server refuses a table 0 it is sent, and the checkout says so under the table field', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'cafe');
  await useSessionInPage(page, tenantUrl('cafe'), session);
  await cafeCheckout(page, session);
  await page.getByRole('group', { name: 'Как получить заказ' }).getByText('В заведении').click();
  await page.getByLabel('Номер столика').fill('5');
  // A client whose check is gone (or an older one) sends table 0: the real server must refuse it.
  await page.route('**/api/orders/v1/orders', (route) =>
    route.continue({
      postData: JSON.stringify({ ...(route.request().postDataJSON() as object), tableId: 0 }),
    }),
  );
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/orders'),
  );
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  const reply = await answered;
  expect(reply.status()).toBe(400);
  expect(await reply.json()).toMatchObject({
    field: 'tableId',
    problem: { kind: 'range', min: 1, max: 9999 },
    description: { ru: '«Номер столика»: число от 1 до 9999' },
  });
  await expect(page.getByLabel('Номер столика')).toBeFocused();
  await expect(await messageOf(page, 'Номер столика')).toHaveText('Введите число от 1 до 9999.');
  // Said at the field, not again for the whole form; nothing the customer entered is lost.
  await expect(page.locator('.checkout__problem[role="alert"]')).toHaveCount(0);
  await expect(page).toHaveURL(tenantUrl('cafe', '/checkout'));
  await expect(page.getByLabel('Номер столика')).toHaveValue('5');
  await shoot(page, 'dine-in-server-refusal');
});
