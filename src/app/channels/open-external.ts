/**
 * How each channel opens a page outside the storefront (a payment provider's). A Mini App's web view
 * must not navigate away: Telegram would lose the launch (init data in the address's hash), so the
 * page opens through Telegram's openLink (web_app_open_link), in the browser Telegram chooses.
 * Only http(s) addresses are opened (spec section 8: dangerous URL schemes are refused).
 */
import type { Channel } from '../../core/storefront.tsx';
import { bridgeOf } from './telegram/use-telegram-session.ts';

export function openExternal(channel: Channel, url: string): void {
  const parsed = new URL(url, window.location.href);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`Refused to open ${parsed.protocol} address`);
  }
  if (channel === 'telegram') bridgeOf().post('web_app_open_link', { url: parsed.href });
  else window.location.assign(parsed.href);
}
