import { describe, expect, it } from 'vitest';
import type { PausableService } from './branch-pause.ts';
import { Branch } from './branch.ts';
import { hoursTypeOf, openingAt, serviceHoursOn } from './service-hours.ts';

const week = (open: string, close: string) => ({
  MONDAY: { open, close },
  TUESDAY: { open, close },
  WEDNESDAY: { open, close },
  THURSDAY: { open, close },
  FRIDAY: { open, close },
  SATURDAY: { open, close },
  SUNDAY: { open, close },
});

const branch = (extra: Record<string, unknown> = {}) =>
  Branch.parse({
    id: 1,
    cityId: 1,
    merchantId: 1,
    name: { eng: 'Centre' },
    latitude: 41.3,
    longitude: 69.2,
    address: 'Street 1',
    isActive: true,
    settings: { pickupEnabled: true, deliveryEnabled: true },
    ...extra,
  });

/** Pickup 10:00-23:00, Friday until 02:00, Sunday off. */
const cafe = branch({
  workHours: [
    {
      type: 'PICK_UP',
      hours: {
        ...week('10:00', '23:00'),
        FRIDAY: { open: '10:00', close: '02:00' },
        SUNDAY: { isDayOff: true },
      },
    },
  ],
});

/** Tashkent wall time (UTC+5) as an instant. 2026-03-02 is a Monday, 2026-03-06 a Friday. */
const at = (local: string) => Date.parse(`${local}:00+05:00`);

describe('which hours a service keeps', () => {
  it('delivery: deliveryStart/End, else DELIVERY hours, else WORK, else open/close', () => {
    const base = branch({ open: '08:00', close: '22:00' });
    expect(serviceHoursOn(base, 'DELIVERY', 'MONDAY')).toEqual({
      kind: 'hours',
      open: '08:00',
      close: '22:00',
    });
    const work = branch({
      open: '08:00',
      close: '22:00',
      workHours: [{ type: 'WORK', hours: week('09:00', '21:00') }],
    });
    expect(serviceHoursOn(work, 'DELIVERY', 'MONDAY')).toMatchObject({ open: '09:00', close: '21:00' });
    const delivery = branch({
      workHours: [
        { type: 'WORK', hours: week('09:00', '21:00') },
        { type: 'DELIVERY', hours: { ...week('11:00', '20:00'), SUNDAY: { isDayOff: true } } },
      ],
    });
    expect(serviceHoursOn(delivery, 'DELIVERY', 'MONDAY')).toMatchObject({ open: '11:00', close: '20:00' });
    const own = branch({ ...delivery, deliveryStart: '12:00', deliveryEnd: '19:30' });
    expect(serviceHoursOn(own, 'DELIVERY', 'MONDAY')).toMatchObject({ open: '12:00', close: '19:30' });
    // The table's day off still closes the day the deliveryStart/End would have.
    expect(serviceHoursOn(own, 'DELIVERY', 'SUNDAY')).toEqual({ kind: 'dayOff' });
  });

  it('pickup reads only the PICK_UP hours, as the branch sheet does', () => {
    const none = branch({
      open: '08:00',
      close: '22:00',
      workHours: [{ type: 'WORK', hours: week('09:00', '21:00') }],
    });
    expect(serviceHoursOn(none, 'PICK_UP', 'MONDAY')).toEqual({ kind: 'noHours' });
    expect(serviceHoursOn(cafe, 'PICK_UP', 'SUNDAY')).toEqual({ kind: 'dayOff' });
    const partial = branch({
      workHours: [{ type: 'PICK_UP', hours: { MONDAY: { open: '09:00', close: '18:00' } } }],
    });
    expect(serviceHoursOn(partial, 'PICK_UP', 'TUESDAY')).toEqual({ kind: 'noHours' });
    // A listed day without times is open all day, as the branch sheet treats it.
    const allDay = branch({ workHours: [{ type: 'PICK_UP', hours: { MONDAY: {} } }] });
    expect(serviceHoursOn(allDay, 'PICK_UP', 'MONDAY')).toEqual({
      kind: 'hours',
      open: '00:00',
      close: '00:00',
    });
  });

  it('maps service types to hours: express and Yandex orders are deliveries', () => {
    expect(hoursTypeOf('EXPRESS_24')).toBe('DELIVERY');
    expect(hoursTypeOf('PICK_UP')).toBe('PICK_UP');
    expect(hoursTypeOf('DINE_IN')).toBe('DINE_IN');
  });
});

describe('openingAt', () => {
  it('is open inside the hours and says when it closes', () => {
    expect(openingAt(cafe, 'PICK_UP', at('2026-03-02T14:00'))).toEqual({
      state: 'open',
      closesAt: { at: at('2026-03-02T23:00'), date: '2026-03-02', time: '23:00', weekday: 'MONDAY' },
    });
  });

  it('before opening: closed, opens today', () => {
    expect(openingAt(cafe, 'PICK_UP', at('2026-03-02T07:19'))).toMatchObject({
      state: 'closed',
      reason: 'beforeOpening',
      opensAt: { date: '2026-03-02', time: '10:00' },
    });
  });

  it('after closing: closed, opens tomorrow', () => {
    expect(openingAt(cafe, 'PICK_UP', at('2026-03-02T23:50'))).toMatchObject({
      state: 'closed',
      reason: 'afterClosing',
      opensAt: { date: '2026-03-03', time: '10:00', weekday: 'TUESDAY' },
    });
  });

  it('closes at the closing minute, not after it', () => {
    expect(openingAt(cafe, 'PICK_UP', at('2026-03-02T22:59')).state).toBe('open');
    expect(openingAt(cafe, 'PICK_UP', at('2026-03-02T23:00')).state).toBe('closed');
    expect(openingAt(cafe, 'PICK_UP', at('2026-03-02T10:00')).state).toBe('open');
  });

  it('hours past midnight stay open into the next date, even when that date is a day off', () => {
    // Friday 10:00-02:00; Saturday 01:30 is still Friday night.
    expect(openingAt(cafe, 'PICK_UP', at('2026-03-07T01:30'))).toMatchObject({
      state: 'open',
      closesAt: { date: '2026-03-07', time: '02:00' },
    });
    expect(openingAt(cafe, 'PICK_UP', at('2026-03-07T02:30'))).toMatchObject({
      state: 'closed',
      reason: 'beforeOpening',
      opensAt: { date: '2026-03-07', time: '10:00' },
    });
    const lateSaturday = branch({
      workHours: [
        {
          type: 'PICK_UP',
          hours: { SATURDAY: { open: '18:00', close: '03:00' }, SUNDAY: { isDayOff: true } },
        },
      ],
    });
    // Sunday 02:00 is Saturday night although Sunday is a day off.
    expect(openingAt(lateSaturday, 'PICK_UP', at('2026-03-08T02:00')).state).toBe('open');
    expect(openingAt(lateSaturday, 'PICK_UP', at('2026-03-08T04:00'))).toMatchObject({
      state: 'dayOff',
      reason: 'dayOff',
      opensAt: { date: '2026-03-14', time: '18:00', weekday: 'SATURDAY' },
    });
  });

  it('a day off says so and names the next opening', () => {
    expect(openingAt(cafe, 'PICK_UP', at('2026-03-08T12:00'))).toMatchObject({
      state: 'dayOff',
      reason: 'dayOff',
      opensAt: { date: '2026-03-09', time: '10:00', weekday: 'MONDAY' },
    });
  });

  it('no hours at all: closed for the day, with no next opening', () => {
    expect(openingAt(branch(), 'PICK_UP', at('2026-03-02T12:00'))).toEqual({
      state: 'dayOff',
      reason: 'noHours',
      opensAt: null,
    });
  });

  it('open == close is open around the clock', () => {
    const always = branch({ open: '00:00', close: '00:00' });
    expect(openingAt(always, 'DELIVERY', at('2026-03-02T03:00')).state).toBe('open');
  });

  it('reads the hours on the given zone', () => {
    // 05:30 UTC is 10:30 in Almaty (UTC+5) but 06:30 in Berlin's summer... of a March date: 06:30 CET.
    const instant = Date.parse('2026-03-02T05:30:00Z');
    expect(openingAt(cafe, 'PICK_UP', instant, 'Asia/Almaty').state).toBe('open');
    expect(openingAt(cafe, 'PICK_UP', instant, 'Europe/Berlin').state).toBe('closed');
  });
});

describe('openingAt with a pause of the staff', () => {
  const paused = (until: string | null, type: PausableService = 'PICK_UP') => ({
    ...cafe,
    pauses: [{ type, until }],
  });

  it('a paused service is closed, and opens when the pause ends inside the hours', () => {
    const opening = openingAt(paused('2026-03-02T13:30:00+05:00'), 'PICK_UP', at('2026-03-02T12:00'));
    expect(opening).toMatchObject({ state: 'closed', reason: 'paused', opensAt: { time: '13:30' } });
  });

  it('a pause ending after closing opens at the next opening', () => {
    const opening = openingAt(paused('2026-03-02T23:30:00+05:00'), 'PICK_UP', at('2026-03-02T22:00'));
    expect(opening).toMatchObject({ reason: 'paused', opensAt: { date: '2026-03-03', time: '10:00' } });
  });

  it('a pause until reopened names no opening; one that has ended no longer counts', () => {
    expect(openingAt(paused(null), 'PICK_UP', at('2026-03-02T12:00'))).toEqual({
      state: 'closed',
      reason: 'paused',
      opensAt: null,
    });
    const ended = openingAt(paused('2026-03-02T11:00:00+05:00'), 'PICK_UP', at('2026-03-02T12:00'));
    expect(ended.state).toBe('open');
  });

  it('a delivery pause leaves pickup open', () => {
    expect(openingAt(paused(null, 'DELIVERY'), 'PICK_UP', at('2026-03-02T12:00')).state).toBe('open');
  });
});
