/**
 * Delivery on the burger storefront (Tashkent, delivery zones, zone tariffs with a 40 000 minimum
 * order), in the built app against the reference server: the address picker on a real map (dragged
 * with the mouse, and by place search), the new-address details, saved addresses for a guest (this
 * device) and a signed-in customer (the server), the delete confirmation, and delivery orders whose
 * stored delivery price is the one the checkout showed. Also inside the Telegram Mini App.
 *
 * The server checks "now" orders against the branch's delivery hours on its real clock (Tashkent
 * time): placing orders needs the nearest branch open (Чиланзар delivers 10:00–23:00).
 */
import { expect, test, type Page } from '@playwright/test';
import {
  apiUrl,
  authHeaders,
  merchantIdOf,
  signInByApi,
  signInOnLoginPage,
  uniquePhone,
  useSessionInPage,
  type ApiSession,
} from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import {
  botTokenOf,
  launchHash,
  mainButtonText,
  pressMainButton,
  signInitData,
  simulateTelegramClient,
} from './support/telegram.ts';
import { tenantUrl } from './support/urls.ts';

/** Near the burger's Чиланзар branch, inside the Chilonzor zone (12 000 so'm). */
const CHILONZOR = { latitude: 41.2856, longitude: 69.2035 };
/** North-east of the city, outside every burger zone. */
const OUTSIDE = { latitude: 41.395, longitude: 69.42 };
/** Вегги бургер, 34 000, sold at every branch. */
const VEGGIE = 101008;

// A phone: the picker and the sheets are built for it first.
test.use({ viewport: { width: 390, height: 844 } });

const url = (path = '/') => tenantUrl('burger', path);
const street = (page: Page) => page.getByTestId('picker-street');
const saveOnMap = (page: Page) => page.locator('.picker__card').getByRole('button', { name: 'Сохранить' });
const mapRegion = (page: Page) => page.getByRole('region', { name: 'Карта: выберите адрес доставки' });

/** A phone's screen, for a look by eye (once moves, tiles and sheets have settled). */
async function shoot(page: Page, name: string) {
  await page.waitForTimeout(600);
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`) });
}

async function audit(page: Page, screen: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect.soft(describeViolations(await seriousViolations(page)), `axe on ${screen}`).toBe('');
}

async function mapReady(page: Page) {
  await expect(page.locator('[data-map-state="ready"]')).toBeVisible({ timeout: 15_000 });
}

/** Drags the map with the mouse, as a customer moves it under the pin. */
async function dragMap(page: Page, dx: number, dy: number) {
  const box = await mapRegion(page).boundingBox();
  if (!box) throw new Error('the map has no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(x + (dx * step) / 10, y + (dy * step) / 10);
  await page.mouse.up();
}

/** The street the card names once the lookup of the resting centre has answered. */
async function settledStreet(page: Page): Promise<string> {
  await expect(street(page)).not.toHaveText(/Ищем адрес/, { timeout: 10_000 });
  return (await street(page).textContent()) ?? '';
}

async function fillDetails(page: Page, details: { name: string; office: string; floor: string }) {
  const drawer = page.getByRole('dialog', { name: 'Новый адрес' });
  await expect(drawer).toBeVisible();
  await drawer.getByLabel('Название адреса').fill(details.name);
  await drawer.getByLabel('Квартира или офис').fill(details.office);
  await drawer.getByLabel('Подъезд').fill('2');
  await drawer.getByLabel('Этаж').fill(details.floor);
  await drawer.getByLabel('Домофон').fill('12K');
  return drawer;
}

async function fillBasket(page: Page, merchantId: number, count = 2) {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `basket:${merchantId}`,
    value: JSON.stringify({ lines: [{ productId: VEGGIE, count, modificationIds: [] }] }),
  });
}

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

interface StoredOrder {
  serviceType: string;
  orderDevice: string;
  branchId: number;
  deliveryPrice: number;
  office: string | null;
  floor: string | null;
  address: { name: string; latitude: number; longitude: number };
  totals: { deliveryPrice: number; totalPrice: number };
}

async function storedOrder(page: Page, session: { token: string; merchantId: number }, id: string) {
  const response = await page.request.get(apiUrl(`/orders/v1/orders/${id}`), {
    headers: { merchant: String(session.merchantId), Authorization: `Bearer ${session.token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredOrder;
}

const sessionIn = async (page: Page, merchantId: number) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { token: string } | null,
    `session:${merchantId}`,
  );

/**
 * At the checkout with an address on the order: the delivery price on screen (the block and the
 * totals agree), then the order is placed and its stored price read back.
 */
async function placeDeliveryOrder(
  page: Page,
  session: { token: string; merchantId: number },
  { inTelegram = false } = {},
) {
  const blockPrice = page.getByTestId('delivery-price');
  await expect(blockPrice).toHaveText(/\d/, { timeout: 10_000 });
  const shown = digits(await blockPrice.textContent());
  expect(shown).toBeGreaterThan(0);
  await expect(page.getByTestId('checkout-delivery-price')).toHaveText(
    (await blockPrice.textContent()) ?? '',
  );
  if (inTelegram) {
    // Telegram's own Main button places the order there (the web button is hidden).
    await expect.poll(() => mainButtonText(page)).toBe('Оформить заказ');
    await pressMainButton(page);
  } else {
    const place = page.locator('form.checkout').getByRole('button', { name: 'Оформить заказ' });
    await expect(place).toBeEnabled();
    await place.click();
  }
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  const order = await storedOrder(page, session, id);
  expect(order.deliveryPrice).toBe(shown);
  expect(order.totals.deliveryPrice).toBe(shown);
  return { order, shown };
}

test('a guest picks an address by dragging the map, keeps it on this device, signs in and orders delivery', async ({
  page,
  context,
  request,
}) => {
  const merchantId = await merchantIdOf(request, 'burger');
  await context.grantPermissions(['geolocation'], { origin: url('/').slice(0, -1) });
  await context.setGeolocation(CHILONZOR);
  await page.goto(url('/'));
  await fillBasket(page, merchantId);

  // The order address flow: a guest without addresses is located and goes straight to the picker.
  await page.goto(url('/choose-address'));
  await expect(page).toHaveURL(url('/address/delivery'));
  await mapReady(page);
  await expect(page.getByRole('heading', { name: 'Адрес доставки' })).toBeAttached();
  const first = await settledStreet(page);
  expect(first).not.toBe('Адрес не определён');
  await expect(saveOnMap(page)).toBeEnabled();
  await shoot(page, 'picker-located');
  await audit(page, 'address picker');

  // Dragging moves the pin to another street; the card follows once the map rests.
  await dragMap(page, -120, 60);
  await expect(saveOnMap(page)).toBeEnabled({ timeout: 10_000 });
  const dragged = await settledStreet(page);
  expect(dragged).toBeTruthy();

  await saveOnMap(page).click();
  const drawer = await fillDetails(page, { name: 'Дом', office: '14', floor: '4' });
  await shoot(page, 'picker-details');
  await audit(page, 'new-address details');
  await drawer.getByRole('button', { name: 'Сохранить адрес' }).click();
  // Back where the guest came from (the page before the flow).
  await expect(page).not.toHaveURL(/address\/delivery/);

  const kept = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]'),
    `addresses:${merchantId}`,
  );
  expect(kept).toHaveLength(1);
  expect(kept[0]).toMatchObject({ name: 'Дом', office: '14', floor: '4', entrance: '2', domophone: '12K' });
  expect(String(kept[0].id)).toMatch(/-local$/);

  // The addresses sheet as a page lists it for the guest.
  await page.goto(url('/choose-address'));
  await expect(page.getByRole('button', { name: /^Дом / })).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'choose-address');
  await audit(page, 'choose-address');

  // Ordering needs a sign-in; the address chosen as a guest is the order's.
  await page.goto(url('/checkout'));
  await expect(page).toHaveURL(url('/login'));
  await signInOnLoginPage(page, request);
  await expect(page).toHaveURL(url('/checkout'));
  await expect(page.getByRole('radio', { name: 'Доставка' })).toBeChecked();
  const block = page.locator('.delivery');
  await expect(block).toContainText('Дом');
  await expect(block).toContainText('кв./офис 14, подъезд 2, этаж 4, домофон 12K');
  await expect(block).toContainText('Burger Lab Чиланзар');
  await shoot(page, 'checkout-delivery');
  await audit(page, 'checkout with delivery');

  const session = await sessionIn(page, merchantId);
  if (!session) throw new Error('not signed in');
  const { order } = await placeDeliveryOrder(page, { token: session.token, merchantId });
  expect(order).toMatchObject({
    serviceType: 'DELIVERY',
    orderDevice: 'CLIENT_WEB',
    branchId: 100011,
    office: '14',
    floor: '4',
    address: { name: 'Дом' },
  });
});

test('a signed-in customer adds an address by search at checkout; it is kept on the server', async ({
  page,
}) => {
  const session = await signInByApi(page.request, 'burger');
  await useSessionInPage(page, url('/'), session);
  await fillBasket(page, session.merchantId);
  await page.goto(url('/checkout'));

  // No address yet: choosing one opens the (empty) addresses sheet over the checkout.
  await page.getByRole('button', { name: 'Выбрать адрес доставки' }).click();
  const sheet = page.getByRole('dialog', { name: 'Мои адреса' });
  await expect(sheet.getByText('Сохранённых адресов пока нет')).toBeVisible();
  await shoot(page, 'addresses-sheet-empty');
  await audit(page, 'addresses sheet, empty');
  await sheet.getByRole('button', { name: 'Добавить адрес' }).click();
  await expect(page).toHaveURL(url('/address/delivery'));
  await mapReady(page);

  // The place search: the input takes the focus, results show name and full address.
  await page.getByRole('button', { name: 'Найти адрес' }).click();
  const search = page.getByRole('dialog', { name: 'Поиск адреса' });
  const input = search.getByRole('searchbox', { name: 'Улица, дом или место' });
  await expect(input).toBeFocused();
  await input.fill('Бунёдкор');
  const results = search.getByRole('list', { name: 'Найденные адреса' }).getByRole('button');
  await expect(results.first()).toBeVisible();
  await expect(results.first()).toContainText('Бунёдкор');
  await shoot(page, 'place-search');
  await audit(page, 'place search');
  // Clearing empties the field and keeps the focus there.
  await search.getByRole('button', { name: 'Очистить' }).click();
  await expect(input).toHaveValue('');
  await expect(input).toBeFocused();
  await input.fill('Бунёдкор');
  await results.first().click();
  await expect(search).toBeHidden();
  await expect(street(page)).toContainText('Бунёдкор');
  await expect(saveOnMap(page)).toBeEnabled();

  await saveOnMap(page).click();
  const drawer = await fillDetails(page, { name: 'Работа', office: '301', floor: '3' });
  await drawer.getByRole('button', { name: 'Сохранить адрес' }).click();
  await expect(page).toHaveURL(url('/checkout'));
  await expect(page.locator('.delivery')).toContainText('Работа');

  const saved = await page.request.get(
    apiUrl(`/users/v1/addresses/merchant/${session.merchantId}/user/${session.user.id}`),
    { headers: authHeaders(session) },
  );
  expect(await saved.json()).toMatchObject([{ name: 'Работа', office: '301', floor: '3' }]);

  // The saved address is listed and chosen in the sheet next time.
  await page.getByRole('button', { name: /Изменить адрес доставки/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Мои адреса' }).getByRole('button', { name: /^Работа / }),
  ).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'addresses-sheet');
  await page
    .getByRole('dialog', { name: 'Мои адреса' })
    .getByRole('button', { name: /^Работа / })
    .click();
  await expect(page.getByRole('dialog', { name: 'Мои адреса' })).toBeHidden();

  const { order } = await placeDeliveryOrder(page, session);
  expect(order).toMatchObject({ serviceType: 'DELIVERY', office: '301', address: { name: 'Работа' } });
});

test('a greyed "Place order" stays solid and says, under it, what is missing', async ({ page }) => {
  const session = await signInByApi(page.request, 'burger');
  await useSessionInPage(page, url('/'), session);
  await fillBasket(page, session.merchantId);
  await page.goto(url('/checkout'));
  const place = page.locator('form.checkout').getByRole('button', { name: 'Оформить заказ' });
  await expect(place).toBeDisabled();
  const why = page.getByText('Чтобы оформить заказ, укажите адрес доставки.');
  await expect(why).toBeVisible();
  await expect(place).toHaveAccessibleDescription('Чтобы оформить заказ, укажите адрес доставки.');
  // Solid: the page does not show through its words.
  expect(await place.evaluate((b) => getComputedStyle(b).opacity)).toBe('1');
  // In sight with the button at the foot of the phone's screen, not at the end of the form.
  const button = (await place.boundingBox())!;
  const text = (await why.boundingBox())!;
  expect(text.y + text.height).toBeLessThanOrEqual(844);
  expect(Math.abs(text.y - (button.y + button.height))).toBeLessThan(24);
  await shoot(page, 'checkout-why-greyed');
});

test('outside every zone Save gives way to pickup and the card says why; a refused location asks to allow it', async ({
  browser,
}) => {
  // No permission: the location button gets the alert asking to allow location detection.
  const phone = { width: 390, height: 844 };
  const refused = await browser.newContext({ viewport: phone });
  const page = await refused.newPage();
  await page.goto(url('/address/delivery'));
  await mapReady(page);
  await page.getByRole('button', { name: 'Показать, где я' }).click();
  await expect(page.locator('.toast--error')).toContainText(
    'Пожалуйста, разрешите определение местоположения',
  );
  await refused.close();

  const allowed = await browser.newContext({
    viewport: phone,
    geolocation: OUTSIDE,
    permissions: ['geolocation'],
  });
  const outside = await allowed.newPage();
  await outside.goto(url('/address/delivery'));
  await mapReady(outside);
  await outside.getByRole('button', { name: 'Показать, где я' }).click();
  const card = outside.locator('.picker__card');
  await expect(card).toContainText('Вне зоны обслуживания');
  // No promise of a delivery above it, and pickup offered in Save's place (burger has pickup).
  await expect(card.getByRole('heading')).toHaveText('Сюда мы не доставляем');
  await expect(saveOnMap(outside)).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Заберу сам: самовывоз' })).toBeEnabled();
  await shoot(outside, 'picker-out-of-zone');
  // Back into a zone (found by search), Save is on again.
  await outside.getByRole('button', { name: 'Найти адрес' }).click();
  const search = outside.getByRole('dialog', { name: 'Поиск адреса' });
  await search.getByRole('searchbox').fill('Бунёдкор');
  await search.getByRole('list', { name: 'Найденные адреса' }).getByRole('button').first().click();
  await expect(saveOnMap(outside)).toBeEnabled({ timeout: 10_000 });
  await expect(card).not.toContainText('Вне зоны обслуживания');
  await expect(card.getByRole('heading')).toHaveText('Доставим сюда');

  // Out of the zones again, pickup takes the order to the checkout as a pickup.
  const session = await signInByApi(outside.request, 'burger');
  await useSessionInPage(outside, url('/'), session);
  await fillBasket(outside, session.merchantId);
  await outside.goto(url('/address/delivery'));
  await mapReady(outside);
  await outside.getByRole('button', { name: 'Показать, где я' }).click();
  await card.getByRole('button', { name: 'Заберу сам: самовывоз' }).click();
  await expect(outside).toHaveURL(url('/checkout'));
  await expect(
    outside.getByRole('group', { name: 'Как получить заказ' }).getByRole('radio', { name: 'Самовывоз' }),
  ).toBeChecked();
  await allowed.close();
});

/** Saves an address on the server for the customer, as the picker would. */
async function savedAddress(page: Page, session: ApiSession, name: string) {
  const response = await page.request.post(apiUrl(`/users/v1/addresses/user/${session.user.id}`), {
    headers: authHeaders(session),
    data: {
      type: 'HOUSE',
      name,
      streetName: 'проспект Бунёдкор',
      houseNumber: '7',
      description: 'проспект Бунёдкор, 7, Ташкент',
      ...CHILONZOR,
    },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { id: number };
}

test('deleting the address on the order asks first, then opens the picker', async ({ page }) => {
  const session = await signInByApi(page.request, 'burger');
  await useSessionInPage(page, url('/'), session);
  const home = await savedAddress(page, session, 'Дом');
  await savedAddress(page, session, 'Дача');

  await page.goto(url('/profile/address'));
  await expect(page.getByRole('heading', { name: 'Мои адреса' })).toBeVisible();
  await expect(page.locator('.addresses__item')).toHaveCount(2);
  await shoot(page, 'profile-addresses');
  await audit(page, 'my addresses');

  // Put "Дом" on the order through the addresses page of the flow.
  await page.goto(url('/choose-address'));
  await page.getByRole('button', { name: /^Дом/ }).click();
  await expect(page).not.toHaveURL(/choose-address/);
  const draft = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}'),
    `order-draft:${session.merchantId}`,
  );
  expect(draft.address).toMatchObject({ id: home.id, name: 'Дом' });

  await page.goto(url('/profile/address'));
  await page.getByRole('button', { name: 'Удалить адрес: Дача' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удаление адреса' });
  await expect(confirm).toContainText('Дача');
  await expect(confirm).toContainText('проспект Бунёдкор, 7, Ташкент');
  await shoot(page, 'delete-address');
  await audit(page, 'delete confirmation');
  // "No" keeps it.
  await confirm.getByRole('button', { name: 'Нет' }).click();
  await expect(page.locator('.addresses__item')).toHaveCount(2);
  // "Yes" deletes it on the server; it was not the order's address: the page stays.
  await page.getByRole('button', { name: 'Удалить адрес: Дача' }).click();
  await confirm.getByRole('button', { name: 'Да, удалить' }).click();
  await expect(page.locator('.addresses__item')).toHaveCount(1);
  await expect(page).toHaveURL(url('/profile/address'));

  // Deleting the order's address opens the picker.
  await page.getByRole('button', { name: 'Удалить адрес: Дом' }).click();
  await confirm.getByRole('button', { name: 'Да, удалить' }).click();
  await expect(page).toHaveURL(url('/address/delivery'));
  const list = await page.request.get(
    apiUrl(`/users/v1/addresses/merchant/${session.merchantId}/user/${session.user.id}`),
    { headers: authHeaders(session) },
  );
  expect(await list.json()).toEqual([]);
  const after = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}'),
    `order-draft:${session.merchantId}`,
  );
  expect(after.address).toBeNull();

  // Back returns to the list.
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(url('/profile/address'));
  await expect(page.getByText('Сохранённых адресов пока нет')).toBeVisible();
});

test('inside the Telegram Mini App: no location button, an address by search, a delivery order', async ({
  page,
}) => {
  const merchantId = await merchantIdOf(page.request, 'burger');
  const phone = uniquePhone();
  const initData = signInitData(botTokenOf('burger'), {
    id: 800_000 + Math.floor(Math.random() * 100_000),
    first_name: 'Aziz',
    language_code: 'ru',
  });
  await simulateTelegramClient(page, { phone_number: phone.slice(1), first_name: 'Aziz' });
  await page.goto(url(`/${launchHash(initData)}`));
  await expect.poll(() => sessionIn(page, merchantId)).not.toBeNull();
  await fillBasket(page, merchantId);

  await page.goto(url('/checkout'));
  // Telegram's default service type is delivery too.
  await expect(page.getByRole('radio', { name: 'Доставка' })).toBeChecked();
  await page.getByRole('button', { name: 'Выбрать адрес доставки' }).click();
  await page
    .getByRole('dialog', { name: 'Мои адреса' })
    .getByRole('button', { name: 'Добавить адрес' })
    .click();
  await expect(page).toHaveURL(url('/address/delivery'));
  await mapReady(page);
  await expect(page.getByRole('button', { name: 'Показать, где я' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Найти адрес' }).click();
  const search = page.getByRole('dialog', { name: 'Поиск адреса' });
  await search.getByRole('searchbox').fill('Бунёдкор');
  await search.getByRole('list', { name: 'Найденные адреса' }).getByRole('button').first().click();
  await expect(saveOnMap(page)).toBeEnabled();
  await saveOnMap(page).click();
  const drawer = await fillDetails(page, { name: 'Офис', office: '5', floor: '2' });
  await drawer.getByRole('button', { name: 'Сохранить адрес' }).click();
  await expect(page).toHaveURL(url('/checkout'));

  const session = await sessionIn(page, merchantId);
  if (!session) throw new Error('not signed in');
  const { order } = await placeDeliveryOrder(
    page,
    { token: session.token, merchantId },
    { inTelegram: true },
  );
  expect(order).toMatchObject({ serviceType: 'DELIVERY', orderDevice: 'TELEGRAM_BOT' });
});

test('the basket says delivery is added at checkout only where the merchant delivers', async ({ page }) => {
  for (const [sub, productId, delivers] of [
    ['burger', VEGGIE, true],
    ['cafe', 201001, false],
  ] as const) {
    const merchantId = await merchantIdOf(page.request, sub);
    await page.goto(tenantUrl(sub, '/'));
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: `basket:${merchantId}`,
      value: JSON.stringify({ lines: [{ productId, count: 1, modificationIds: [] }] }),
    });
    await page.goto(tenantUrl(sub, '/basket'));
    await expect(page.locator('.bline')).toHaveCount(1);
    await expect(page.getByText('Доставка, если она нужна, добавится при оформлении.')).toHaveCount(
      delivers ? 1 : 0,
    );
  }
});

/** Savat Market: milk sold by express at 6 200 instead of 5 400; another milk that is not. */
const EXPRESS_MILK = 301001;
const PLAIN_MILK = 301002;
/** In Savat's Yunusobod zone, near its Юнусабад branch (both its branches have express). */
const YUNUSOBOD = { latitude: 41.3545, longitude: 69.2885 };

test('express delivery: only where a branch has it, express items at express prices, the rest flagged', async ({
  page,
}) => {
  const session = await signInByApi(page.request, 'grocery');
  const grocery = (p: string) => tenantUrl('grocery', p);
  await useSessionInPage(page, grocery('/'), session);
  const address = await page.request.post(apiUrl(`/users/v1/addresses/user/${session.user.id}`), {
    headers: authHeaders(session),
    data: {
      type: 'HOUSE',
      name: 'Офис',
      streetName: 'проспект Амира Темура',
      houseNumber: '107',
      description: 'проспект Амира Темура, 107, Ташкент',
      ...YUNUSOBOD,
    },
  });
  expect(address.ok()).toBe(true);
  const basket = (lines: [number, number][]) =>
    page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: `basket:${session.merchantId}`,
      value: JSON.stringify({
        lines: lines.map(([productId, count]) => ({ productId, count, modificationIds: [] })),
      }),
    });
  await basket([
    [EXPRESS_MILK, 12],
    [PLAIN_MILK, 1],
  ]);

  await page.goto(grocery('/checkout'));
  const choice = page.getByRole('group', { name: 'Как получить заказ' });
  await choice.getByText('Экспресс').click();
  await expect(page.getByText('Экспресс-доставка: привезём быстрее')).toBeVisible();
  await page.getByRole('button', { name: 'Выбрать адрес доставки' }).click();
  await page.getByRole('dialog', { name: 'Мои адреса' }).getByRole('button', { name: /^Офис/ }).click();
  // Choosing the address keeps the order express.
  await expect(choice.getByRole('radio', { name: 'Экспресс' })).toBeChecked();

  // The plain milk does not go by express: flagged, and the order waits.
  const lines = page.locator('.checkout__line');
  await expect(lines.filter({ hasText: 'Oq Bulut' })).toContainText('Не доставляется экспрессом');
  await expect(page.getByText('Некоторые товары не доставляются экспрессом')).toBeVisible();
  const place = page.locator('form.checkout').getByRole('button', { name: 'Оформить заказ' });
  await expect(place).toBeDisabled();
  // Twelve at the express price: 74 400, not 64 800.
  await expect(lines.filter({ hasText: 'Toza Dala' })).toContainText('74 400');
  await shoot(page, 'checkout-express');
  await audit(page, 'checkout with express');

  // Regular delivery takes both, at the menu's prices.
  await choice.getByText('Доставка', { exact: true }).click();
  await expect(lines.filter({ hasText: 'Toza Dala' })).toContainText('64 800');
  await expect(page.getByText('Некоторые товары не доставляются экспрессом')).toHaveCount(0);

  // Without the plain milk, express goes: the nearest branch with express, the express price stored.
  await basket([[EXPRESS_MILK, 12]]);
  await page.reload();
  await choice.getByText('Экспресс').click();
  await expect(place).toBeEnabled({ timeout: 10_000 });
  const shownTotal = digits(await page.getByTestId('checkout-total').textContent());
  const { order } = await placeDeliveryOrder(page, session);
  expect(order.serviceType).toBe('EXPRESS_24');
  expect(order.branchId).toBe(300012);
  expect(order.totals.totalPrice).toBe(shownTotal);
  expect(
    (order as unknown as { cartItems: { product: { costPrice: number } }[] }).cartItems[0]?.product.costPrice,
  ).toBe(6200);
  await expect(page.getByText('Экспресс-доставка').first()).toBeVisible();

  // The burger has no branch with express: no such choice.
  const burger = await signInByApi(page.request, 'burger');
  await useSessionInPage(page, url('/'), burger);
  await fillBasket(page, burger.merchantId);
  await page.goto(url('/checkout'));
  await expect(choice.getByRole('radio', { name: 'Самовывоз' })).toBeVisible();
  await expect(choice.getByRole('radio', { name: 'Экспресс' })).toHaveCount(0);
});
