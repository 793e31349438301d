import { describe, expect, it } from 'vitest';
import type { Branch } from './branch.ts';
import { reservationDates, reservationSlot, reservationTimes, slotTimeProblem } from './reservation-slots.ts';

const TZ = 'Asia/Tashkent';
const week = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
/** Seats guests 10:00-22:00, closed on Sundays. */
const branch = {
  open: null,
  close: null,
  deliveryStart: null,
  deliveryEnd: null,
  workHours: [
    {
      type: 'DINE_IN',
      hours: {
        ...Object.fromEntries(week.map((d) => [d, { open: '10:00', close: '22:00', isDayOff: false }])),
        SUNDAY: { isDayOff: true },
      },
    },
  ],
} as unknown as Branch;
// Monday 2026-03-02, 14:10 in Tashkent.
const now = Date.parse('2026-03-02T09:10:00Z');

/** Open 18:00 to 02:00 every day: the night runs into the next date. */
const nightBar = {
  ...branch,
  workHours: [
    {
      type: 'WORK',
      hours: Object.fromEntries(
        [...week, 'SUNDAY'].map((d) => [d, { open: '18:00', close: '02:00', isDayOff: false }]),
      ),
    },
  ],
} as unknown as Branch;

describe('reservation slots', () => {
  it('offers exactly the times slotTimeProblem allows, past midnight too', () => {
    for (const b of [branch, nightBar]) {
      for (const date of ['2026-03-02', '2026-03-03', '2026-03-08', '2026-03-31', '2026-04-01']) {
        const allowed: string[] = [];
        for (let m = 0; m < 1440; m += 30) {
          const clock = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          if (!slotTimeProblem(b, reservationSlot(date, clock, TZ).start, now, TZ)) allowed.push(clock);
        }
        expect(reservationTimes(b, date, now, TZ), `${date}`).toEqual(allowed);
      }
    }
    expect(reservationTimes(nightBar, '2026-03-03', now, TZ)).toContain('01:00');
    expect(reservationTimes(nightBar, '2026-03-03', now, TZ)).not.toContain('01:30');
  });

  it('reads a wall-clock date and time in the branch zone, holding the place two hours', () => {
    const { start, end } = reservationSlot('2026-03-02', '19:00', TZ);
    expect(new Date(start).toISOString()).toBe('2026-03-02T14:00:00.000Z');
    expect(end - start).toBe(2 * 3_600_000);
  });

  it('refuses the past, more than 30 days ahead, and outside the hours or in the last hour', () => {
    const at = (date: string, clock: string) =>
      slotTimeProblem(branch, reservationSlot(date, clock, TZ).start, now, TZ);
    expect(at('2026-03-02', '14:00')).toBe('past');
    expect(at('2026-03-02', '14:30')).toBeNull();
    expect(at('2026-03-03', '09:30')).toBe('outsideHours');
    expect(at('2026-03-02', '21:00')).toBeNull();
    expect(at('2026-03-02', '21:30')).toBe('outsideHours');
    expect(at('2026-03-08', '12:00')).toBe('outsideHours');
    expect(at('2026-04-01', '14:00')).toBeNull();
    expect(at('2026-04-01', '14:30')).toBe('tooFar');
  });

  it('offers the half hours left today and none on a day off', () => {
    expect(reservationTimes(branch, '2026-03-02', now, TZ)).toEqual([
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
    ]);
    expect(reservationTimes(branch, '2026-03-03', now, TZ)[0]).toBe('10:00');
    expect(reservationTimes(branch, '2026-03-08', now, TZ)).toEqual([]);
    const dates = reservationDates(branch, now, TZ);
    expect(dates.slice(0, 7)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-09',
    ]);
    expect(dates.at(-1)).toBe('2026-04-01');
  });
});
