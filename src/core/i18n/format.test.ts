import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPrice } from './format.ts';

const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formats', () => {
  it('groups thousands with spaces and keeps at most two decimals, with the language decimal mark', () => {
    expect(plain(formatNumber(1234567, 'en'))).toBe('1 234 567');
    expect(plain(formatNumber(1234.5, 'en'))).toBe('1 234.5');
    expect(plain(formatNumber(1234.5, 'ru'))).toBe('1 234,5');
    expect(plain(formatNumber(0.125, 'en'))).toBe('0.13');
    expect(formatNumber(999, 'ru')).toBe('999');
    expect(plain(formatNumber(-32000, 'ru'))).toBe('-32 000');
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
});
