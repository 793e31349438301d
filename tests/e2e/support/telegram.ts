/**
 * What Telegram's client provides to a Mini App, and nothing more: signed launch parameters in the
 * URL hash, and the client's event receiver (TelegramWebviewProxy) that answers a contact request.
 * Init data is signed here exactly as Telegram signs it, with the tenant's test bot token.
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

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

/** Installs Telegram's event receiver in the page; the client shares `contact` when asked. */
export async function simulateTelegramClient(
  page: Page,
  contact: { phone_number: string; first_name: string } | null,
): Promise<void> {
  await page.addInitScript((shared) => {
    const events: [string, unknown][] = [];
    (window as unknown as { tgEvents: typeof events }).tgEvents = events;
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
