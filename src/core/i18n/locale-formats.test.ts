/**
 * Every number, unit, price, date and time in the customer's language, the same on every device
 * (spec section 9: thousands grouped by spaces, at most two decimals, dd.mm.yyyy): the decimal mark
 * is the language's, never the browser's, and a message's numbers are written as the rest of the
 * page writes them. One row per interface language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDate, formatGrade, formatNumber, formatPrice } from './format.ts';
import { formatDayMonth, formatWeekday } from './format-day.ts';
import { formatDateIn, formatWallTime } from './format-time.ts';
import { appLanguages, type AppLanguage } from './languages.ts';
import { Messages } from './messages.ts';

const src = join(import.meta.dirname, '../..');
const catalogue = (folder: string, lang: AppLanguage): Record<string, string> =>
  JSON.parse(readFileSync(join(src, folder, `${lang}.json`), 'utf8')) as Record<string, string>;

/** Plain spaces for no-break ones, no bidi isolation marks: what a reader sees. */
const seen = (text: string): string => text.replace(/\u00a0/g, ' ').replace(/[\u2066-\u2069]/g, '');

function messagesIn(lang: AppLanguage): Messages {
  const messages = new Messages(lang);
  messages.add('app', catalogue('app/i18n', lang));
  messages.add('delivery', catalogue('modules/delivery/i18n', lang));
  return messages;
}

/** Per language: its decimal mark, its words for a litre, a kilogram and a kilometre, a weekday. */
const expected: Record<AppLanguage, { mark: string; l: string; kg: string; km: string; tuesday: string }> = {
  ru: { mark: ',', l: 'л', kg: 'кг', km: 'км', tuesday: 'вт' },
  uz: { mark: ',', l: 'l', kg: 'kg', km: 'km', tuesday: 'Sesh' },
  kk: { mark: ',', l: 'л', kg: 'кг', km: 'км', tuesday: 'сс' },
  tr: { mark: ',', l: 'l', kg: 'kg', km: 'km', tuesday: 'Sal' },
  en: { mark: '.', l: 'l', kg: 'kg', km: 'km', tuesday: 'Tue' },
  ar: { mark: '.', l: 'ل', kg: 'كغ', km: 'كم', tuesday: 'الثلاثاء' },
  zh: { mark: '.', l: '升', kg: '公斤', km: '公里', tuesday: '周二' },
};

describe.each([...appLanguages])('%s', (lang) => {
  const want = expected[lang];
  const { mark } = want;

  it('writes numbers with the language decimal mark, thousands grouped by spaces, two decimals at most', () => {
    expect(formatNumber(0.5, lang)).toBe(`0${mark}5`);
    expect(seen(formatNumber(1234567.891, lang))).toBe(`1 234 567${mark}89`);
    expect(seen(formatNumber(-32000, lang))).toBe('-32 000');
    expect(formatNumber(3, lang)).toBe('3');
    expect(formatGrade(4.5, lang)).toBe(`4${mark}5`);
    // A grade keeps its decimal, as ratings are written.
    expect(formatGrade(4, lang)).toBe(`4${mark}0`);
  });

  it('writes units and distances as every other number, rounded alike whatever their size', () => {
    const messages = messagesIn(lang);
    expect(seen(messages.format('app.unit.LITER', { amount: 0.5 }))).toBe(`0${mark}5 ${want.l}`);
    expect(seen(messages.format('app.unit.KG', { amount: 1.25 }))).toBe(`1${mark}25 ${want.kg}`);
    expect(seen(messages.format('delivery.block.km', { value: 2.696 }))).toBe(`2${mark}7 ${want.km}`);
    // A small distance the same way as a big one: "0,37 км" beside "2,7 км", never "0.368".
    expect(seen(messages.format('delivery.block.km', { value: 0.368 }))).toBe(`0${mark}37 ${want.km}`);
    // A big quantity grouped by spaces, as prices are (not "1,200" in one language, "1 200" in another).
    expect(seen(messages.format('app.unit.GRAMM', { amount: 1200 }))).toMatch(/^1 200 /);
  });

  it('writes prices with the language decimal mark and one free word', () => {
    expect(seen(formatPrice(32000.5, 'UZS', lang))).toBe(`32 000${mark}5 so'm`);
    expect(messagesIn(lang).format('app.free')).not.toMatch(/\d/);
  });

  it('writes dates as dd.mm.yyyy and weekdays in the language, whatever the device', () => {
    const moment = new Date(Date.UTC(2026, 5, 9, 9, 30));
    expect(formatDateIn(moment, 'Asia/Tashkent', true)).toBe('09.06.2026 14:30');
    expect(formatWallTime(moment, 'Asia/Almaty')).toEqual({ time: '14:30', date: '09.06' });
    expect(formatDate(new Date(2026, 5, 9))).toBe('09.06.2026');
    expect(formatDayMonth('2026-06-09')).toBe('09.06');
    expect(formatWeekday('2026-06-09', lang)).toBe(want.tuesday);
  });
});
