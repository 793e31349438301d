/**
 * Number, money and date formats of spec section 9: thousands grouped by spaces, at most two
 * decimals, dates dd.mm.yyyy with optional time. A non-breaking space keeps a price on one line.
 */
import type { Currency } from '../../contract/index.ts';

export type { Currency };

const GROUP = '\u00a0';

/** 1234567.891 -> "1 234 567.89"; trailing zeros of the decimals are dropped. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const negative = value < 0;
  const rounded = Math.round(Math.abs(value) * 100) / 100;
  const [whole = '0', fraction] = rounded.toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP);
  const decimals = fraction?.replace(/0+$/, '');
  return `${negative ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/** Currency words per interface language; the merchant's country decides which currency. */
const currencyWords: Record<Currency, Record<string, string>> = {
  // The spec writes the currency as so'm in every language.
  UZS: { default: "so'm" },
  KZT: { ru: 'тенге', kk: 'теңге', default: 'tenge' },
};

export function currencyWord(currency: Currency, lang: string): string {
  const words = currencyWords[currency];
  return words[lang] ?? words.default ?? '';
}

/** "32 000 so'm" (UZS) or "2 500 tenge" (KZT). */
export function formatPrice(value: number, currency: Currency, lang: string): string {
  return `${formatNumber(value)}${GROUP}${currencyWord(currency, lang)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** dd.mm.yyyy, or dd.mm.yyyy HH:mm with `withTime`, in the viewer's time zone. */
export function formatDate(input: Date | string | number, withTime = false): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
  return withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}
