/**
 * The merchant's bot and the Mini App: the language a customer switches to is the language of the
 * bot's next message (botLanguage), and a customer who signed in with an SMS code inside the Mini App
 * gets the bot's messages too (botAuth links the Telegram account). The test server sends nothing to
 * Telegram (no TELEGRAM_API_URL, development mode): the bot's messages are read as recorded.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiUrl, merchantIdOf, signInByApi, uniquePhone, type ApiSession } from './support/accounts.ts';
import { botTokenOf, launchHash, signInitData, simulateTelegramClient } from './support/telegram.ts';
import { tenantUrl } from './support/urls.ts';
import { moveOrder, placeBurgerPickup } from './support/orders.ts';

/** What the bot recorded for an order's chat. */
const botMessages = (request: APIRequestContext, merchantId: number, orderId: number) => async () => {
  const reply = await request.get(apiUrl('/dev/v1/bot-messages'), {
    headers: { merchant: String(merchantId) },
  });
  const sent = (await reply.json()) as { chatId: string; orderId: number; text: string }[];
  return sent.filter((message) => message.orderId === orderId).map(({ chatId, text }) => ({ chatId, text }));
};

/** The session the Mini App keeps, once it has one. */
async function keptSession(page: Page, merchantId: number): Promise<ApiSession> {
  const read = () => page.evaluate((key) => localStorage.getItem(key), `session:${merchantId}`);
  await expect.poll(read).not.toBeNull();
  return { ...(JSON.parse((await read()) ?? '{}') as Omit<ApiSession, 'merchantId'>), merchantId };
}

const telegramUser = () => 720_000 + Math.floor(Math.random() * 99_999);

test('the bot writes in the language the customer switches to in the Mini App', async ({ page, request }) => {
  const telegramId = telegramUser();
  const initData = signInitData(botTokenOf('burger'), {
    id: telegramId,
    first_name: 'Aziz',
    language_code: 'ru',
  });
  await simulateTelegramClient(page, { phone_number: uniquePhone().slice(1), first_name: 'Aziz' });
  await page.goto(tenantUrl('burger', `/${launchHash(initData)}`));
  const merchantId = await merchantIdOf(request, 'burger');
  const session = await keptSession(page, merchantId);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  const told = page.waitForResponse(
    (r) => r.url().endsWith('/webbot/v1/users/logout') && r.request().method() === 'PUT',
  );
  await page.locator('.langs__button').click();
  await page.getByRole('button', { name: "O'zbekcha" }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  const response = await told;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ initData, language: 'uz' });

  const order = await placeBurgerPickup(request, session);
  await moveOrder(request, session.merchantId, order.id, { status: 'ACCEPTED' });
  await expect
    .poll(botMessages(request, merchantId, order.id))
    .toEqual([{ chatId: String(telegramId), text: `Buyurtma №${order.number}: tasdiqlandi` }]);
});

test('a customer who signed in with an SMS code in the Mini App gets the bot messages too', async ({
  page,
  request,
}) => {
  // The phone has an account already: sharing it in the Mini App does not sign in (it proves nothing).
  const account = await signInByApi(request, 'burger');
  const telegramId = telegramUser();
  const initData = signInitData(botTokenOf('burger'), {
    id: telegramId,
    first_name: 'Aziz',
    language_code: 'ru',
  });
  await simulateTelegramClient(page, { phone_number: account.user.phone.slice(1), first_name: 'Aziz' });
  const refused = page.waitForResponse((r) => r.url().endsWith('/webbot/v1/users/register'));
  await page.goto(tenantUrl('burger', `/${launchHash(initData)}`));
  expect((await refused).status()).toBe(409);

  // The customer signs in with the SMS code (as the sign-in page leaves it) and opens the Mini App again.
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `session:${account.merchantId}`,
    value: JSON.stringify({ token: account.token, user: account.user }),
  });
  const linked = page.waitForResponse((r) => r.url().endsWith('/webbot/v1/users/auth'));
  await page.reload();
  expect((await linked).status()).toBe(200);

  const order = await placeBurgerPickup(request, account);
  await moveOrder(request, account.merchantId, order.id, { status: 'ACCEPTED' });
  await expect
    .poll(botMessages(request, account.merchantId, order.id))
    .toEqual([{ chatId: String(telegramId), text: `Заказ №${order.number}: подтверждён` }]);
});
