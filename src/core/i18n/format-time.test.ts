import { describe, expect, it } from 'vitest';
import { formatDateIn, formatWallTime } from './format-time.ts';

describe("times on the merchant's clock", () => {
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
});
