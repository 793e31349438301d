/** How the console writes money, times and ages of orders. */
import { formatPrice } from '../../core/i18n/format.ts';
import type { Currency } from '../../contract/index.ts';
import { serverNow } from '../../core/server-clock.ts';
import type { Texts } from '../i18n/texts.ts';

/** An amount in the merchant's currency (so'm unless its file says tenge); "—" for none. */
export const money = (value: number | null | undefined, currency: Currency, lang: string): string =>
  value === null || value === undefined ? '—' : formatPrice(value, currency, lang);

/** "3 min", "1 h 20 min" since the instant; "now" under a minute. */
export function timeSince(iso: string, t: Texts, now: number = serverNow()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return t('time.now');
  if (minutes < 60) return t('time.minutes', { minutes });
  return t('time.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** HH:mm in the viewer's time zone (the kitchen's clock). */
export const clock = (iso: string): string =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/** dd.mm HH:mm, for the timeline and the audit log. */
export const dayAndClock = (iso: string): string => {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(at.getDate())}.${pad(at.getMonth() + 1)} ${clock(iso)}`;
};
