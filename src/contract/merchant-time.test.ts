import { describe, expect, it } from 'vitest';
import { City } from './places.ts';
import {
  dayOfDate,
  DEFAULT_TIME_ZONE,
  instantAt,
  isoWithOffset,
  isTimeZone,
  localDateTime,
  timeZoneOf,
  zoneOffsetMinutes,
} from './merchant-time.ts';

describe('the merchant wall clock', () => {
  it('reads an instant on the Tashkent clock (UTC+5), whatever the machine zone', () => {
    // 2026-03-01 20:30 UTC is 01:30 on Monday 2 March in Tashkent.
    expect(localDateTime(Date.parse('2026-03-01T20:30:00Z'))).toEqual({
      day: dayOfDate('2026-03-02'),
      date: '2026-03-02',
      minutes: 90,
      time: '01:30',
      weekday: 'MONDAY',
    });
    expect(zoneOffsetMinutes(Date.parse('2026-07-01T00:00:00Z'), 'Asia/Tashkent')).toBe(300);
  });

  it('puts Almaty on UTC+5 too (Kazakhstan since March 2024)', () => {
    expect(zoneOffsetMinutes(Date.parse('2026-01-15T12:00:00Z'), 'Asia/Almaty')).toBe(300);
  });

  it('turns a wall time back into the instant, also past midnight', () => {
    const monday = dayOfDate('2026-03-02');
    expect(new Date(instantAt(monday, 10 * 60)).toISOString()).toBe('2026-03-02T05:00:00.000Z');
    // 26:00 on Monday is 02:00 on Tuesday.
    expect(new Date(instantAt(monday, 26 * 60)).toISOString()).toBe('2026-03-02T21:00:00.000Z');
  });

  it('handles a zone with daylight saving: the wall clock changes its offset', () => {
    const summer = instantAt(dayOfDate('2026-07-01'), 12 * 60, 'Europe/Istanbul');
    expect(new Date(summer).toISOString()).toBe('2026-07-01T09:00:00.000Z');
    const berlinWinter = instantAt(dayOfDate('2026-01-10'), 12 * 60, 'Europe/Berlin');
    const berlinSummer = instantAt(dayOfDate('2026-07-10'), 12 * 60, 'Europe/Berlin');
    expect(new Date(berlinWinter).toISOString()).toBe('2026-01-10T11:00:00.000Z');
    expect(new Date(berlinSummer).toISOString()).toBe('2026-07-10T10:00:00.000Z');
    expect(localDateTime(berlinSummer, 'Europe/Berlin').time).toBe('12:00');
  });

  it('writes an instant with the merchant offset', () => {
    expect(isoWithOffset(Date.parse('2026-03-02T05:00:00Z'))).toBe('2026-03-02T10:00:00+05:00');
    expect(isoWithOffset(Date.parse('2026-01-10T11:00:00Z'), 'America/New_York')).toBe(
      '2026-01-10T06:00:00-05:00',
    );
  });

  it('finds the zone of a city, Tashkent by default, and refuses unknown zone names', () => {
    const cities = [
      City.parse({ id: 1, name: { ru: 'Алматы' }, latitude: 43.2, longitude: 76.9, timeZone: 'Asia/Almaty' }),
      City.parse({ id: 2, name: { ru: 'Ташкент' }, latitude: 41.3, longitude: 69.2 }),
    ];
    expect(timeZoneOf(1, cities)).toBe('Asia/Almaty');
    expect(timeZoneOf(2, cities)).toBe(DEFAULT_TIME_ZONE);
    expect(timeZoneOf(99, cities)).toBe(DEFAULT_TIME_ZONE);
    expect(isTimeZone('Asia/Tashkent')).toBe(true);
    expect(isTimeZone('Asia/Nowhere')).toBe(false);
    const bad = City.safeParse({ id: 3, name: {}, latitude: 0, longitude: 0, timeZone: 'UTC+5' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/IANA time zone/);
  });
});
