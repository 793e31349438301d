import { describe, expect, it } from 'vitest';
import { Branch } from './branch.ts';
import { timeSlots } from './time-slots.ts';

const branch = (hours: Record<string, unknown>) =>
  Branch.parse({
    id: 1,
    cityId: 1,
    merchantId: 1,
    name: { eng: 'Centre' },
    latitude: 41.3,
    longitude: 69.2,
    address: 'Street 1',
    isActive: true,
    settings: { pickupEnabled: true },
    workHours: [{ type: 'PICK_UP', hours }],
  });

const day = (open: string, close: string) => ({ open, close });
/** Mon-Thu 10:00-12:00, Friday 22:00-01:00, Saturday off, Sunday 10:00-11:00. */
const shop = branch({
  MONDAY: day('10:00', '12:00'),
  TUESDAY: day('10:00', '12:00'),
  WEDNESDAY: day('10:00', '12:00'),
  THURSDAY: day('10:00', '12:00'),
  FRIDAY: day('22:00', '01:00'),
  SATURDAY: { isDayOff: true },
  SUNDAY: day('10:00', '11:00'),
});

/** Tashkent wall time (UTC+5). 2026-03-02 is a Monday. */
const at = (local: string) => Date.parse(`${local}:00+05:00`);
const times = (days: ReturnType<typeof timeSlots>) =>
  Object.fromEntries(days.map((d) => [d.date, d.slots.map((s) => s.time)]));

describe('timeSlots', () => {
  it("leaves out today's past slots and those within the lead time", () => {
    const days = timeSlots(shop, 'PICK_UP', at('2026-03-02T10:40'), { days: 1, leadMinutes: 30 });
    expect(times(days)).toEqual({
      '2026-03-02': ['11:30'],
      '2026-03-03': ['10:00', '10:30', '11:00', '11:30'],
    });
    expect(days[0]).toMatchObject({ offset: 0, weekday: 'MONDAY', opens: '10:00', closes: '12:00' });
  });

  it('skips a day off and a today with nothing left', () => {
    // Thursday after closing: Friday night, no Saturday (off), Sunday.
    const days = timeSlots(shop, 'PICK_UP', at('2026-03-05T13:00'), { days: 3, stepMinutes: 60 });
    expect(times(days)).toEqual({
      '2026-03-06': ['22:00', '23:00', '00:00'],
      '2026-03-08': ['10:00'],
    });
    expect(days.map((d) => d.offset)).toEqual([1, 3]);
  });

  it('keeps night slots with the day they started, each with its own date', () => {
    const [friday] = timeSlots(shop, 'PICK_UP', at('2026-03-06T12:00'), { days: 0, stepMinutes: 60 });
    expect(friday?.slots.map((s) => [s.date, s.time])).toEqual([
      ['2026-03-06', '22:00'],
      ['2026-03-06', '23:00'],
      ['2026-03-07', '00:00'],
    ]);
    expect(friday?.slots[2]?.deliveryAt).toBe('2026-03-07T00:00:00+05:00');
    expect(friday?.slots[2]?.at).toBe(at('2026-03-07T00:00'));
  });

  it("just after midnight, yesterday's night comes first", () => {
    const days = timeSlots(shop, 'PICK_UP', at('2026-03-07T00:10'), {
      days: 1,
      stepMinutes: 15,
      leadMinutes: 10,
    });
    expect(days[0]).toMatchObject({ date: '2026-03-06', offset: -1 });
    expect(days[0]?.slots.map((s) => s.time)).toEqual(['00:30', '00:45']);
    // Saturday (today) is off; Sunday is the one date after today.
    expect(days.map((d) => [d.date, d.offset])).toEqual([
      ['2026-03-06', -1],
      ['2026-03-08', 1],
    ]);
  });

  it('starts on the grid after an opening that is not on it', () => {
    const odd = branch({ MONDAY: day('10:10', '11:00') });
    const [monday] = timeSlots(odd, 'PICK_UP', at('2026-03-02T08:00'), { days: 0, stepMinutes: 20 });
    expect(monday?.slots.map((s) => s.time)).toEqual(['10:20', '10:40']);
  });

  it('offers nothing for a branch without hours', () => {
    expect(timeSlots(branch({}), 'PICK_UP', at('2026-03-02T08:00'))).toEqual([]);
  });

  it('offers days on the branch zone, e.g. Almaty', () => {
    const days = timeSlots(shop, 'PICK_UP', Date.parse('2026-03-02T04:00:00Z'), {
      days: 0,
      stepMinutes: 60,
      timeZone: 'Asia/Almaty',
      leadMinutes: 0,
    });
    expect(days[0]?.slots.map((s) => s.deliveryAt)).toEqual([
      '2026-03-02T10:00:00+05:00',
      '2026-03-02T11:00:00+05:00',
    ]);
  });
});
