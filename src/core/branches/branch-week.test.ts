import { describe, expect, it } from 'vitest';
import { Branch } from '../../contract/index.ts';
import { hoursRange, telHref, visitHoursType, weekSchedule } from './branch-week.ts';

const hours = (open: string | null, close: string | null, isDayOff = false) => ({ open, close, isDayOff });
const branchWith = (workHours: unknown[]) =>
  Branch.parse({
    id: 1,
    cityId: 1,
    merchantId: 1,
    name: { ru: 'Центр' },
    longitude: 69.2,
    latitude: 41.3,
    address: 'ул. Навои, 1',
    isActive: true,
    settings: { pickupEnabled: true },
    workHours,
  });

const branch = branchWith([
  {
    type: 'PICK_UP',
    hours: {
      MONDAY: hours('10:00', '22:00'),
      TUESDAY: hours('10:00', '22:00'),
      SATURDAY: hours(null, null),
      SUNDAY: hours('10:00', '22:00', true),
    },
  },
  { type: 'DINE_IN', hours: { SUNDAY: hours('12:00', '20:00') } },
]);

// A local Sunday: the weekday does not depend on the time zone the tests run in.
const sunday = new Date(2025, 5, 8, 12);

describe('weekSchedule', () => {
  it('lists the seven days from Monday, marking today', () => {
    const week = weekSchedule(branch, 'PICK_UP', sunday);
    expect(week.map((d) => d.day)).toEqual([
      'MONDAY',
      'TUESDAY',
      'WEDNESDAY',
      'THURSDAY',
      'FRIDAY',
      'SATURDAY',
      'SUNDAY',
    ]);
    expect(week.filter((d) => d.isToday).map((d) => d.day)).toEqual(['SUNDAY']);
  });

  it('says open with hours, a day off even when hours are typed, and no hours as closed', () => {
    const week = weekSchedule(branch, 'PICK_UP', sunday);
    expect(week[0]?.state).toEqual({ kind: 'open', hours: { open: '10:00', close: '22:00' } });
    expect(week[2]?.state).toEqual({ kind: 'none' });
    expect(week[5]?.state).toEqual({ kind: 'open', hours: null });
    expect(week[6]?.state).toEqual({ kind: 'dayOff' });
  });

  it('reads the kind of hours asked for only', () => {
    const week = weekSchedule(branch, 'DINE_IN', sunday);
    expect(week.filter((d) => d.state.kind === 'open').map((d) => d.day)).toEqual(['SUNDAY']);
    expect(weekSchedule(branch, 'DELIVERY', sunday).every((d) => d.state.kind === 'none')).toBe(true);
  });
});

describe('visitHoursType', () => {
  it('prefers the working hours, then pickup, dine-in and delivery', () => {
    expect(visitHoursType(branch)).toBe('PICK_UP');
    expect(
      visitHoursType(
        branchWith([
          { type: 'DELIVERY', hours: {} },
          { type: 'WORK', hours: {} },
        ]),
      ),
    ).toBe('WORK');
    expect(
      visitHoursType(
        branchWith([
          { type: 'DELIVERY', hours: {} },
          { type: 'DINE_IN', hours: {} },
        ]),
      ),
    ).toBe('DINE_IN');
    expect(visitHoursType(branchWith([]))).toBe('PICK_UP');
  });
});

describe('telHref', () => {
  it('keeps the leading plus and the digits only', () => {
    expect(telHref('+998 71 200-11-01')).toBe('tel:+998712001101');
    expect(telHref('(71) 200 11 01')).toBe('tel:712001101');
  });

  it('gives nothing to dial for an empty or letter-only phone', () => {
    expect(telHref(null)).toBeNull();
    expect(telHref('')).toBeNull();
    expect(telHref('call us')).toBeNull();
  });
});

describe('hoursRange', () => {
  it('keeps the opening time first in right-to-left text, and adds nothing to left-to-right text', () => {
    expect(hoursRange({ open: '08:00', close: '22:30' }, 'rtl')).toBe('\u206608:00–22:30\u2069');
    expect(hoursRange({ open: '08:00', close: '22:30' }, 'ltr')).toBe('08:00–22:30');
  });
});
