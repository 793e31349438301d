import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateIn,
  formatDayMonth,
  formatNumber,
  formatPrice,
  formatWallTime,
  formatWeekday,
} from './format.ts';

const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formats', () => {
  it('groups thousands with spaces and keeps at most two decimals', () => {
    expect(plain(formatNumber(1234567))).toBe('1 234 567');
    expect(plain(formatNumber(1234.5))).toBe('1 234.5');
    expect(plain(formatNumber(0.125))).toBe('0.13');
    expect(formatNumber(999)).toBe('999');
    expect(plain(formatNumber(-32000))).toBe('-32 000');
  });
  it("writes so'm, or tenge for a Kazakh merchant", () => {
    expect(plain(formatPrice(32000, 'UZS', 'ru'))).toBe("32 000 so'm");
    expect(plain(formatPrice(32000, 'UZS', 'uz'))).toBe("32 000 so'm");
    expect(plain(formatPrice(2500, 'KZT', 'kk'))).toBe('2 500 теңге');
    expect(plain(formatPrice(2500, 'KZT', 'ru'))).toBe('2 500 тенге');
    expect(plain(formatPrice(2500, 'KZT', 'en'))).toBe('2 500 tenge');
  });
  it('keeps a price on one line', () => {
    expect(formatPrice(32000, 'UZS', 'ru')).not.toContain(' ');
  });
  it('writes dates as dd.mm.yyyy, with time when asked', () => {
    const date = new Date(2026, 0, 5, 9, 7);
    expect(formatDate(date)).toBe('05.01.2026');
    expect(formatDate(date, true)).toBe('05.01.2026 09:07');
    expect(formatDate('not a date')).toBe('');
  });

  it("reads a moment on the merchant's clock (UTC+5 in Tashkent and Almaty), not the device's", () => {
    expect(formatWallTime('2026-06-09T09:30:00Z', 'Asia/Tashkent')).toEqual({ time: '14:30', date: '09.06' });
    expect(formatWallTime('2026-06-09T14:30:00+05:00', 'Asia/Almaty')).toEqual({
      time: '14:30',
      date: '09.06',
    });
    // Past midnight on the merchant's clock while still the day before in UTC.
    expect(formatWallTime('2026-12-31T19:15:00Z', 'Asia/Tashkent')).toEqual({ time: '00:15', date: '01.01' });
    expect(formatWallTime('2026-06-09T09:30:00Z', 'Europe/Moscow')).toEqual({ time: '12:30', date: '09.06' });
    expect(formatWallTime('tomorrow', 'Asia/Tashkent')).toBeNull();
    expect(formatDateIn('2026-12-31T19:15:00Z', 'Asia/Tashkent', true)).toBe('01.01.2027 00:15');
    expect(formatDateIn('2026-12-31T19:15:00Z', 'Asia/Almaty')).toBe('01.01.2027');
    expect(formatDateIn('soon', 'Asia/Tashkent')).toBe('');
  });

  it('writes a calendar date as dd.mm and names its weekday in the interface language', () => {
    expect(formatDayMonth('2026-06-09')).toBe('09.06');
    expect(formatDayMonth('09.06.2026')).toBe('');
    expect(formatWeekday('2026-06-09', 'en')).toBe('Tue');
    expect(formatWeekday('2026-06-09', 'ru')).toBe('вт');
  });
});
