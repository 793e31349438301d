/**
 * Promo codes, cashback and receipts in the built storefront against the reference server: a code of
 * each kind (percent and amount, on products and on delivery) and each refusal, paying with cashback
 * and earning it, the receipt wish and a paid order's receipt; every total on screen is compared with
 * the order the server stored. The spec runs a server of its own on a copy of the burger with promo
 * codes dated around its clock (a Monday afternoon in June, when every branch is open), so the codes
 * never age out of their dates.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  apiUrl,
  authHeaders,
  signInByApi,
  // Not a React hook: the name only starts with "use". Renamed so the hooks lint rule does not mistake it.
  useSessionInPage as putSessionInPage,
  type ApiSession,
} from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import { moveOrder } from './support/orders.ts';

const repo = path.join(import.meta.dirname, '../..');
/** Вегги бургер, 34 000, sold at every branch. */
const VEGGIE = 101008;
const CHILANZAR_BRANCH = 100011;
/** Inside the burger's Chilonzor zone (12 000 so'm). */
const CHILONZOR = { latitude: 41.2856, longitude: 69.2035 };
const ZONE_PRICE = 12000;

/** 2026-06-08 is a Monday; 12:30 in Tashkent. */
const NOW = Date.parse('2026-06-08T12:30:00+05:00');
const live = { isActive: true, startDate: '2026-06-01T00:00:00+05:00', endDate: '2026-06-30T23:59:00+05:00' };
const code = (id: number, text: string, terms: object) => ({
  id,
  code: text,
  deliveryDiscount: 0,
  productDiscount: 0,
  minPrice: 0,
  ...live,
  ...terms,
});
const promos = {
  $schema: '../../schemas/promos.json',
  items: [
    code(1, 'LAB10', { discountType: 'PERCENTAGE', productDiscount: 10, minPrice: 50000 }),
    code(2, 'MINUS15K', { discountType: 'AMOUNT', productDiscount: 15000, minPrice: 60000 }),
    code(3, 'FREEDELIVERY', { discountType: 'AMOUNT', deliveryDiscount: 15000 }),
    code(4, 'HALFSHIP', { discountType: 'PERCENTAGE', deliveryDiscount: 50 }),
    code(5, 'SOON', {
      discountType: 'AMOUNT',
      productDiscount: 5000,
      startDate: '2026-07-01T00:00:00+05:00',
    }),
    code(6, 'OLD', { discountType: 'AMOUNT', productDiscount: 5000, endDate: '2026-05-31T23:59:00+05:00' }),
    code(7, 'OFF', { discountType: 'AMOUNT', productDiscount: 5000, isActive: false }),
    code(8, 'ONCE', { discountType: 'AMOUNT', productDiscount: 1000, maxUsesPerCustomer: 1 }),
    code(9, 'LASTONE', { discountType: 'AMOUNT', productDiscount: 1000, maxUses: 1 }),
  ],
};
/** Orders earn 20 % cashback here, so one order pays for the next. */
const CASHBACK_PERCENT = 20;

let own: OwnServer;
let tenantRoot: string;

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async () => {
  tenantRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'promo-tenant-'));
  const dir = path.join(tenantRoot, 'burger');
  fs.cpSync(path.join(repo, 'fixtures/burger'), dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'promos.json'), JSON.stringify(promos));
  const settingsFile = path.join(dir, 'order-settings.json');
  const orderSettings = JSON.parse(fs.readFileSync(settingsFile, 'utf8')) as object;
  fs.writeFileSync(settingsFile, JSON.stringify({ ...orderSettings, cashbackPercent: CASHBACK_PERCENT }));
  const startedAt = Date.now();
  own = await startOwnServer([dir], {
    now: () => NOW + (Date.now() - startedAt),
    limits: {
      codesPerClientPerHour: 1_000,
      ordersPerCustomerPerMinute: 1_000,
      ordersPerClientPerMinute: 1_000,
      activeUnpaidOrdersPerCustomer: 1_000,
      promoChecksPerCustomerPerMinute: 1_000,
    },
  });
});

test.afterAll(async () => {
  await own?.server.close();
  fs.rmSync(tenantRoot, { recursive: true, force: true });
});

const url = (p = '/') => own.tenantUrl('burger', p);
const digits = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
async function audit(page: Page, screen: string) {
  expect.soft(describeViolations(await seriousViolations(page)), `axe on ${screen}`).toBe('');
}

interface StoredOrder {
  id: number;
  number: number;
  status: string;
  serviceType: string;
  promoId: number | null;
  promoCode: string | null;
  cashback: number | null;
  earnedCashback: number | null;
  sendCheque: boolean | null;
  sendChequePhone: string | null;
  isPaid: boolean;
  paidAt: string | null;
  deliveryPrice: number;
  totals: {
    totalPrice: number;
    productPrice: number;
    totalProductDiscount: number;
    deliveryPrice: number;
    deliveryDiscount: number;
  };
}

async function signIn(page: Page): Promise<ApiSession> {
  const session = await signInByApi(page.request, 'burger', undefined, own.origin);
  await putSessionInPage(page, url(), session);
  return session;
}

async function setBasket(page: Page, session: ApiSession, veggies: number) {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `basket:${session.merchantId}`,
    value: JSON.stringify({ lines: [{ productId: VEGGIE, count: veggies, modificationIds: [] }] }),
  });
}

const services = (page: Page) => page.getByRole('group', { name: 'Как получить заказ' });
const promoSection = (page: Page) => page.getByRole('region', { name: 'Промокод' });
const cashbackSection = (page: Page) => page.getByRole('region', { name: 'Кешбэк' });
const total = (page: Page) => page.getByTestId('checkout-total');
const placeButton = (page: Page) =>
  page.locator('form.checkout').getByRole('button', { name: 'Оформить заказ' });

/** Signed in, with `veggies` veggie burgers, at the checkout picking the order up at Chilanzar. */
async function pickupCheckout(page: Page, veggies: number, session?: ApiSession): Promise<ApiSession> {
  const customer = session ?? (await signIn(page));
  await setBasket(page, customer, veggies);
  await page.goto(url('/checkout'));
  await services(page).getByText('Самовывоз').click();
  await expect(page.getByRole('radio', { name: /Burger Lab Чиланзар/ })).toBeChecked();
  return customer;
}

async function applyCode(page: Page, text: string) {
  const section = promoSection(page);
  await section.getByLabel('Код').fill(text);
  await section.getByRole('button', { name: 'Применить' }).click();
}

async function storedOrder(page: Page, session: ApiSession, id: number | string): Promise<StoredOrder> {
  const response = await page.request.get(apiUrl(`/orders/v1/orders/${id}`, own.origin), {
    headers: authHeaders(session),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredOrder;
}

/** Places the order on screen and reads it back; the total on screen must be the one stored. */
async function placeAndRead(page: Page, session: ApiSession): Promise<StoredOrder> {
  const shown = digits(await total(page).textContent());
  await expect(placeButton(page)).toBeEnabled();
  await placeButton(page).click();
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  const order = await storedOrder(page, session, new URL(page.url()).pathname.split('/').pop() ?? '');
  expect(order.totals.totalPrice).toBe(shown);
  return order;
}

/** An order placed through the API (pickup of veggie burgers), as another screen or device would. */
async function orderByApi(page: Page, session: ApiSession, veggies: number, extra: object = {}) {
  const response = await page.request.post(apiUrl('/orders/v1/orders', own.origin), {
    headers: authHeaders(session),
    data: {
      serviceType: 'PICK_UP',
      orderDevice: 'CLIENT_WEB',
      paymentType: 'CASH',
      branchId: CHILANZAR_BRANCH,
      cartItems: [{ product: { id: VEGGIE, count: veggies, costPrice: 34000 } }],
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as StoredOrder;
}

async function balanceOf(page: Page, session: ApiSession): Promise<number> {
  const response = await page.request.get(apiUrl('/users/v1/users/me', own.origin), {
    headers: authHeaders(session),
  });
  return ((await response.json()) as { cashback: number }).cashback;
}

test('a percent code on products: the minimum warns and holds the order, then the discount is shown, sent and stored', async ({
  page,
}) => {
  const session = await pickupCheckout(page, 1);
  await expect(total(page)).toHaveText(/34\s000/);
  await applyCode(page, '  lab10 ');

  // 34 000 is below the code's 50 000: the code stays, with the spec's warning, and the order waits.
  const applied = page.getByTestId('promo-applied');
  await expect(applied).toContainText('LAB10');
  await expect(applied).toContainText("−10% на товары · при заказе от 50 000 so'm");
  await expect(promoSection(page).getByRole('status')).toHaveText(
    "Стоимость товаров должна быть выше 50 000 so'm",
  );
  await expect(page.getByTestId('checkout-promo-discount')).toHaveCount(0);
  await expect(total(page)).toHaveText(/34\s000/);
  await expect(placeButton(page)).toBeDisabled();
  await shoot(page, 'promo-below-minimum');
  await audit(page, 'the checkout with a code below its minimum');

  // Two burgers reach it; the applied code survives the reload (it is the order draft's).
  await setBasket(page, session, 2);
  await page.reload();
  await expect(applied).toContainText('LAB10');
  const discount = page.getByTestId('checkout-promo-discount');
  await expect(discount).toHaveText(/6\s800/);
  await expect(page.locator('.checkout__totals')).toContainText('Промокод LAB10');
  await expect(total(page)).toHaveText(/61\s200/);
  await page.locator('.checkout__summary').scrollIntoViewIfNeeded();
  await shoot(page, 'promo-percent-applied');

  const order = await placeAndRead(page, session);
  expect(order).toMatchObject({ promoId: 1, promoCode: 'LAB10' });
  expect(order.totals).toMatchObject({ productPrice: 68000, totalProductDiscount: 6800, totalPrice: 61200 });
  // The order page names the code beside its discount.
  await expect(page.getByRole('region', { name: 'Сумма' })).toContainText(/Промокод LAB10\s*−6\s800/);

  // The order cleared the code: the next checkout starts without it.
  await setBasket(page, session, 1);
  await page.goto(url('/checkout'));
  await expect(promoSection(page).getByLabel('Код')).toBeVisible();
  await expect(page.getByTestId('promo-applied')).toHaveCount(0);
});

test('an amount code on products: removed and applied again, and stored as shown', async ({ page }) => {
  const session = await pickupCheckout(page, 2);
  await applyCode(page, 'MINUS15K');
  await expect(page.getByTestId('promo-applied')).toContainText("−15 000 so'm на товары");
  await expect(page.getByTestId('checkout-promo-discount')).toHaveText(/15\s000/);
  await expect(total(page)).toHaveText(/53\s000/);

  await promoSection(page).getByRole('button', { name: 'Убрать' }).click();
  await expect(total(page)).toHaveText(/68\s000/);
  // Enter in the field applies the code; it does not place the order.
  await promoSection(page).getByLabel('Код').fill('minus15k');
  await promoSection(page).getByLabel('Код').press('Enter');
  await expect(total(page)).toHaveText(/53\s000/);
  await expect(page).toHaveURL(url('/checkout'));

  const order = await placeAndRead(page, session);
  expect(order).toMatchObject({ promoId: 2, promoCode: 'MINUS15K' });
  expect(order.totals).toMatchObject({ totalProductDiscount: 15000, totalPrice: 53000 });
});

test('delivery codes: an amount capped at the delivery price, a percent of it, nothing for pickup', async ({
  page,
}) => {
  const session = await signIn(page);
  const saved = await page.request.post(apiUrl(`/users/v1/addresses/user/${session.user.id}`, own.origin), {
    headers: authHeaders(session),
    data: {
      type: 'HOUSE',
      name: 'Дом',
      streetName: 'Бунёдкор',
      houseNumber: '1',
      description: 'проспект Бунёдкор, 1, Ташкент',
      ...CHILONZOR,
    },
  });
  expect(saved.ok()).toBe(true);
  await setBasket(page, session, 2);
  await page.goto(url('/checkout'));
  await expect(services(page).getByRole('radio', { name: 'Доставка' })).toBeChecked();
  await page.getByRole('button', { name: 'Выбрать адрес доставки' }).click();
  const addresses = page.getByRole('dialog', { name: 'Мои адреса' });
  await addresses.getByRole('button', { name: /^Дом/ }).click();
  await expect(page.getByTestId('checkout-delivery-price')).toHaveText(/12\s000/, { timeout: 10_000 });
  // The price shows behind the sheet, which closes 100 ms later (spec section 9); until then the page
  // under the modal sheet is inert, and a code typed into it is lost (Playwright's fill does not check).
  await expect(addresses).toBeHidden();

  // 15 000 off a 12 000 delivery: the delivery is free, not negative.
  await applyCode(page, 'FREEDELIVERY');
  await expect(page.getByTestId('promo-applied')).toContainText("−15 000 so'm на доставку");
  await expect(page.getByTestId('checkout-delivery-discount')).toHaveText(/12\s000/);
  await expect(total(page)).toHaveText(/68\s000/);
  await shoot(page, 'promo-free-delivery');

  // Picked up, there is no delivery to discount: the field says so.
  await services(page).getByText('Самовывоз').click();
  await expect(promoSection(page).getByRole('status')).toHaveText(
    'Скидка этого промокода — только на доставку',
  );
  await expect(page.getByTestId('checkout-delivery-discount')).toHaveCount(0);
  await expect(total(page)).toHaveText(/68\s000/);

  await services(page).getByText('Доставка', { exact: true }).click();
  await promoSection(page).getByRole('button', { name: 'Убрать' }).click();
  await applyCode(page, 'halfship');
  await expect(page.getByTestId('checkout-delivery-discount')).toHaveText(/6\s000/);
  await expect(total(page)).toHaveText(/74\s000/);
  await audit(page, 'the checkout with a delivery code');

  const order = await placeAndRead(page, session);
  expect(order.serviceType).toBe('DELIVERY');
  expect(order).toMatchObject({ promoCode: 'HALFSHIP', deliveryPrice: ZONE_PRICE });
  expect(order.totals).toMatchObject({
    deliveryPrice: ZONE_PRICE,
    deliveryDiscount: 6000,
    totalPrice: 74000,
  });
  await expect(page.getByRole('region', { name: 'Сумма' })).toContainText(/Скидка на доставку\s*−6\s000/);
});

test("each refusal shows under the field, in the customer's language", async ({ page }) => {
  const session = await signIn(page);
  // This customer already used ONCE (one use each); another customer took LASTONE's only use.
  await orderByApi(page, session, 1, { promoCode: 'ONCE' });
  const other = await signInByApi(page.request, 'burger', undefined, own.origin);
  await orderByApi(page, other, 1, { promoCode: 'LASTONE' });
  await pickupCheckout(page, 2, session);

  const field = promoSection(page).getByLabel('Код');
  const refusal = promoSection(page).getByRole('alert');
  const refusals: [string, string][] = [
    ['', 'Введите промокод'],
    ['NOPE', 'Такого промокода нет'],
    ['OFF', 'Промокод не активен'],
    ['SOON', 'Промокод ещё не начал действовать'],
    ['OLD', 'Срок действия промокода истёк'],
    ['LASTONE', 'Промокод уже использован максимальное число раз'],
    ['ONCE', 'Вы уже использовали этот промокод столько раз, сколько можно'],
  ];
  for (const [text, message] of refusals) {
    await applyCode(page, text);
    await expect(refusal).toHaveText(message);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(page.getByTestId('promo-applied')).toHaveCount(0);
  await expect(total(page)).toHaveText(/68\s000/);
  await shoot(page, 'promo-refused');
  await audit(page, 'the checkout with a refused code');
  // Typing again clears the refusal.
  await field.fill('LAB');
  await expect(refusal).toHaveCount(0);

  // In English, the storefront's own words (and the spec's for the minimum).
  await page.locator('.langs__button').click();
  await page.getByRole('button', { name: 'English' }).click();
  const english = page.getByRole('region', { name: 'Promo code' });
  await english.getByLabel('Code').fill('OLD');
  await english.getByRole('button', { name: 'Apply' }).click();
  await expect(english.getByRole('alert')).toHaveText('The promo code has expired');
  await setBasket(page, session, 1);
  await page.reload();
  await english.getByLabel('Code').fill('LAB10');
  await english.getByRole('button', { name: 'Apply' }).click();
  await expect(english.getByRole('status')).toHaveText(/^Product price must be above 50\s000/);
});

test('paying with cashback earned on an earlier order: up to the total, then up to the balance; credited once', async ({
  page,
}) => {
  const session = await signIn(page);
  // 10 burgers: 340 000, which earns 20 %: 68 000 once the order is done (twice does not pay twice).
  const first = await orderByApi(page, session, 10);
  expect(first.earnedCashback).toBe(68000);
  await moveOrder(page.request, session.merchantId, first.id, { status: 'DONE', origin: own.origin });
  await moveOrder(page.request, session.merchantId, first.id, { status: 'DONE', origin: own.origin });
  expect(await balanceOf(page, session)).toBe(68000);

  await page.goto(url('/profile'));
  await expect(page.getByTestId('cashback-balance')).toContainText(/Кешбэк на балансе:\s*68\s000/);

  // One burger costs less than the balance: cashback pays all of it, and that order earns nothing.
  await pickupCheckout(page, 1, session);
  const section = cashbackSection(page);
  await expect(section).toContainText("На балансе 68 000 so'm");
  await expect(page.getByTestId('cashback-earn')).toHaveText("За этот заказ начислим 6 800 so'm кешбэка");
  const pay = section.getByRole('checkbox', { name: /Оплатить кешбэком 34\s000/ });
  await pay.check();
  await expect(page.getByTestId('checkout-cashback')).toHaveText(/34\s000/);
  await expect(total(page)).toHaveText(/^0/);
  await expect(page.getByTestId('cashback-earn')).toHaveCount(0);
  await shoot(page, 'cashback-pays-all');
  await audit(page, 'the checkout paying with cashback');

  // An empty basket sets the chosen cashback back to 0 (spec section 4).
  await page.goto(url('/basket'));
  await page.getByRole('button', { name: 'Убрать одну: Вегги бургер' }).click();
  await expect(page.getByRole('heading', { name: 'Ваша корзина пуста' })).toBeVisible();
  const draft = await page.evaluate((key) => localStorage.getItem(key), `order-draft:${session.merchantId}`);
  expect(JSON.parse(draft ?? '{}')).toMatchObject({ cashback: 0 });

  await pickupCheckout(page, 1, session);
  await expect(cashbackSection(page).getByRole('checkbox')).not.toBeChecked();
  await cashbackSection(page).getByRole('checkbox').check();
  const paidAll = await placeAndRead(page, session);
  expect(paidAll).toMatchObject({ cashback: 34000, earnedCashback: 0 });
  expect(paidAll.totals.totalPrice).toBe(0);
  expect(await balanceOf(page, session)).toBe(34000);

  // Three burgers (102 000) cost more than the balance: it all goes, and the rest earns 20 %.
  await pickupCheckout(page, 3, session);
  await cashbackSection(page)
    .getByRole('checkbox', { name: /Оплатить кешбэком 34\s000/ })
    .check();
  await expect(total(page)).toHaveText(/68\s000/);
  await expect(page.getByTestId('cashback-earn')).toHaveText("За этот заказ начислим 13 600 so'm кешбэка");
  const partly = await placeAndRead(page, session);
  expect(partly).toMatchObject({ cashback: 34000, earnedCashback: 13600 });
  expect(await balanceOf(page, session)).toBe(0);
  await expect(page.getByTestId('order-cashback')).toHaveText(
    "Кешбэк 13 600 so'm начислим, когда заказ будет выполнен",
  );

  // Done (twice): credited once.
  await moveOrder(page.request, session.merchantId, partly.id, { status: 'DONE', origin: own.origin });
  await moveOrder(page.request, session.merchantId, partly.id, { status: 'DONE', origin: own.origin });
  await page.reload();
  await expect(page.getByTestId('order-cashback')).toHaveText("Начислено кешбэка: 13 600 so'm");
  expect(await balanceOf(page, session)).toBe(13600);
  await page.goto(url('/profile'));
  await expect(page.getByTestId('cashback-balance')).toContainText(/13\s600/);
});

test("the receipt: asked for at checkout, sent with the order, and a paid order's receipt", async ({
  page,
}) => {
  const session = await pickupCheckout(page, 2);
  await applyCode(page, 'LAB10');
  const receipt = page.getByRole('region', { name: 'Чек' });
  await receipt.getByRole('checkbox', { name: 'Отправить чек по SMS' }).check();
  const phone = receipt.getByLabel('Телефон для чека');
  // The customer's own phone to start with, in the merchant's mask.
  const customerPhone = session.user.phone;
  await expect(phone).toHaveValue(
    `${customerPhone.slice(0, 4)} ${customerPhone.slice(4, 6)} ${customerPhone.slice(6, 9)} ${customerPhone.slice(9, 11)} ${customerPhone.slice(11)}`,
  );
  // An incomplete phone holds the order, saying why.
  await phone.fill('90 12');
  await placeButton(page).click();
  await expect(receipt.getByRole('alert')).toHaveText('Введите номер полностью.');
  await expect(phone).toBeFocused();
  await phone.fill('90 777 66 55');
  await audit(page, 'the checkout with the receipt wish');

  const order = await placeAndRead(page, session);
  expect(order).toMatchObject({ sendCheque: true, sendChequePhone: '+998907776655', isPaid: false });
  // No receipt while the order is unpaid.
  await expect(page.getByRole('region', { name: 'Чек' })).toHaveCount(0);

  await moveOrder(page.request, session.merchantId, order.id, {
    status: 'DONE',
    isPaid: true,
    origin: own.origin,
  });
  await page.reload();
  const paid = await storedOrder(page, session, order.id);
  expect(paid.paidAt).not.toBeNull();
  const section = page.getByRole('region', { name: 'Чек' });
  await expect(section).toContainText('Время оплаты');
  await expect(section).toContainText(/08\.06\.2026 \d{2}:\d{2}/);
  await expect(section).toContainText('+998907776655');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('order-paid.png') });
  await section.getByRole('button', { name: 'Открыть чек' }).click();
  const sheet = page.getByRole('dialog', { name: 'Чек' });
  await expect(sheet.getByRole('heading', { name: `Чек к заказу № ${order.number}` })).toBeVisible();
  await expect(sheet.getByRole('listitem')).toHaveCount(1);
  await expect(sheet.getByRole('listitem')).toContainText('Вегги бургер');
  await expect(sheet).toContainText(/Промокод LAB10\s*−6\s800/);
  await expect(sheet).toContainText(/Оплачено\s*61\s200/);
  await expect(sheet).toContainText('Наличные');
  await page.screenshot({ path: test.info().outputPath('receipt.png') });
  await audit(page, 'the receipt');
});

test("the profile's promo codes: usable ones with their terms, used ones with why, and one taken to the order", async ({
  page,
}) => {
  const session = await signIn(page);
  await orderByApi(page, session, 2, { promoCode: 'ONCE' });
  await orderByApi(page, session, 2, { promoCode: 'LAB10' });
  await page.goto(url('/profile'));
  await page.getByRole('link', { name: 'Промокоды' }).click();
  await expect(page).toHaveURL(url('/profile/promos'));
  await expect(page.getByRole('heading', { name: 'Промокоды', level: 1 })).toBeVisible();

  const usable = page.getByRole('region', { name: 'Можно использовать' }).getByRole('listitem');
  const used = page.getByRole('region', { name: 'Использованные' }).getByRole('listitem');
  // Soonest to end first; LASTONE may still be free (no other test took it when this one ran alone).
  await expect(usable.filter({ hasText: 'LAB10' })).toContainText(
    "−10% на товары · при заказе от 50 000 so'm",
  );
  await expect(usable.filter({ hasText: 'LAB10' })).toContainText(/Действует до:?\s*30\.06\.2026/);
  await expect(usable.filter({ hasText: 'LAB10' })).toContainText(/Вы использовали:?\s*1/);
  await expect(usable.filter({ hasText: 'MINUS15K' })).toBeVisible();
  for (const hidden of ['SOON', 'OLD', 'OFF'])
    await expect(page.getByText(hidden, { exact: true })).toHaveCount(0);
  await expect(used).toHaveCount(1);
  await expect(used.first()).toContainText('ONCE');
  await expect(used.first()).toContainText('Использован');
  await shoot(page, 'profile-promos');
  await audit(page, 'the promo codes');

  await usable.filter({ hasText: 'MINUS15K' }).getByRole('button', { name: 'Применить к заказу' }).click();
  await expect(usable.filter({ hasText: 'MINUS15K' }).getByRole('status')).toHaveText(
    'Применится при оформлении заказа',
  );
  await pickupCheckout(page, 2, session);
  await expect(page.getByTestId('promo-applied')).toContainText('MINUS15K');
  await expect(total(page)).toHaveText(/53\s000/);
});
