/**
 * How each channel opens a page outside the storefront (a payment provider's). A Mini App's web view
 * must not navigate away: Telegram would lose the launch (init data in the address's hash), so the
 * page opens through Telegram's openLink (web_app_open_link), in the browser Telegram chooses, and a
 * t.me address (the merchant's bot or chat) through openTelegramLink (web_app_open_tg_link).
 * Only http(s) addresses are opened (spec section 8: dangerous URL schemes are refused).
 */
import type { Channel } from '../../core/storefront.tsx';

export function openExternal(channel: Channel, url: string): void {
  const parsed = new URL(url, window.location.href);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`Refused to open ${parsed.protocol} address`);
  }
  // A Telegram address (a bot or a chat) opens in Telegram itself, as Telegram.WebApp.openTelegramLink
  // does; any other in the browser Telegram chooses.
  // Telegram's code is loaded already inside Telegram (main.tsx), and nowhere else.
  if (channel === 'telegram')
    void import('./telegram/telegram-session.ts').then(({ bridgeOf }) => {
      if (parsed.protocol === 'https:' && parsed.hostname === 't.me')
        bridgeOf().post('web_app_open_tg_link', { path_full: `${parsed.pathname}${parsed.search}` });
      else bridgeOf().post('web_app_open_link', { url: parsed.href });
    });
  else window.location.assign(parsed.href);
}
