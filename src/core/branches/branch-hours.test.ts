import { describe, expect, it } from 'vitest';
import { Branch, City } from '../../contract/index.ts';
import { branchTimeZone, closedNowUntil } from './branch-hours.ts';

const day = (open: string, close: string) => ({ open, close, isDayOff: false });
const branch = Branch.parse({
  id: 1,
  cityId: 20,
  merchantId: 1,
  name: { eng: 'Centre' },
  latitude: 43.24,
  longitude: 76.9,
  address: 'Abay 1',
  isActive: true,
  settings: { pickupEnabled: true },
  workHours: [
    {
      type: 'PICK_UP',
      hours: { MONDAY: day('10:00', '22:00'), TUESDAY: day('10:00', '22:00'), WEDNESDAY: { isDayOff: true } },
    },
  ],
});
const cities = [
  City.parse({ id: 10, name: { eng: 'Tashkent' }, latitude: 41.3, longitude: 69.2 }),
  City.parse({ id: 20, name: { eng: 'Almaty' }, latitude: 43.24, longitude: 76.9, timeZone: 'Asia/Almaty' }),
];
/** 2026-06-08 is a Monday; Almaty and Tashkent are both UTC+5. */
const at = (local: string) => Date.parse(`${local}:00+05:00`);

describe('the time zone of a branch', () => {
  it("is its city's, and Tashkent's for a city that names none or is unknown", () => {
    expect(branchTimeZone(branch, cities)).toBe('Asia/Almaty');
    expect(branchTimeZone({ cityId: 10 }, cities)).toBe('Asia/Tashkent');
    expect(branchTimeZone({ cityId: 99 }, cities)).toBe('Asia/Tashkent');
  });
});

describe('closedNowUntil', () => {
  const zone = 'Asia/Almaty';
  it('says when a branch open today but not now opens next', () => {
    expect(closedNowUntil(branch, 'PICK_UP', at('2026-06-08T07:19'), zone)).toEqual({
      time: '10:00',
      date: '2026-06-08',
      inDays: 0,
    });
    expect(closedNowUntil(branch, 'PICK_UP', at('2026-06-08T23:50'), zone)).toEqual({
      time: '10:00',
      date: '2026-06-09',
      inDays: 1,
    });
    // Tuesday night: Wednesday is off, the next opening is Monday (6 days on).
    expect(closedNowUntil(branch, 'PICK_UP', at('2026-06-09T22:30'), zone)).toMatchObject({ inDays: 6 });
  });

  it('says nothing while open, or on a day off (the day says that itself)', () => {
    expect(closedNowUntil(branch, 'PICK_UP', at('2026-06-08T12:00'), zone)).toBeNull();
    expect(closedNowUntil(branch, 'PICK_UP', at('2026-06-10T12:00'), zone)).toBeNull();
  });
});
