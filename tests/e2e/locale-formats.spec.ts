/**
 * Numbers, units and dates a customer sees, in the customer's language on any device (spec section 9:
 * thousands grouped by spaces, at most two decimals, dd.mm.yyyy): a product's volume with the
 * language's decimal mark ("0,5 л" in Russian, "0.5 l" in English), the delivery distance written
 * like every other number, a delivery that costs nothing called free wherever it shows, and the
 * birthday typed and read as dd.mm.yyyy whatever language the browser itself speaks.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiUrl, authHeaders, signInByApi, useSessionInPage, type ApiSession } from './support/accounts.ts';
import { tenantUrl } from './support/urls.ts';

// The browser speaks American English: nothing the storefront writes may follow it.
test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });

/** Кола 0,5 л at the burger. */
const COLA = 101026;
/** Вегги бургер, 34 000, sold at every branch. */
const VEGGIE = 101008;
/** Near the burger's Чиланзар branch, inside the Chilonzor zone. */
const CHILONZOR = { latitude: 41.2856, longitude: 69.2035 };

/** What a reader sees: plain spaces, no bidi isolation marks. */
const seen = (text: string | null): string =>
  (text ?? '').replace(/\u00a0/g, ' ').replace(/[\u2066-\u2069]/g, '');

test("a product's volume has the language's decimal mark, on its card and its page", async ({ page }) => {
  await page.goto(tenantUrl('burger', `/product/${COLA}`));
  // The server's first render of a product page may miss its time on a busy machine: the browser's then.
  await expect(page.locator('.product').getByText('0,5 л', { exact: true })).toBeVisible({ timeout: 30_000 });

  await page.goto(tenantUrl('burger', `/en/product/${COLA}`));
  await expect(page.locator('.product').getByText('0.5 l', { exact: true })).toBeVisible();

  // The menu's card, in Uzbek (a comma too): the drinks category.
  await page.goto(tenantUrl('burger', '/uz/category?id=100205'));
  const card = page.locator('.pcard', { hasText: 'Kola' }).first();
  await expect(card.locator('.pcard__unit')).toHaveText(/^0,5 l/);
});

/** At the checkout with a burger in the basket and a saved address chosen for the delivery. */
async function atCheckoutWithAddress(page: Page, session: ApiSession) {
  const saved = await page.request.post(apiUrl(`/users/v1/addresses/user/${session.user.id}`), {
    headers: authHeaders(session),
    data: {
      type: 'HOUSE',
      name: 'Дом',
      streetName: 'проспект Бунёдкор',
      houseNumber: '7',
      description: 'проспект Бунёдкор, 7, Ташкент',
      ...CHILONZOR,
    },
  });
  expect(saved.ok()).toBe(true);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `basket:${session.merchantId}`,
    value: JSON.stringify({ lines: [{ productId: VEGGIE, count: 2, modificationIds: [] }] }),
  });
  await page.goto(tenantUrl('burger', '/checkout'));
  await page.getByRole('button', { name: 'Выбрать адрес доставки' }).click();
  await page.getByRole('dialog', { name: 'Мои адреса' }).getByRole('button', { name: /^Дом/ }).click();
}

test('the delivery distance is written as every other number, and a delivery that costs nothing is free', async ({
  page,
}) => {
  const session = await signInByApi(page.request, 'burger');
  await useSessionInPage(page, tenantUrl('burger'), session);
  // A tariff that measured a short distance and prices it at nothing (a free-delivery promotion).
  await page.route(/\/deliveries\/v1\/delivery\/tariff\/client\/calculate/, async (route) => {
    // The test's own fetch cannot resolve the tenant's sub-domain: the same call, by the server's address.
    const response = await route.fetch({
      url: route.request().url().replace('burger.localhost', '127.0.0.1'),
    });
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, price: 0, distance: 0.368 } });
  });
  await atCheckoutWithAddress(page, session);

  const distance = page.locator('.delivery__fact', { hasText: 'Расстояние' }).locator('dd');
  await expect(distance).toHaveText(/км/, { timeout: 10_000 });
  expect(seen(await distance.textContent())).toBe('0,37 км');
  await expect(page.getByTestId('delivery-price')).toHaveText('Бесплатно');
  await expect(page.getByTestId('checkout-delivery-price')).toHaveText('Бесплатно');
});

test('the birthday is typed and shown as dd.mm.yyyy in the customer language, not the browser', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'burger');
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.goto(tenantUrl('burger', '/profile/user'));

  const birthday = page.getByLabel('Дата рождения');
  await expect(birthday).toHaveAttribute('type', 'text');
  await expect(page.getByText('В формате дд.мм.гггг')).toBeVisible();
  // Typed as digits on a phone's number pad, the field writes the dots.
  await birthday.pressSequentially('17051990');
  await expect(birthday).toHaveValue('17.05.1990');
  await page.getByLabel('Имя', { exact: true }).fill('Алишер');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Сохранено.')).toBeVisible();
  const me = await request.get(apiUrl('/users/v1/users/me'), { headers: authHeaders(session) });
  expect(await me.json()).toMatchObject({ birthday: '1990-05-17' });

  // Read back in Uzbek: the same day, the same way, the hint in Uzbek.
  await page.goto(tenantUrl('burger', '/uz/profile/user'));
  await expect(page.getByLabel("Tug'ilgan sana")).toHaveValue('17.05.1990');
  await expect(page.getByText('kk.oo.yyyy shaklida')).toBeVisible();
});
