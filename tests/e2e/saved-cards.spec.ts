/**
 * Saved cards (cardActive, the burger on the web) in the built app against the reference server,
 * whose development sandbox plays Payme's Subscribe API with Payme's published test card
 * (8600 0691 9540 6311, 03/99, SMS code 666666): add a card, confirm it with the SMS code, pay an
 * order with it at checkout, then delete it. The card number is typed once and must never be found
 * in the page's storage or in any request but the one that hands it to Payme.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { apiUrl, authHeaders, signInByApi, useSessionInPage, type ApiSession } from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { tenantUrl } from './support/urls.ts';

const NUMBER = '8600069195406311';
const SMS_CODE = '666666';
/** The number in every way it could be written down. */
const numberForms = [NUMBER, '8600 0691 9540 6311', '69195406'];

/** Screenshots for a look by eye: a phone's screen, and a desktop page. */
async function shoot(page: Page, name: string) {
  const path = (suffix: string) => test.info().outputPath(`${name}-${suffix}.png`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path('390'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path('desktop'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function expectAccessible(page: Page) {
  const violations = await seriousViolations(page, { include: 'main' });
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Everything the page keeps on the device, as text. */
const deviceStorage = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie, history.state]),
  );

/** Puts lines into the burger's basket the way the storefront stores them. */
async function fillBasket(page: Page, session: ApiSession) {
  // 101008: Вегги бургер, 34 000 without options.
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `basket:${session.merchantId}`,
    value: JSON.stringify({ lines: [{ productId: 101008, count: 2, modificationIds: [] }] }),
  });
}

test('burger: a customer adds a card, confirms it with the SMS code, pays an order with it and deletes it', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'burger');
  await useSessionInPage(page, tenantUrl('burger'), session);
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));

  // The profile's "My cards" entry exists with cardActive on; no cards yet.
  await page.goto(tenantUrl('burger', '/profile'));
  await page.getByRole('link', { name: 'Мои карты' }).click();
  await expect(page).toHaveURL(tenantUrl('burger', '/profile/cards'));
  await expect(page.getByRole('heading', { name: 'Мои карты', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Сохранённых карт пока нет' })).toBeVisible();
  await expect(page.getByText('Powered by')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'cards-empty');

  // The card form: masked inputs, no `name` on them and no `action` on the form (Payme's rules).
  await page.getByRole('link', { name: 'Добавить карту' }).click();
  await expect(page).toHaveURL(tenantUrl('burger', '/profile/cards/create'));
  const number = page.getByLabel('Номер карты');
  const expiry = page.getByLabel('Срок действия');
  const form = page.locator('form.card-form');
  expect(await form.getAttribute('action')).toBeNull();
  expect(await number.getAttribute('name')).toBeNull();
  expect(await expiry.getAttribute('name')).toBeNull();
  await expect(page.getByRole('link', { name: 'Публичная оферта Payme' })).toHaveAttribute(
    'href',
    'https://cdn.payme.uz/terms/main.html',
  );

  // A mistyped digit fails the Luhn check before anything is sent.
  await number.pressSequentially('8600069195406312');
  await expect(number).toHaveValue('8600 0691 9540 6312');
  await expiry.pressSequentially('0399');
  await expect(expiry).toHaveValue('03/99');
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.getByText('Такого номера карты не бывает. Проверьте цифры.')).toBeVisible();
  await expect(number).toBeFocused();
  await expectAccessible(page);
  await shoot(page, 'card-form-luhn');
  expect(requests.filter((r) => r.url().includes('/payments/v1/cards') && r.method() === 'POST')).toEqual([]);

  await number.fill('');
  await number.pressSequentially(NUMBER);
  await expect(number).toHaveValue('8600 0691 9540 6311');
  await page.getByRole('button', { name: 'Продолжить' }).click();

  // The SMS code instead of a CVV: where it went, a wrong code in the customer's words, then the right one.
  await expect(page).toHaveURL(/\/profile\/cards\/confirm\?card=\d+$/);
  await expect(page.getByRole('heading', { name: 'Подтверждение карты' })).toBeVisible();
  // The masked phone as phones are written elsewhere (+998 90 *** ** 11), isolated for right-to-left pages.
  await expect(page.getByText(/Мы отправили код на \u2066?\+998\s90\s\*{3}\s\*{2}\s11/)).toBeVisible();
  await expect(page.getByText(/Отправить снова через \d+ с/)).toBeVisible();
  const code = page.getByLabel('Код');
  await code.fill('123456');
  await expect(page.getByText('Неверный код. Проверьте SMS и попробуйте ещё раз.')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'card-confirm-wrong-code');
  await code.fill(SMS_CODE);
  await expect(page).toHaveURL(tenantUrl('burger', '/profile/cards'));
  await expect(page.locator('.toast--success')).toContainText('Карта 8600 06** **** 6311 сохранена');
  const saved = page.locator('.cards__item');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('8600 06** **** 6311');
  await expect(saved).toContainText('до 03/99');
  await expect(saved).not.toContainText('Не подтверждена');
  await expectAccessible(page);
  await shoot(page, 'cards-saved');

  // Pay an order with it: the CARD option lists the saved card, and the order opens paid.
  await fillBasket(page, session);
  await page.goto(tenantUrl('burger', '/checkout'));
  const services = page.getByRole('group', { name: 'Как получить заказ' });
  await services.getByText('Самовывоз').click();
  await page.getByText('Сохранённая карта', { exact: true }).click();
  const card = page.getByRole('radio', { name: 'Uzcard, последние цифры 6311, действует до 03/99' });
  await expect(card).toBeChecked();
  await expect(page.getByRole('group', { name: 'Карта для оплаты' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'checkout-saved-card');
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  await expect(page.locator('.toast--success').filter({ hasText: 'Оплачено картой' })).toContainText(
    'Оплачено картой 8600 06** **** 6311',
  );
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.locator('.order__facts').first()).toContainText('Сохранённой картой');
  await expect(page.locator('.order-paid').first()).toBeVisible();
  await shoot(page, 'order-paid-by-card');
  const stored = await request.get(apiUrl(`/orders/v1/orders/${orderId}`), { headers: authHeaders(session) });
  expect(await stored.json()).toMatchObject({
    paymentType: 'CARD',
    isPaid: true,
    totals: { totalPrice: 68000 },
  });

  // The number went out once, to be handed to Payme, and nothing on the device holds it.
  const carrying = requests.filter((r) =>
    numberForms.some((form) => (r.postData() ?? '').includes(form) || r.url().includes(form)),
  );
  expect(carrying.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual([
    'POST /api/payments/v1/cards',
  ]);
  const kept = await deviceStorage(page);
  for (const form of numberForms) expect(kept).not.toContain(form);

  // Delete it: the sheet asks first, "No" keeps it.
  await page.goto(tenantUrl('burger', '/profile/cards'));
  await page
    .getByRole('button', { name: 'Удалить: Uzcard, последние цифры 6311, действует до 03/99' })
    .click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('heading', { name: 'Удалить эту карту?' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'card-delete');
  await sheet.getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(page.locator('.toast--success')).toContainText('Карта удалена');
  await expect(page.getByRole('heading', { name: 'Сохранённых карт пока нет' })).toBeVisible();
  const cards = await request.get(apiUrl('/payments/v1/cards'), { headers: authHeaders(session) });
  expect(await cards.json()).toEqual([]);
});

test('burger: the card form and Payme’s refusals in the customer’s language (Uzbek)', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'burger');
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.goto(tenantUrl('burger'));
  await page.getByRole('button', { name: 'Язык интерфейса' }).click();
  await page.getByRole('button', { name: "O'zbekcha" }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  await page.goto(tenantUrl('burger', '/profile/cards/create'));
  await expect(page.getByRole('heading', { name: 'Yangi karta' })).toBeVisible();
  // The number reads left to right whatever the page's direction.
  await expect(page.getByLabel('Karta raqami')).toHaveAttribute('dir', 'ltr');
  await page.getByLabel('Karta raqami').pressSequentially('9860123456789015');
  await page.getByLabel('Amal qilish muddati').pressSequentially('0399');
  await page.getByRole('button', { name: 'Davom etish' }).click();
  // A card Payme's test environment does not know: Payme's refusal (-31300), in Uzbek, on the number.
  await expect(page.getByText('Karta topilmadi. Raqami va amal qilish muddatini tekshiring.')).toBeVisible();
  await expect(page.getByLabel('Karta raqami')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await shoot(page, 'card-form-uz-refused');
});

test('burger: a card refused right after placing leaves the order unpaid, with the reason; its page pays it', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'burger');
  // A confirmed card, saved through the API as the screens above do it.
  const added = await request.post(apiUrl('/payments/v1/cards'), {
    headers: authHeaders(session),
    data: { number: NUMBER, expire: '0399' },
  });
  const { card } = (await added.json()) as { card: { id: number } };
  const verified = await request.post(apiUrl(`/payments/v1/cards/${card.id}/verify`), {
    headers: authHeaders(session),
    data: { code: SMS_CODE },
  });
  expect(verified.ok()).toBe(true);
  await useSessionInPage(page, tenantUrl('burger'), session);
  await fillBasket(page, session);

  // The bank refuses the first charge (as an empty card would); the order is placed all the same.
  let refused = false;
  await page.route('**/api/payments/v1/cards/pay/*', async (route) => {
    if (refused) return route.fallback();
    refused = true;
    await route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'CARD_INSUFFICIENT_FUNDS', description: { ru: 'Недостаточно средств' } }),
    });
  });
  await page.goto(tenantUrl('burger', '/checkout'));
  await page.getByRole('group', { name: 'Как получить заказ' }).getByText('Самовывоз').click();
  await page.getByText('Сохранённая карта', { exact: true }).click();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  const failure = page.locator('.toast--error');
  await expect(failure).toContainText('Оплата не прошла');
  await expect(failure).toContainText(
    'Недостаточно средств на карте. Заказ оформлен: оплатить его можно на странице заказа.',
  );
  await expect(page.locator('.order-unpaid').first()).toBeVisible();

  // The order's page offers the saved cards and pays the order.
  const pay = page.getByRole('region', { name: 'Оплата' });
  await expect(
    pay.getByRole('radio', { name: 'Uzcard, последние цифры 6311, действует до 03/99' }),
  ).toBeChecked();
  await expectAccessible(page);
  await shoot(page, 'order-unpaid-pay-with-card');
  await pay.getByRole('button', { name: /^Оплатить 68\s000 so'm$/ }).click();
  await expect(page.locator('.order-paid').first()).toBeVisible();
  await expect(pay).toHaveCount(0);
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const stored = await request.get(apiUrl(`/orders/v1/orders/${orderId}`), { headers: authHeaders(session) });
  expect(await stored.json()).toMatchObject({ paymentType: 'CARD', isPaid: true });
});
