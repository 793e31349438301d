/**
 * Number, money and date formats of spec section 9: thousands grouped by spaces, at most two
 * decimals, dates dd.mm.yyyy with optional time. A non-breaking space keeps a price on one line.
 * The decimal mark is the customer's language's, never the browser's: every number a screen shows
 * comes through formatNumber (messages.ts formats a message's numbers with it too).
 */
import type { Currency } from '../../contract/index.ts';
import type { AppLanguage } from './languages.ts';

export type { Currency };

const GROUP = '\u00a0';

/**
 * The decimal mark of each interface language (CLDR's, with Latin digits): a table rather than Intl,
 * so the server and every browser write the same, and Arabic keeps the Latin digits its prices use.
 */
const decimalMarks: Record<AppLanguage, string> = {
  ru: ',',
  uz: ',',
  kk: ',',
  tr: ',',
  en: '.',
  ar: '.',
  zh: '.',
};

/** 1234567.891 -> "1 234 567,89" (ru) or "1 234 567.89" (en); trailing zeros of the decimals are dropped. */
export function formatNumber(value: number, lang: string): string {
  if (!Number.isFinite(value)) return '0';
  const negative = value < 0;
  const rounded = Math.round(Math.abs(value) * 100) / 100;
  const [whole = '0', fraction] = rounded.toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP);
  const decimals = fraction?.replace(/0+$/, '');
  return `${negative ? '-' : ''}${grouped}${decimals ? decimalMark(lang) + decimals : ''}`;
}

const decimalMark = (lang: string): string =>
  (decimalMarks as Record<string, string | undefined>)[lang] ?? '.';

/** A grade out of 5 with its one decimal kept, as ratings are written: "4,0" (ru), "4.5" (en). */
export const formatGrade = (grade: number, lang: string): string =>
  grade.toFixed(1).replace('.', decimalMark(lang));

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
  return `${formatNumber(value, lang)}${GROUP}${currencyWord(currency, lang)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** dd.mm.yyyy, or dd.mm.yyyy HH:mm with `withTime`, in the viewer's time zone. */
export function formatDate(input: Date | string | number, withTime = false): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
  return withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}
