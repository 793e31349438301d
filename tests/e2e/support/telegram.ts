/**
 * What Telegram's client provides to a Mini App, and nothing more: signed launch parameters in the
 * URL hash, and the client's event receiver (TelegramWebviewProxy) that answers a contact request.
 * Init data is signed here exactly as Telegram signs it, with the tenant's test bot token.
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { uniquePhone } from './accounts.ts';
import { tenantUrl } from './urls.ts';

export interface TelegramTestUser {
  id: number;
  first_name: string;
  last_name?: string;
  language_code?: string;
}

export function botTokenOf(sub: string): string {
  const merchant = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../../fixtures', sub, 'merchant.json'), 'utf8'),
  ) as { telegramBotToken?: string };
  if (!merchant.telegramBotToken) throw new Error(`${sub} has no telegramBotToken`);
  return merchant.telegramBotToken;
}

export function signInitData(
  botToken: string,
  user: TelegramTestUser,
  authDate = Math.floor(Date.now() / 1000),
): string {
  const fields: Record<string, string> = {
    auth_date: String(authDate),
    query_id: `AAE${user.id}`,
    user: JSON.stringify(user),
  };
  const dataCheck = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(dataCheck).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

export const launchHash = (initData: string) =>
  `#${new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '8.0', tgWebAppPlatform: 'android', tgWebAppThemeParams: '{"bg_color":"#ffffff"}' })}`;

/** Telegram's Back and Main buttons as the client draws them: the last setup the Mini App sent. */
export interface TelegramButtons {
  back: { is_visible?: boolean } | null;
  main: {
    is_visible?: boolean;
    is_active?: boolean;
    is_progress_visible?: boolean;
    text?: string;
    color?: string;
    text_color?: string;
  } | null;
}

/**
 * Installs Telegram's event receiver in the page; the client shares `contact` when asked. Like a
 * Telegram client, it draws the Back and Main buttons the Mini App sets up (`tgButtons`), and lets a
 * test press them (pressBackButton, pressMainButton).
 */
export async function simulateTelegramClient(
  page: Page,
  contact: { phone_number: string; first_name: string } | null,
): Promise<void> {
  await page.addInitScript((shared) => {
    const events: [string, unknown][] = [];
    (window as unknown as { tgEvents: typeof events }).tgEvents = events;
    const buttons: { back: unknown; main: unknown } = { back: null, main: null };
    (window as unknown as { tgButtons: typeof buttons }).tgButtons = buttons;
    const reply = (type: string, data: unknown) =>
      setTimeout(
        () =>
          (
            window as unknown as { Telegram: { WebView: { receiveEvent(t: string, d: unknown): void } } }
          ).Telegram.WebView.receiveEvent(type, data),
        30,
      );
    (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = {
      postEvent(type: string, data: string) {
        const payload = data ? (JSON.parse(data) as Record<string, unknown>) : {};
        events.push([type, payload]);
        if (type === 'web_app_setup_back_button') buttons.back = payload;
        if (type === 'web_app_setup_main_button') buttons.main = payload;
        if (type === 'web_app_request_phone')
          reply('phone_requested', { status: shared ? 'sent' : 'cancelled' });
        if (type === 'web_app_invoke_custom_method' && payload.method === 'getRequestedContact' && shared) {
          const result = `contact=${encodeURIComponent(JSON.stringify({ ...shared, user_id: 1 }))}&auth_date=${Math.floor(Date.now() / 1000)}&hash=x`;
          reply('custom_method_invoked', { req_id: payload.req_id, result });
        }
      },
    };
  }, contact);
}

export const postedEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { tgEvents: [string, unknown][] }).tgEvents);

/** The Back and Main buttons as the simulated client draws them now. */
export const telegramButtons = (page: Page) =>
  page.evaluate(() => (window as unknown as { tgButtons: TelegramButtons }).tgButtons);

/** What the customer reads on the Main button, or null while it is hidden. */
export const mainButtonText = async (page: Page): Promise<string | null> => {
  const { main } = await telegramButtons(page);
  return main?.is_visible ? (main.text ?? '') : null;
};

const sendEvent = (page: Page, type: string) =>
  page.evaluate(
    (eventType) =>
      (
        window as unknown as { Telegram: { WebView: { receiveEvent(t: string, d: unknown): void } } }
      ).Telegram.WebView.receiveEvent(eventType, {}),
    type,
  );

/** Taps Telegram's Back button; fails when it is not shown, as a customer could not tap it. */
export async function pressBackButton(page: Page): Promise<void> {
  const { back } = await telegramButtons(page);
  if (!back?.is_visible) throw new Error("Telegram's Back button is hidden");
  await sendEvent(page, 'back_button_pressed');
}

/**
 * Taps Telegram's Main button; fails when it is hidden. Like Telegram, an inactive button (greyed,
 * or showing its spinner) sends nothing.
 */
export async function pressMainButton(page: Page): Promise<void> {
  const { main } = await telegramButtons(page);
  if (!main?.is_visible) throw new Error("Telegram's Main button is hidden");
  if (main.is_active === false) return;
  await sendEvent(page, 'main_button_pressed');
}

/**
 * Opens the Mini App of a tenant in a simulated Telegram client, as a new Telegram user (Russian) who
 * shares the contact when asked, and waits until they are signed in with it.
 */
export async function launchInTelegram(page: Page, sub: string): Promise<void> {
  const initData = signInitData(botTokenOf(sub), {
    id: 600_000 + Math.floor(Math.random() * 199_999),
    first_name: 'Aziz',
    language_code: 'ru',
  });
  await simulateTelegramClient(page, { phone_number: uniquePhone().slice(1), first_name: 'Aziz' });
  await page.goto(tenantUrl(sub, `/${launchHash(initData)}`));
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('session:'))))
    .toBe(true);
}
