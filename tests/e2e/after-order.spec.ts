/**
 * What a customer does after ordering, in the burger demo tenant (cancelOrderActive on, basket page
 * on): rate a done order and find the review on the product, cancel an order with a reason (a paid
 * one says its refund is on the way), order a past order again (a line no longer available is
 * named), and add the basket's recommended products with one tap, on the basket page and in the
 * basket sheet.
 */
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import {
  apiUrl,
  authHeaders,
  merchantIdOf,
  signInByApi,
  uniquePhone,
  useSessionInPage,
  type ApiSession,
} from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import {
  botTokenOf,
  launchHash,
  pressBackButton,
  signInitData,
  simulateTelegramClient,
  telegramButtons,
} from './support/telegram.ts';
import { tenantUrl } from './support/urls.ts';
import { moveOrder } from './support/orders.ts';

/** Burger: Veggie burger 34 000 and Potato wedges 17 000 (no options), branch Chilonzor for pickup. */
const VEGGIE = 101008;
const WEDGES = 101016;
const KETCHUP = 101021;
const CHILONZOR = 100011;

const pickup = (items: [id: number, count: number][], paymentType = 'CASH') => ({
  serviceType: 'PICK_UP',
  orderDevice: 'CLIENT_WEB',
  paymentType,
  branchId: CHILONZOR,
  cartItems: items.map(([id, count]) => ({ product: { id, count, costPrice: 1 } })),
});

async function placeOrder(request: APIRequestContext, session: ApiSession, body: object) {
  const response = await request.post(apiUrl('/orders/v1/orders'), {
    headers: authHeaders(session),
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { id: number; number: number };
}

async function gradeOf(request: APIRequestContext, merchantId: number, productId: number) {
  const response = await request.get(apiUrl('/products/v1/grade'), {
    headers: { merchant: String(merchantId) },
  });
  const grades = (await response.json()) as { productId: number; grade: number; count?: number }[];
  return grades.find((g) => g.productId === productId) ?? { productId, grade: 0, count: 0 };
}

/**
 * Fetches an intercepted request from the test server itself: the test runner (unlike Chromium) does
 * not resolve `*.localhost`, so it goes to loopback with the tenant's host name in the Host header.
 */
function fetchFromServer(route: Route) {
  const url = new URL(route.request().url());
  const host = url.host;
  url.hostname = '127.0.0.1';
  return route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } });
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

test('a customer rates a done order and its products; the product shows the review and the new count', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'burger');
  const before = await gradeOf(request, session.merchantId, VEGGIE);
  const order = await placeOrder(
    request,
    session,
    pickup([
      [VEGGIE, 1],
      [WEDGES, 1],
    ]),
  );
  await page.setViewportSize({ width: 360, height: 780 });
  await useSessionInPage(page, tenantUrl('burger'), session);

  // Not done yet: nothing to rate.
  await page.goto(tenantUrl('burger', `/profile/orders/${order.id}`));
  await expect(page.getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Оцените заказ' })).toHaveCount(0);

  await moveOrder(request, session.merchantId, order.id, { status: 'DONE', isPaid: true });
  await page.reload();
  const block = page.getByTestId('order-review');
  await expect(block.getByRole('heading', { name: 'Оцените заказ' })).toBeVisible();
  await block.getByRole('button', { name: 'Отправить отзыв' }).click();
  await expect(block.getByRole('alert')).toHaveText('Поставьте оценку от 1 до 5');

  await block.getByRole('group', { name: 'Как вам заказ?' }).getByRole('radio', { name: '4 звезды' }).check();
  const comment = `Сочный бургер, приеду ещё ${Date.now()}`;
  await block.getByLabel('Комментарий').fill(comment);
  await block.getByRole('group', { name: 'Вегги бургер' }).getByRole('radio', { name: '5 звёзд' }).check();
  await shoot(page, 'review-form-360');
  await expectNoSeriousViolations(page);
  await block.getByRole('button', { name: 'Отправить отзыв' }).click();

  await expect(page.getByText('Спасибо за отзыв!')).toBeVisible();
  await expect(block.getByRole('heading', { name: 'Ваш отзыв' })).toBeVisible();
  await expect(block.getByRole('img', { name: 'Оценка 4 из 5' })).toBeVisible();
  await expect(block).toContainText(comment);
  await expect(block.getByRole('button', { name: 'Изменить отзыв' })).toBeVisible();

  // The server counts it: one more review of the veggie burger.
  const after = await gradeOf(request, session.merchantId, VEGGIE);
  expect(after.count).toBe((before.count ?? 0) + 1);

  // The product page lists it first (newest) and shows the new count.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(tenantUrl('burger', `/product/${VEGGIE}`));
  const reviews = page.getByTestId('product-reviews');
  await expect(reviews.getByRole('heading', { name: 'Отзывы' })).toBeVisible();
  await expect(reviews.getByRole('listitem').first()).toContainText(comment);
  await expect(
    reviews.getByRole('listitem').first().getByRole('img', { name: 'Оценка 5 из 5' }),
  ).toBeVisible();
  await expect(page.locator('.product__grade-count')).toHaveText(` (${after.count})`);
  await shoot(page, 'product-reviews-1280');
  await expectNoSeriousViolations(page);

  // And the menu card carries the count too.
  await page.goto(tenantUrl('burger'));
  const card = page.locator('.pcard', { hasText: 'Вегги бургер' }).first();
  await expect(card.locator('.pcard__grade-count')).toHaveText(` (${after.count})`);
});

test("a review's deadline reads on the merchant's clock (Tashkent), not the phone's (New York)", async ({
  browser,
  request,
}) => {
  const session = await signInByApi(request, 'burger');
  const order = await placeOrder(request, session, pickup([[WEDGES, 1]]));
  await moveOrder(request, session.merchantId, order.id, { status: 'DONE', isPaid: true });
  const saved = await request.put(apiUrl(`/orders/v1/orders/${order.id}/review`), {
    headers: authHeaders(session),
    data: { grade: 5, comment: '', products: [] },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const { editableUntil } = (await saved.json()) as { editableUntil: string };
  const wall = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Tashkent',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(editableUntil))
      .map((part) => [part.type, part.value]),
  );

  const context = await browser.newContext({
    timezoneId: 'America/New_York',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.goto(tenantUrl('burger', `/profile/orders/${order.id}`));
  await expect(page.getByTestId('order-review')).toContainText(
    `Изменить отзыв можно до ${wall.day}.${wall.month}.${wall.year} ${wall.hour}:${wall.minute}`,
  );
  await shoot(page, 'review-deadline-390');
  await context.close();
});

test('a customer cancels an order the merchant has not taken on, with a reason; a paid one says its refund is on the way', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'burger');
  const order = await placeOrder(request, session, pickup([[VEGGIE, 1]]));
  await page.setViewportSize({ width: 360, height: 780 });
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.goto(tenantUrl('burger', `/profile/orders/${order.id}`));

  await page.getByRole('button', { name: 'Отменить заказ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отменить заказ?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Выберите причину');
  await dialog.getByRole('radio', { name: 'Другая причина' }).check();
  await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Напишите причину в паре слов');
  await dialog.getByLabel('Расскажите, что случилось').fill('Заказал дважды');
  await shoot(page, 'cancel-dialog-360');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Отменить заказ' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Заказ отменён')).toBeVisible();
  await expect(page.locator('.order__header')).toContainText('Отменён');
  await expect(page.getByTestId('order-cancelled')).toContainText(
    'Причина отмены: Другая причина — Заказал дважды',
  );
  await expect(page.getByRole('button', { name: 'Отменить заказ' })).toHaveCount(0);
  // Reloaded, the server says the same.
  await page.reload();
  await expect(page.getByTestId('order-cancelled')).toContainText('Заказал дважды');

  // An order the kitchen took on offers no cancel.
  const cooking = await placeOrder(request, session, pickup([[WEDGES, 1]]));
  await moveOrder(request, session.merchantId, cooking.id, { status: 'COOKING' });
  await page.goto(tenantUrl('burger', `/profile/orders/${cooking.id}`));
  await expect(page.getByRole('heading', { name: `Заказ № ${cooking.number}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отменить заказ' })).toHaveCount(0);

  // A paid order: its money is on the way back.
  const paid = await placeOrder(request, session, pickup([[WEDGES, 2]], 'PAYME'));
  await moveOrder(request, session.merchantId, paid.id, { status: 'CREATED', isPaid: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(tenantUrl('burger', `/profile/orders/${paid.id}`));
  await page.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(
    dialog.getByText('Оплаченная сумма вернётся на карту или счёт, с которого вы платили.'),
  ).toBeVisible();
  await dialog.getByRole('radio', { name: 'Слишком долго ждать' }).check();
  await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(page.getByTestId('order-cancelled').getByRole('status')).toHaveText('Возврат денег в пути');
  await shoot(page, 'cancelled-refund-1280');
  await expectNoSeriousViolations(page);
});

/** Two boxes overlap when neither lies wholly beside the other. */
type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('the cancel dialog keeps its content off its edges and its × off the title and the buttons, left to right and right to left', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'burger');
  const order = await placeOrder(request, session, pickup([[VEGGIE, 1]]));
  await page.setViewportSize({ width: 390, height: 844 });
  await useSessionInPage(page, tenantUrl('burger', '/'), session);
  await page.goto(tenantUrl('burger', `/profile/orders/${order.id}`));
  await page.getByRole('button', { name: 'Отменить заказ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отменить заказ?' });
  await expect(dialog.getByRole('heading', { name: 'Отменить заказ?' })).toBeVisible();

  for (const dir of ['ltr', 'rtl'] as const) {
    // Burger speaks no right-to-left language: the page is turned as Arabic turns it.
    await page.evaluate((d) => document.documentElement.setAttribute('dir', d), dir);
    const frame = (await dialog.boundingBox())!;
    const close = (await dialog.getByRole('button', { name: 'Закрыть' }).boundingBox())!;
    const parts = [
      dialog.getByRole('heading', { name: 'Отменить заказ?' }),
      dialog.locator('legend'),
      dialog.getByRole('radio').first(),
      dialog.getByRole('button', { name: 'Не отменять' }),
      dialog.getByRole('button', { name: 'Отменить заказ' }),
    ];
    for (const part of parts) {
      // What is drawn: a heading's text, not the block it fills to the end of the line.
      const box = await part.evaluate((e) => {
        const range = document.createRange();
        range.selectNodeContents(e);
        const r = e.matches('h2, legend') ? range.getBoundingClientRect() : e.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      });
      expect(
        overlaps(box, close),
        `${dir}: the × covers ${await part.evaluate((e) => e.outerHTML.slice(0, 60))}`,
      ).toBe(false);
      expect(box.x, dir).toBeGreaterThanOrEqual(frame.x + 16);
      expect(box.x + box.width, dir).toBeLessThanOrEqual(frame.x + frame.width - 16);
      expect(box.y, dir).toBeGreaterThanOrEqual(frame.y + 16);
    }
    await shoot(page, `cancel-dialog-390-${dir}`);
  }
});

test('a customer orders a past order again; a line no longer available is named', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'burger');
  const order = await placeOrder(
    request,
    session,
    pickup([
      [VEGGIE, 2],
      [WEDGES, 1],
    ]),
  );
  await moveOrder(request, session.merchantId, order.id, { status: 'DONE', isPaid: true });
  // The menu has changed since: the wedges are sold out.
  await page.route('**/products/v1/overalls**', async (route) => {
    const response = await fetchFromServer(route);
    const catalogue = (await response.json()) as { products: { id: number; count?: number }[] };
    for (const product of catalogue.products) if (product.id === WEDGES) product.count = 0;
    await route.fulfill({ response, json: catalogue });
  });
  await page.setViewportSize({ width: 360, height: 780 });
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.goto(tenantUrl('burger', `/profile/orders/${order.id}`));

  await page.getByRole('button', { name: 'Повторить заказ' }).click();
  const result = page.getByTestId('reorder-result');
  await expect(result).toContainText('Товары добавлены в корзину');
  await expect(result).toContainText('Сейчас недоступно: Картофельные дольки');
  await shoot(page, 'reorder-360');
  await expectNoSeriousViolations(page);

  await result.getByRole('link', { name: 'Перейти в корзину' }).click();
  await expect(page).toHaveURL(tenantUrl('burger', '/basket'));
  const lines = page.locator('.bline');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('Вегги бургер');
  await expect(lines.first()).toContainText('68 000');
});

test('the basket offers recommended products it does not hold, each added with one tap, on its page and in its sheet', async ({
  page,
  request,
}) => {
  const merchantId = await merchantIdOf(request, 'burger');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(tenantUrl('burger'));
  await page.evaluate(({ key, lines }) => localStorage.setItem(key, JSON.stringify({ lines })), {
    key: `basket:${merchantId}`,
    lines: [
      { productId: VEGGIE, count: 1, modificationIds: [] },
      { productId: KETCHUP, count: 1, modificationIds: [] },
    ],
  });
  await page.goto(tenantUrl('burger', '/basket'));
  const offers = page.getByTestId('basket-recommendations');
  await expect(offers.getByRole('heading', { name: 'Добавить к заказу' })).toBeVisible();
  await expect(offers.getByRole('button', { name: 'Добавить: Кола 0,5 л' })).toBeVisible();
  // Not what the basket holds, not what needs a choice first (fries: a size).
  await expect(offers.getByRole('button', { name: 'Добавить: Кетчуп' })).toHaveCount(0);
  await expect(offers.getByText('Картофель фри')).toHaveCount(0);
  await shoot(page, 'basket-recommendations-360');
  await expectNoSeriousViolations(page);

  await offers.getByRole('button', { name: 'Добавить: Кола 0,5 л' }).click();
  await expect(page.locator('.bline', { hasText: 'Кола 0,5 л' })).toBeVisible();
  await expect(offers.getByRole('button', { name: 'Добавить: Кола 0,5 л' })).toHaveCount(0);

  // A merchant without a basket page: the sheet offers them too.
  const withoutPage = (text: string) => text.replaceAll('"cartPageActive":true', '"cartPageActive":false');
  await page.route(tenantUrl('burger', '/**'), async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await fetchFromServer(route);
    await route.fulfill({ response, body: withoutPage(await response.text()) });
  });
  await page.route('**/support/v1/merchant/settings/web**', async (route) => {
    const response = await fetchFromServer(route);
    await route.fulfill({ response, body: withoutPage(await response.text()) });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(tenantUrl('burger'));
  await page.locator('.floating-basket__bar').click();
  const sheet = page.getByRole('dialog', { name: 'Корзина' });
  await expect(sheet).toBeVisible();
  const sheetOffers = sheet.getByTestId('basket-recommendations');
  await sheetOffers.getByRole('button', { name: 'Добавить: Яблочный пирожок' }).click();
  await expect(sheet.locator('.bline', { hasText: 'Яблочный пирожок' })).toBeVisible();
  await expect(sheetOffers.getByRole('button', { name: 'Добавить: Яблочный пирожок' })).toHaveCount(0);
  await shoot(page, 'basket-sheet-recommendations-1280');
  await expectNoSeriousViolations(page);
});

/**
 * Rating inside a mini app: the customer finds the done order from the profile, rates it and a
 * product, and sees the grade on the product's card and page, in Telegram's Mini App (signed in with
 * the contact it shared; Telegram's Back button instead of the page's arrows) and in Click's.
 */
async function rateDoneOrderInApp(
  page: Page,
  request: APIRequestContext,
  session: ApiSession,
  channel: string,
) {
  const before = await gradeOf(request, session.merchantId, VEGGIE);
  const order = await placeOrder(request, session, { ...pickup([[VEGGIE, 1]]), orderDevice: channel });
  await moveOrder(request, session.merchantId, order.id, { status: 'DONE', isPaid: true });

  await page.locator('header a[href="/profile"]').click();
  await page.getByRole('link', { name: 'Мои заказы' }).click();
  // A done order is in the archive.
  await page.getByRole('tab', { name: 'Архив' }).click();
  await page.locator(`a.order-row[href="/profile/orders/${order.id}"]`).click();
  await expect(page.getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible();
  const block = page.getByTestId('order-review');
  await expect(block.getByRole('heading', { name: 'Оцените заказ' })).toBeVisible();
  await block.getByRole('group', { name: 'Как вам заказ?' }).getByRole('radio', { name: '5 звёзд' }).check();
  const comment = `Быстро и горячо ${Date.now()}`;
  await block.getByLabel('Комментарий').fill(comment);
  await block.getByRole('group', { name: 'Вегги бургер' }).getByRole('radio', { name: '4 звезды' }).check();
  await shootAt(page, `${channel}-review-form`);
  await expectNoSeriousViolations(page);
  await block.getByRole('button', { name: 'Отправить отзыв' }).click();
  await expect(block.getByRole('heading', { name: 'Ваш отзыв' })).toBeVisible();
  await expect(block.getByRole('img', { name: 'Оценка 5 из 5' })).toBeVisible();
  const after = await gradeOf(request, session.merchantId, VEGGIE);
  expect(after.count).toBe((before.count ?? 0) + 1);
  return { comment, count: after.count ?? 0 };
}

async function shootAt(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

test('inside the Telegram Mini App a customer rates a done order and sees the grade on the product', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const initData = signInitData(botTokenOf('burger'), {
    id: 700_000 + Math.floor(Math.random() * 99_999),
    first_name: 'Лола',
    language_code: 'ru',
  });
  await simulateTelegramClient(page, { phone_number: uniquePhone().slice(1), first_name: 'Лола' });
  await page.goto(tenantUrl('burger', `/${launchHash(initData)}`));
  const session = await sessionInPage(page);
  const { comment, count } = await rateDoneOrderInApp(page, request, session, 'TELEGRAM_BOT');

  // Telegram's Back leads back to the menu, where the card carries the new count.
  while (new URL(page.url()).pathname !== '/') {
    await expect.poll(async () => (await telegramButtons(page)).back?.is_visible).toBe(true);
    const from = page.url();
    await pressBackButton(page);
    await expect.poll(() => page.url()).not.toBe(from);
  }
  await openRatedProduct(page, comment, count);
  await shootAt(page, 'telegram-product-reviews');
  await expectNoSeriousViolations(page);
});

test('inside the Click mini app a customer rates a done order and sees the grade on the product', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const session = await signInByApi(request, 'burger');
  // Click opens the address registered for the merchant's mini app (app/start/channel.ts).
  await useSessionInPage(page, tenantUrl('burger', '/?channel=click'), session);
  await page.goto(tenantUrl('burger', '/?channel=click'));
  const { comment, count } = await rateDoneOrderInApp(page, request, session, 'CLICK_MINI_APP');

  await page.locator('header .brand-link').click();
  await expect(page).toHaveURL(tenantUrl('burger', '/'));
  await expect(page.locator('.stories')).toHaveCount(0);
  await openRatedProduct(page, comment, count);
  await shootAt(page, 'click-product-reviews');
  await expectNoSeriousViolations(page);
});

/**
 * From the menu: the rated product's card carries the new count; its page opens at its top, with the
 * review first and its grade.
 */
async function openRatedProduct(page: Page, comment: string, count: number) {
  const card = page.locator('.pcard', { hasText: 'Вегги бургер' }).first();
  await expect(card.locator('.pcard__grade-count')).toHaveText(` (${count})`);
  await card.locator('.pcard__link').click();
  // The product's page opens at its top, not where the menu was scrolled to.
  await expect(page.getByRole('heading', { level: 1, name: 'Вегги бургер' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const reviews = page.getByTestId('product-reviews');
  await expect(reviews.getByRole('listitem').first()).toContainText(comment);
  await expect(
    reviews.getByRole('listitem').first().getByRole('img', { name: 'Оценка 4 из 5' }),
  ).toBeVisible();
  await expect(page.locator('.product__grade-count')).toHaveText(` (${count})`);
}

/** The session the Mini App signed in with (it shares the contact at launch). */
async function sessionInPage(page: Page): Promise<ApiSession> {
  let stored: { key: string; value: string } | undefined;
  await expect
    .poll(async () => {
      stored = await page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('session:'));
        return key ? { key, value: localStorage.getItem(key) ?? '' } : undefined;
      });
      return stored !== undefined;
    })
    .toBe(true);
  const { token, user } = JSON.parse(stored?.value ?? '{}') as Omit<ApiSession, 'merchantId'>;
  return { token, user, merchantId: Number(stored?.key.split(':')[1]) };
}
