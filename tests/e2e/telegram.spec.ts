import { expect, test } from '@playwright/test';
import {
  botTokenOf,
  launchHash,
  postedEvents,
  signInitData,
  simulateTelegramClient,
} from './support/telegram.ts';
import { uniquePhone } from './support/accounts.ts';
import { tenantUrl } from './support/urls.ts';

const sessionKeys = (page: import('@playwright/test').Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('session:')));

test('a new Telegram user shares the contact, is registered and signed in; next launch signs in directly', async ({
  browser,
}) => {
  const telegramId = 700_000 + Math.floor(Math.random() * 100_000);
  const phone = uniquePhone();
  const initData = signInitData(botTokenOf('burger'), {
    id: telegramId,
    first_name: 'Aziz',
    language_code: 'uz',
  });

  const first = await browser.newContext();
  const page = await first.newPage();
  await simulateTelegramClient(page, { phone_number: phone.slice(1), first_name: 'Aziz' });
  const overalls = page.waitForRequest((r) => r.url().includes('/products/v1/overalls'));
  await page.goto(tenantUrl('burger', `/${launchHash(initData)}`));
  expect(new URL((await overalls).url()).searchParams.get('type')).toBe('TG');

  await expect.poll(() => sessionKeys(page)).toHaveLength(1);
  const events = await postedEvents(page);
  const types = events.map(([type]) => type);
  expect(types).toEqual(
    expect.arrayContaining([
      'web_app_ready',
      'web_app_expand',
      'web_app_request_phone',
      'web_app_invoke_custom_method',
    ]),
  );
  expect(events).toContainEqual(['web_app_setup_closing_behavior', { need_confirmation: true }]);
  expect(events).toContainEqual(['web_app_setup_swipe_behavior', { allow_vertical_swipe: false }]);
  // The messenger's language (uz) wins over the merchant's main language (ru).
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
  expect(await page.evaluate(() => localStorage.getItem('initData'))).toBe(initData);

  await page.locator('header a[href="/profile"]').click();
  await expect(page.locator('.profile__phone')).toHaveText(phone);
  await first.close();

  const second = await browser.newContext();
  const again = await second.newPage();
  await simulateTelegramClient(again, null);
  await again.goto(tenantUrl('burger', `/${launchHash(initData)}`));
  await expect.poll(() => sessionKeys(again)).toHaveLength(1);
  expect((await postedEvents(again)).map(([type]) => type)).not.toContain('web_app_request_phone');
  await second.close();
});

test('a customer who declines to share the contact stays a guest', async ({ page }) => {
  const initData = signInitData(botTokenOf('burger'), {
    id: 900_000 + Math.floor(Math.random() * 99_999),
    first_name: 'Guest',
  });
  await simulateTelegramClient(page, null);
  await page.goto(tenantUrl('burger', `/${launchHash(initData)}`));
  await expect
    .poll(async () => (await postedEvents(page)).map(([type]) => type))
    .toContain('web_app_request_phone');
  await page.waitForTimeout(300);
  expect(await sessionKeys(page)).toEqual([]);
  await expect(page.locator('.pcard').first()).toBeVisible();
});

test('init data signed with another bot is refused: no session', async ({ page }) => {
  const forged = signInitData('123456:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', {
    id: 424242,
    first_name: 'Eve',
  });
  await simulateTelegramClient(page, { phone_number: '998900000000', first_name: 'Eve' });
  await page.goto(tenantUrl('burger', `/${launchHash(forged)}`));
  await expect(page.locator('.pcard').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(await sessionKeys(page)).toEqual([]);
  expect((await postedEvents(page)).map(([type]) => type)).not.toContain('web_app_request_phone');
});
