import { describe, expect, it } from 'vitest';
import { Branch } from '../../contract/index.ts';
import { branchDay, isOpenToday, weekNameOf } from './branch-day.ts';

const hours = (open: string | null, close: string | null, isDayOff = false) => ({ open, close, isDayOff });
const branch = Branch.parse({
  id: 1,
  cityId: 1,
  merchantId: 1,
  name: { ru: 'Центр' },
  longitude: 69.2,
  latitude: 41.3,
  address: 'ул. Навои, 1',
  isActive: true,
  settings: { pickupEnabled: true },
  workHours: [
    {
      type: 'PICK_UP',
      hours: {
        MONDAY: hours('10:00', '22:00'),
        SATURDAY: hours(null, null),
        SUNDAY: hours(null, null, true),
      },
    },
    { type: 'DINE_IN', hours: { SUNDAY: hours('12:00', '20:00') } },
  ],
});

// Local dates (not UTC strings), so the weekday is the same in every time zone the tests run in.
const monday = new Date(2025, 5, 2, 9, 30);
const tuesday = new Date(2025, 5, 3, 12, 0);
const saturday = new Date(2025, 5, 7, 12, 0);
const sunday = new Date(2025, 5, 8, 23, 59);

describe('branchDay', () => {
  it('names the weekday of a local date', () => {
    expect([monday, tuesday, saturday, sunday].map(weekNameOf)).toEqual([
      'MONDAY',
      'TUESDAY',
      'SATURDAY',
      'SUNDAY',
    ]);
  });

  it("is open with today's hours, whatever the time of day", () => {
    expect(branchDay(branch, 'PICK_UP', monday)).toEqual({
      open: true,
      hours: { open: '10:00', close: '22:00' },
    });
  });

  it('is closed on a day off and on a day without hours', () => {
    expect(branchDay(branch, 'PICK_UP', sunday)).toEqual({ open: false, reason: 'dayOff' });
    expect(branchDay(branch, 'PICK_UP', tuesday)).toEqual({ open: false, reason: 'noHours' });
  });

  it('is open without hours to show when the day is on but its times are missing', () => {
    expect(branchDay(branch, 'PICK_UP', saturday)).toEqual({ open: true, hours: null });
  });

  it('reads the hours of the kind asked for only', () => {
    expect(isOpenToday(branch, 'DINE_IN', sunday)).toBe(true);
    expect(isOpenToday(branch, 'PICK_UP', sunday)).toBe(false);
    expect(isOpenToday(branch, 'DELIVERY', monday)).toBe(false);
  });
});
