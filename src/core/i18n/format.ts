/**
 * Number, money and date formats of spec section 9: thousands grouped by spaces, at most two
 * decimals, dates dd.mm.yyyy with optional time. A non-breaking space keeps a price on one line.
 */
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

export type Currency = 'UZS' | 'KZT';

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

/** The parts of a moment on a time zone's wall clock; one formatter per zone is kept (they are slow to make). */
const wallFormats = new Map<string, Intl.DateTimeFormat>();
function wallParts(date: Date, timeZone: string): Record<string, string> {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallFormats.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** A moment as the order's clock shows it: its time ("14:30") and day ("09.06"). */
export interface WallTime {
  time: string;
  /** dd.mm */
  date: string;
}

/**
 * The time and day of a moment on the merchant's wall clock (`timeZone`, an IANA name such as
 * Asia/Tashkent), whatever the viewer's device says: an order for 14:30 in Tashkent reads 14:30 on a
 * phone set to Moscow too. Null for a time that cannot be read.
 */
export function formatWallTime(input: Date | string | number, timeZone: string): WallTime | null {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return null;
  let parts: Record<string, string>;
  try {
    parts = wallParts(date, timeZone);
  } catch {
    // An unknown zone name: the device's clock rather than nothing.
    parts = wallParts(date, Intl.DateTimeFormat().resolvedOptions().timeZone);
  }
  return { time: `${parts.hour ?? '00'}:${parts.minute ?? '00'}`, date: `${parts.day}.${parts.month}` };
}

/**
 * dd.mm.yyyy (HH:mm with `withTime`) of a moment on the merchant's wall clock (`timeZone`), as
 * formatDate writes it on the device's: an order placed at 11:50 in Tashkent reads 11:50 in Moscow too.
 */
export function formatDateIn(input: Date | string | number, timeZone: string, withTime = false): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  let parts: Record<string, string>;
  try {
    parts = wallParts(date, timeZone);
  } catch {
    return formatDate(date, withTime);
  }
  const day = `${parts.day}.${parts.month}.${parts.year}`;
  return withTime ? `${day} ${parts.hour}:${parts.minute}` : day;
}

/** "09.06" of a calendar date "2026-06-09" (no time zone involved: it is already the merchant's date). */
export function formatDayMonth(date: string): string {
  const [, month = '', day = ''] = /^\d{4}-(\d{2})-(\d{2})$/.exec(date) ?? [];
  return month ? `${day}.${month}` : '';
}

/** The short weekday name of a calendar date "2026-06-09" in an interface language (BCP 47). */
export function formatWeekday(date: string, lang: string): string {
  const at = Date.parse(`${date}T12:00:00Z`);
  if (Number.isNaN(at)) return '';
  return new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(at);
}
