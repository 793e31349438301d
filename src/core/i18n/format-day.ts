/**
 * Calendar days as the "when" choice names them (spec section 9's dd.mm; the weekday in the
 * interface language). The dates are already the merchant's ("2026-06-09"): no time zone is involved.
 * Apart from format-time.ts, so the home page's order box does not download them.
 */

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
