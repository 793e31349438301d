/**
 * Online payments as a customer meets them: the checkout offers the merchant's providers, "Place
 * order" goes to the provider's page (in development the reference server's sandbox, which reads the
 * very address the provider would and drives the provider's merchant callbacks over HTTP), and the
 * provider sends the customer back to the order, paid, or unpaid with "Pay" again. In the Telegram
 * Mini App the page opens through Telegram (openLink) and the order page notices the payment.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiUrl, authHeaders, signInByApi, useSessionInPage, type ApiSession } from './support/accounts.ts';
import { describeViolations, seriousViolations } from './support/axe.ts';
import {
  botTokenOf,
  launchHash,
  mainButtonText,
  postedEvents,
  pressMainButton,
  signInitData,
  simulateTelegramClient,
} from './support/telegram.ts';
import { tenantUrl } from './support/urls.ts';

/** Вегги бургер, 34 000, sold at every branch. */
const VEGGIE = 101008;
const url = (path: string) => tenantUrl('burger', path);
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test.use({ viewport: { width: 390, height: 844 } });

async function fillBasket(page: Page, merchantId: number) {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `basket:${merchantId}`,
    value: JSON.stringify({ lines: [{ productId: VEGGIE, count: 2, modificationIds: [] }] }),
  });
}

interface StoredOrder {
  paymentType: string;
  isPaid: boolean;
  totals: { totalPrice: number };
}

async function storedOrder(page: Page, session: ApiSession, id: string): Promise<StoredOrder> {
  const response = await page.request.get(apiUrl(`/orders/v1/orders/${id}`), {
    headers: authHeaders(session),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredOrder;
}

/** At the checkout, picked up at the main branch, paid with `provider`; returns the total shown. */
async function checkoutWith(page: Page, provider: string): Promise<number> {
  await page.goto(url('/checkout'));
  await page.getByRole('group', { name: 'Как получить заказ' }).getByText('Самовывоз').click();
  await page.getByRole('radio', { name: new RegExp(`^${provider}`) }).check();
  return digits(await page.getByTestId('checkout-total').textContent());
}

const orderIdOf = (page: Page) => new URL(page.url()).pathname.split('/').pop() ?? '';

/** The sandbox's "Amount" fact, in so'm as digits. */
const sandboxAmount = async (page: Page) =>
  digits(
    await page
      .locator('dt', { hasText: /^Amount$/ })
      .locator('xpath=following-sibling::dd[1]')
      .textContent(),
  );

for (const provider of ['Payme', 'Click', 'Uzum']) {
  test(`${provider} on the web: the sandbox pays the order, which comes back paid at the total shown`, async ({
    page,
  }) => {
    const session = await signInByApi(page.request, 'burger');
    await useSessionInPage(page, url('/'), session);
    await fillBasket(page, session.merchantId);
    const total = await checkoutWith(page, provider);
    if (provider === 'Payme') {
      await page.screenshot({ path: test.info().outputPath('checkout-payme-390.png') });
      expect.soft(describeViolations(await seriousViolations(page)), 'axe on the checkout').toBe('');
    }

    await page.locator('form.checkout').getByRole('button', { name: 'Оформить заказ' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/api/payments/v1/sandbox/${provider.toLowerCase()}\\?checkout=`),
    );
    // The sandbox read the amount from the provider's own address: the checkout's total.
    await expect(
      page.getByRole('heading', { name: new RegExp(`^${provider}( Bank)? sandbox$`) }),
    ).toBeVisible();
    expect(await sandboxAmount(page)).toBe(total);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
    await expect(page.locator('.order-paid')).toHaveText('Оплачен');
    await expect(page.getByRole('heading', { name: 'Заказ ждёт оплаты' })).toHaveCount(0);
    const order = await storedOrder(page, session, orderIdOf(page));
    expect(order).toMatchObject({
      paymentType: provider.toUpperCase(),
      isPaid: true,
      totals: { totalPrice: total },
    });
  });
}

test('a declined payment leaves the order unpaid with "Pay" again, which then pays it', async ({ page }) => {
  const session = await signInByApi(page.request, 'burger');
  await useSessionInPage(page, url('/'), session);
  await fillBasket(page, session.merchantId);
  await checkoutWith(page, 'Payme');
  await page.locator('form.checkout').getByRole('button', { name: 'Оформить заказ' }).click();
  await page.getByRole('button', { name: 'Decline' }).click();

  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  const pay = page.getByRole('region', { name: 'Заказ ждёт оплаты' });
  await expect(pay).toContainText('Оплата через Payme ещё не прошла');
  await expect(page.locator('.order-unpaid')).toHaveText('Не оплачен');
  await page.screenshot({ path: test.info().outputPath('order-unpaid-390.png') });
  expect.soft(describeViolations(await seriousViolations(page)), 'axe on the unpaid order').toBe('');
  const id = orderIdOf(page);
  expect((await storedOrder(page, session, id)).isPaid).toBe(false);

  await pay.getByRole('button', { name: 'Оплатить через Payme' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(url(`/profile/orders/${id}`));
  await expect(page.locator('.order-paid')).toHaveText('Оплачен');
  expect((await storedOrder(page, session, id)).isPaid).toBe(true);
});

test('in the Telegram Mini App: only the bot’s payment types, and the provider opens through Telegram', async ({
  page,
  context,
}) => {
  const merchantId = (await signInByApi(page.request, 'burger')).merchantId;
  const initData = signInitData(botTokenOf('burger'), {
    id: 810_000 + Math.floor(Math.random() * 100_000),
    first_name: 'Aziz',
    language_code: 'ru',
  });
  await simulateTelegramClient(page, { phone_number: `99890${Date.now() % 10_000_000}`, first_name: 'Aziz' });
  await page.goto(url(`/${launchHash(initData)}`));
  const sessionKey = `session:${merchantId}`;
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), sessionKey)).not.toBeNull();
  await fillBasket(page, merchantId);
  await page.goto(url('/checkout'));
  await page.getByRole('group', { name: 'Как получить заказ' }).getByText('Самовывоз').click();
  // Burger's list offers Uzum on the web and in the app, not in the bot.
  await expect(page.getByRole('radio', { name: /^Payme/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Uzum/ })).toHaveCount(0);
  await page.getByRole('radio', { name: /^Payme/ }).check();
  // In Telegram the order goes with Telegram's own Main button (the web button is hidden there).
  await expect.poll(() => mainButtonText(page)).toBe('Оформить заказ');
  await pressMainButton(page);

  // The Mini App stays on the order and asks Telegram to open the provider's page.
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  await expect(page.getByRole('region', { name: 'Заказ ждёт оплаты' })).toBeVisible();
  const opened = await expect
    .poll(async () => (await postedEvents(page)).find(([type]) => type === 'web_app_open_link'))
    .toBeTruthy()
    .then(async () => (await postedEvents(page)).find(([type]) => type === 'web_app_open_link'));
  const link = (opened?.[1] as { url?: string } | undefined)?.url ?? '';
  expect(link).toMatch(/\/api\/payments\/v1\/sandbox\/payme\?checkout=/);

  // Telegram's browser pays; the Mini App, still open on the order, sees it paid without a reload.
  const browser = await context.newPage();
  await browser.goto(link);
  await browser.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.locator('.order-paid')).toHaveText('Оплачен', { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Заказ ждёт оплаты' })).toHaveCount(0);
});
