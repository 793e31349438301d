import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiUrl,
  authHeaders,
  latestCode,
  nameNewAccount,
  signInByApi,
  uniquePhone,
  useSessionInPage,
  type ApiSession,
} from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { tenantUrl } from './support/urls.ts';
import { moveOrder } from './support/orders.ts';

/** Burger demo tenant: Veggie burger 34 000, Potato wedges 17 000, branch Chilonzor takes pickup. */
const VEGGIE = 101008;
const WEDGES = 101016;
const CHILONZOR = 100011;

const pickup = (items: [id: number, count: number][]) => ({
  serviceType: 'PICK_UP',
  orderDevice: 'CLIENT_WEB',
  paymentType: 'CASH',
  branchId: CHILONZOR,
  // The server reprices from the catalogue: these prices are ignored on purpose.
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

/** The session the storefront stored after the sign-in in the page. */
async function pageSession(page: Page): Promise<ApiSession> {
  const stored = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('session:'));
    return key ? { key, value: localStorage.getItem(key) } : null;
  });
  expect(stored).not.toBeNull();
  const { token, user } = JSON.parse(stored?.value ?? '{}') as Omit<ApiSession, 'merchantId'>;
  return { token, user, merchantId: Number(stored?.key.slice('session:'.length)) };
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a guest signs in and comes back to the orders, which follow the server from active to archive', async ({
  page,
  request,
}) => {
  const phone = uniquePhone();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tenantUrl('burger', '/profile/orders'));
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Вы не вошли в систему, пожалуйста, войдите.')).toBeVisible();
  await page.getByLabel('Номер телефона').fill(phone.slice(4));
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код').fill(await latestCode(request, phone));
  await nameNewAccount(page);

  await expect(page).toHaveURL(/\/profile\/orders$/);
  await expect(page.getByRole('heading', { name: 'Заказов пока нет' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Перейти в меню' })).toHaveAttribute('href', '/');
  await shoot(page, 'orders-empty-mobile');

  const session = await pageSession(page);
  const first = await placeOrder(
    request,
    session,
    pickup([
      [VEGGIE, 2],
      [WEDGES, 1],
    ]),
  );
  const second = await placeOrder(request, session, pickup([[WEDGES, 3]]));
  expect(second.number).toBe(first.number + 1);

  await page.reload();
  const tabs = page.getByRole('tablist', { name: 'Заказы' });
  await expect(tabs.getByRole('tab', { name: /Активные/ })).toHaveAttribute('aria-selected', 'true');
  const rows = page.getByRole('tabpanel').getByRole('listitem');
  await expect(rows).toHaveCount(2);
  // Newest first.
  await expect(rows.nth(0)).toContainText(`Заказ № ${second.number}`);
  const firstRow = rows.nth(1);
  await expect(firstRow).toContainText(`Заказ № ${first.number}`);
  await expect(firstRow).toContainText('Отправлен');
  await expect(firstRow).toContainText('Самовывоз');
  await expect(firstRow).toContainText("85\u00a0000\u00a0so'm");
  await expect(firstRow).toContainText('Не оплачен');
  await expect(firstRow).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await shoot(page, 'orders-active-mobile');

  await moveOrder(request, session.merchantId, first.id, { status: 'DELIVERED', isPaid: true });
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Заказ № ${second.number}`);
  await tabs.getByRole('tab', { name: 'Архив' }).click();
  await expect(page).toHaveURL(/\?tab=archive$/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Заказ № ${first.number}`);
  await expect(rows.first()).toContainText('Доставлен');
  await expect(rows.first()).toContainText('Оплачен');
  await shoot(page, 'orders-archive-mobile');

  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${first.id}$`));
  await expect(page.getByRole('heading', { name: `Заказ № ${first.number}` })).toBeVisible();
  const items = page.getByRole('region', { name: 'Состав заказа' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Вегги бургер');
  await expect(items.nth(0)).toContainText('68\u00a0000');
  await expect(items.nth(1)).toContainText('Картофельные дольки');
  const summary = page.getByRole('region', { name: 'Сумма' });
  await expect(summary).toContainText(/Итого\s*85\u00a0000/);
  await expect(page.getByText('Burger Lab Чиланзар')).toBeVisible();
  await expect(page.getByText('Наличные')).toBeVisible();
  await shoot(page, 'order-detail-mobile');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, 'order-detail-desktop');

  // Back goes to the tab the order was opened from.
  await page.getByRole('link', { name: 'Все заказы' }).click();
  await expect(page).toHaveURL(/\/profile\/orders\?tab=archive$/);
  await shoot(page, 'orders-archive-desktop');
});

test('the archive shows 10 orders, then the rest on "show more"; another customer\'s order is not found', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'burger');
  const placed: { id: number; number: number }[] = [];
  for (let i = 0; i < 11; i += 1) {
    const order = await placeOrder(request, session, pickup([[WEDGES, 1]]));
    await moveOrder(request, session.merchantId, order.id, { status: i % 2 ? 'DONE' : 'CANCELED' });
    placed.push(order);
  }
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.goto(tenantUrl('burger', '/profile/orders?tab=archive'));
  const rows = page.getByRole('tabpanel').getByRole('listitem');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText('Отменён').first()).toBeVisible();
  await page.getByRole('button', { name: 'Показать ещё' }).click();
  await expect(rows).toHaveCount(11);
  await expect(rows.last()).toContainText(`Заказ № ${placed[0]?.number}`);
  await expect(page.getByRole('button', { name: 'Показать ещё' })).toHaveCount(0);
  // Nothing is active: the active tab says so and offers the menu.
  await page.getByRole('tab', { name: 'Активные' }).click();
  await expect(page.getByText('Сейчас активных заказов нет.')).toBeVisible();

  const stranger = await signInByApi(request, 'burger', uniquePhone());
  await useSessionInPage(page, tenantUrl('burger'), stranger);
  await page.goto(tenantUrl('burger', `/profile/orders/${placed[0]?.id}`));
  await expect(page.getByRole('heading', { name: 'Заказ не найден' })).toBeVisible();
});

test('orders read right to left in Arabic on the dark cafe theme, without serious accessibility problems', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'cafe');
  // Cafe demo tenant: espresso at its first branch, which takes pickup.
  const order = await placeOrder(request, session, {
    ...pickup([[201001, 2]]),
    branchId: 200011,
  });
  await useSessionInPage(page, tenantUrl('cafe'), session);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tenantUrl('cafe'));
  await page.locator('.langs__button').click();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto(tenantUrl('cafe', '/profile/orders'));
  await expect(page.getByRole('heading', { name: 'طلباتي' })).toBeVisible();
  const row = page.getByRole('tabpanel').getByRole('listitem').first();
  await expect(row).toContainText('تم الإرسال');
  await expect(row).toContainText('غير مدفوع');
  expect(describeViolations(await seriousViolations(page))).toBe('');
  await shoot(page, 'orders-ar-mobile');

  await row.getByRole('link').click();
  // Message values are isolated inside right-to-left text (U+2068 ... U+2069 around the number).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`الطلب رقم \u2068${order.number}\u2069`);
  await expect(page.getByText('إسبريسو')).toBeVisible();
  expect(describeViolations(await seriousViolations(page))).toBe('');
  await shoot(page, 'order-ar-mobile');
});

test('the home page shows the orders under way, how far they are, and drops them once done', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'burger');
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.goto(tenantUrl('burger'));
  await expect(page.locator('.pcard').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Заказы в работе' })).toHaveCount(0);

  const order = await placeOrder(request, session, pickup([[VEGGIE, 1]]));
  await moveOrder(request, session.merchantId, order.id, { status: 'COOKING' });
  await page.reload();
  const box = page.getByRole('region', { name: 'Заказы в работе' });
  const card = box.getByRole('link', { name: new RegExp(`Заказ № ${order.number}`) });
  await expect(card).toContainText('Готовится');
  // Pickup: created, accepted, cooking, done; cooking is the third step.
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '4');
  await card.click();
  await expect(page).toHaveURL(tenantUrl('burger', `/profile/orders/${order.id}`));

  await moveOrder(request, session.merchantId, order.id, { status: 'DONE' });
  await page.goto(tenantUrl('burger'));
  await expect(page.locator('.pcard').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Заказы в работе' })).toHaveCount(0);
});
