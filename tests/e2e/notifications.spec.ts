/**
 * Notifications: the bell in the header counts the signed-in customer's unread notifications (their
 * orders' status changes and the merchant's news), opens the centre, and reading one or all is kept
 * by the server; a status change arriving on the live stream shows a notice (spec section 9: 4.5 s,
 * top right; across the top on phones).
 */
import { expect, test } from '@playwright/test';
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
import { botTokenOf, launchHash, signInitData, simulateTelegramClient } from './support/telegram.ts';
import { tenantUrl } from './support/urls.ts';
import { moveOrder, placeBurgerPickup } from './support/orders.ts';

/** burger's notifications.json: two published news (a third is scheduled for later). */
const NEWS = 2;

test('the bell counts unread notifications; the centre lists them; reading one and all is kept', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'burger');
  const order = await placeBurgerPickup(request, session);
  await moveOrder(request, session.merchantId, order.id, { status: 'ACCEPTED' });
  await moveOrder(request, session.merchantId, order.id, { status: 'COOKING' });
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(tenantUrl('burger'));

  const bell = page.getByRole('button', { name: /^Уведомления/ });
  const count = page.getByTestId('notifications-unread');
  await expect(count).toHaveText(String(NEWS + 2));
  await expect(bell).toHaveAccessibleName(`Уведомления, непрочитанных: ${NEWS + 2}`);
  await bell.click();
  const centre = page.getByRole('dialog', { name: 'Уведомления' });
  await expect(centre).toBeVisible();
  const items = centre.getByRole('listitem');
  await expect(items).toHaveCount(NEWS + 2);
  await expect(items.first()).toContainText(`Заказ № ${order.number}`);
  await expect(items.first()).toContainText('Статус: Готовится');
  await expect(items.nth(1)).toContainText('Статус: Подтверждён');
  await expect(centre.getByText('Бесплатная доставка по выходным')).toBeVisible();
  await expect(centre.getByText('Новогоднее меню')).toHaveCount(0);
  expect(describeViolations(await seriousViolations(page))).toBe('');
  await page.screenshot({ path: test.info().outputPath('centre-360.png') });

  // Reading one piece of news: the count goes down, on the server too.
  await centre.getByRole('button', { name: /Бесплатная доставка по выходным/ }).click();
  await expect(count).toHaveText(String(NEWS + 1));
  await expect
    .poll(async () => {
      const reply = await request.get(apiUrl('/notifications/v1/notifications'), {
        headers: authHeaders(session),
      });
      return ((await reply.json()) as { unread: number }).unread;
    })
    .toBe(NEWS + 1);

  await centre.getByRole('button', { name: 'Прочитать все' }).click();
  await expect(count).toHaveCount(0);
  await expect(centre.getByRole('button', { name: 'Прочитать все' })).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Уведомления');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('centre-1280.png') });

  // An order's notification leads to the order.
  await items.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${order.id}$`));
  await expect(centre).toBeHidden();

  await page.reload();
  await expect(page.locator('.order__header .order-status')).toHaveText('Готовится');
  await expect(bell).toBeVisible();
  await expect(count).toHaveCount(0);
});

test('a status change on the live stream shows a notice at the top for 4.5 s and counts in the bell', async ({
  page,
  request,
}) => {
  const session = await signInByApi(request, 'burger');
  const order = await placeBurgerPickup(request, session);
  await request.post(apiUrl('/notifications/v1/notifications/read-all'), { headers: authHeaders(session) });
  await useSessionInPage(page, tenantUrl('burger'), session);
  await page.setViewportSize({ width: 1280, height: 900 });
  const opened = page.waitForResponse(
    (r) => r.url().includes('/orders/v1/orders/events') && r.status() === 200,
  );
  await page.goto(tenantUrl('burger', '/search'));
  await opened;
  const count = page.getByTestId('notifications-unread');
  await expect(count).toHaveCount(0);

  await moveOrder(request, session.merchantId, order.id, { status: 'ACCEPTED' });
  const notice = page.locator('.toast', { hasText: `Заказ № ${order.number}` });
  await expect(notice).toBeVisible({ timeout: 2_000 });
  await expect(notice).toContainText('Статус: Подтверждён');
  await expect(notice).toHaveRole('status');
  await expect(count).toHaveText('1');
  // Top right on a wide screen.
  const wide = await notice.boundingBox();
  expect(wide?.y ?? 99).toBeLessThan(30);
  expect((wide?.x ?? 0) + (wide?.width ?? 0)).toBeGreaterThan(1280 - 30);
  await page.screenshot({ path: test.info().outputPath('toast-1280.png') });
  await expect(notice).toBeHidden({ timeout: 6_000 });

  // Across the top on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await moveOrder(request, session.merchantId, order.id, { status: 'COOKING' });
  const next = page.locator('.toast', { hasText: 'Статус: Готовится' });
  await expect(next).toBeVisible({ timeout: 2_000 });
  const narrow = await next.boundingBox();
  expect(narrow?.y ?? 99).toBeLessThan(30);
  expect(narrow?.width ?? 0).toBeGreaterThan(300);
  await expect(count).toHaveText('2');
  await page.screenshot({ path: test.info().outputPath('toast-360.png') });
});

test('in the Telegram Mini App a status change shows a notice and goes to the bot chat', async ({
  page,
  request,
}) => {
  const telegramId = 610_000 + Math.floor(Math.random() * 99_999);
  const initData = signInitData(botTokenOf('burger'), {
    id: telegramId,
    first_name: 'Aziz',
    language_code: 'ru',
  });
  await simulateTelegramClient(page, { phone_number: uniquePhone().slice(1), first_name: 'Aziz' });
  await page.setViewportSize({ width: 360, height: 740 });
  // The notice comes through the live stream: the status moves only once it is open.
  const opened = page.waitForResponse(
    (r) => r.url().includes('/orders/v1/orders/events') && r.status() === 200,
  );
  await page.goto(tenantUrl('burger', `/${launchHash(initData)}`));
  await expect(page.locator('.pcard').first()).toBeVisible();
  // Signed in with the shared contact; the session is what the Mini App keeps.
  const storedSession = () =>
    page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('session:'));
      return key ? localStorage.getItem(key) : null;
    });
  await expect.poll(storedSession).not.toBeNull();
  const stored = JSON.parse((await storedSession()) ?? '{}') as Omit<ApiSession, 'merchantId'>;
  const session: ApiSession = { ...stored, merchantId: await merchantIdOf(request, 'burger') };
  const merchantId = session.merchantId;
  const order = await placeBurgerPickup(request, session);
  await request.post(apiUrl('/notifications/v1/notifications/read-all'), { headers: authHeaders(session) });
  await expect(page.getByRole('button', { name: 'Уведомления' })).toBeVisible();
  await opened;

  await moveOrder(request, session.merchantId, order.id, { status: 'ACCEPTED' });
  await expect(page.locator('.toast', { hasText: `Заказ № ${order.number}` })).toBeVisible({
    timeout: 2_000,
  });
  await expect(page.getByTestId('notifications-unread')).toHaveText('1');
  await page.screenshot({ path: test.info().outputPath('telegram-toast-360.png') });

  // The bot's message to the customer's chat, as the server recorded it (it sends nothing here).
  await expect
    .poll(async () => {
      const reply = await request.get(apiUrl('/dev/v1/bot-messages'), {
        headers: { merchant: String(merchantId) },
      });
      const sent = (await reply.json()) as { chatId: string; orderId: number; text: string }[];
      return sent
        .filter((message) => message.orderId === order.id)
        .map(({ chatId, orderId, text }) => ({ chatId, orderId, text }));
    })
    .toEqual([
      { chatId: String(telegramId), orderId: order.id, text: `Заказ №${order.number}: подтверждён` },
    ]);
});
