import { describe, expect, it } from 'vitest';
import { Branch } from '../../../contract/index.ts';
import { DraftWhen } from '../../order-draft/draft-schema.ts';
import { branchOpening, branchSlots, daysFromToday } from '../../branches/branch-hours.ts';
import { whenOffer, whenRequest, type WhenOffer } from './when-offer.ts';

const day = (open: string, close: string) => ({ open, close, isDayOff: false });
/** Pickup 10:00-23:00 every day but Sunday (a day off), like the burger's Mirabad branch. */
const mirabad = Branch.parse({
  id: 100013,
  cityId: 1,
  merchantId: 101,
  name: { eng: 'Mirabad' },
  latitude: 41.29,
  longitude: 69.27,
  address: 'Mirabad 1',
  isActive: true,
  settings: { pickupEnabled: true, deliveryEnabled: true },
  workHours: [
    {
      type: 'PICK_UP',
      hours: {
        MONDAY: day('10:00', '23:00'),
        TUESDAY: day('10:00', '23:00'),
        WEDNESDAY: day('10:00', '23:00'),
        THURSDAY: day('10:00', '23:00'),
        FRIDAY: day('10:00', '23:00'),
        SATURDAY: day('10:00', '23:00'),
        SUNDAY: { isDayOff: true },
      },
    },
  ],
});

const TASHKENT = 'Asia/Tashkent';
const ALMATY = 'Asia/Almaty';
/** A wall time in Tashkent and Almaty (both UTC+5). 2026-06-08 is a Monday, 2026-06-14 a Sunday. */
const at = (local: string) => Date.parse(`${local}:00+05:00`);
const now = (
  mode: DraftWhen['mode'] = 'NOW',
  dayDate: string | null = null,
  time: string | null = null,
  until: string | null = null,
) => DraftWhen.parse({ mode, day: dayDate, time, until });

function offerAt(instant: number, chosen = now(), timeZone = TASHKENT): WhenOffer {
  return whenOffer({
    opening: branchOpening(mirabad, 'PICK_UP', instant, timeZone),
    days: branchSlots(mirabad, 'PICK_UP', instant, timeZone),
    chosen,
    daysFromToday: (date) => daysFromToday(date, instant, timeZone),
  });
}

describe('the "when" choice', () => {
  it('offers "now" and a set time while the branch is open, and keeps "now" as the choice', () => {
    const offer = offerAt(at('2026-06-08T12:00'));
    expect(offer).toMatchObject({ nowOffered: true, notice: null, mode: 'NOW', ready: true });
    expect(whenRequest(offer)).toEqual({ later: false });
    // Today's past slots and those within half an hour are gone; the rest of today is offered.
    expect(offer.days[0]?.date).toBe('2026-06-08');
    expect(offer.days[0]?.slots[0]?.time).toBe('12:30');
  });

  it('before opening (07:19), offers only set times, starting with today at opening', () => {
    const offer = offerAt(at('2026-06-08T07:19'));
    expect(offer.nowOffered).toBe(false);
    expect(offer.notice).toMatchObject({ kind: 'closed', opensAt: { time: '10:00' }, inDays: 0 });
    expect(offer.mode).toBe('AT_TIME');
    expect([offer.day?.date, offer.slot?.time]).toEqual(['2026-06-08', '10:00']);
    expect(offer.ready).toBe(true);
  });

  it('after closing (23:50), says it opens tomorrow and offers tomorrow first', () => {
    const offer = offerAt(at('2026-06-09T23:50'), now('NOW'));
    expect(offer.notice).toMatchObject({ kind: 'closed', opensAt: { date: '2026-06-10', time: '10:00' } });
    expect(offer.notice?.inDays).toBe(1);
    expect(offer.mode).toBe('AT_TIME');
    expect([offer.day?.date, offer.slot?.time]).toEqual(['2026-06-10', '10:00']);
  });

  it('on a day off, gives the holiday notice and leaves the day out of the set times', () => {
    const offer = offerAt(at('2026-06-14T12:00'));
    expect(offer.notice).toMatchObject({ kind: 'dayOff', opensAt: { date: '2026-06-15', time: '10:00' } });
    expect(offer.notice?.inDays).toBe(1);
    expect(offer.days.map((d) => d.date)).not.toContain('2026-06-14');
    // Saturday 2026-06-20 is offered, Sunday 2026-06-21 (the next day off) is not.
    expect(offer.days.map((d) => d.date)).toContain('2026-06-20');
    expect(offer.days.map((d) => d.date)).not.toContain('2026-06-21');
  });

  it("keeps the customer's set time while it is offered, and falls back when it has passed", () => {
    const chosen = now('AT_TIME', '2026-06-09', '14:30');
    const kept = offerAt(at('2026-06-08T12:00'), chosen);
    expect([kept.mode, kept.day?.date, kept.slot?.time]).toEqual(['AT_TIME', '2026-06-09', '14:30']);
    // The day is still offered but 14:30 has passed: the day's first slot left (half an hour ahead).
    const laterThatDay = offerAt(at('2026-06-09T15:10'), chosen);
    expect([laterThatDay.day?.date, laterThatDay.slot?.time]).toEqual(['2026-06-09', '16:00']);
    // The day itself has passed: the first day offered, at the same time when that day has it.
    const nextDay = offerAt(at('2026-06-10T12:00'), chosen);
    expect([nextDay.day?.date, nextDay.slot?.time]).toEqual(['2026-06-10', '14:30']);
    const lateNextDay = offerAt(at('2026-06-10T15:00'), chosen);
    expect([lateNextDay.day?.date, lateNextDay.slot?.time]).toEqual(['2026-06-10', '15:30']);
  });

  it('cannot go when no day of the coming week has a slot', () => {
    const offer = whenOffer({
      opening: { state: 'dayOff', reason: 'noHours', opensAt: null },
      days: [],
      chosen: now(),
      daysFromToday: () => 0,
    });
    expect(offer).toMatchObject({ nowOffered: false, mode: 'AT_TIME', slot: null, ready: false });
    expect(offer.notice).toEqual({ kind: 'dayOff', opensAt: null, inDays: null });
    expect(whenRequest(offer)).toBeNull();
  });
});

describe('deliveryAt', () => {
  it("is the slot's wall time in the merchant's zone, with its offset (UTC+5 in Tashkent)", () => {
    const offer = offerAt(at('2026-06-08T12:00'), now('AT_TIME', '2026-06-09', '14:30'));
    const request = whenRequest(offer);
    expect(request).toEqual({
      later: true,
      deliveryAt: '2026-06-09T14:30:00+05:00',
      day: '2026-06-09',
      time: '14:30',
    });
    expect(request?.later && Date.parse(request.deliveryAt)).toBe(Date.UTC(2026, 5, 9, 9, 30));
  });

  it('is UTC+5 in Almaty too, whatever zone the device is in', () => {
    const request = whenRequest(
      offerAt(at('2026-06-08T12:00'), now('AT_TIME', '2026-06-08', '22:30'), ALMATY),
    );
    expect(request).toMatchObject({ later: true, deliveryAt: '2026-06-08T22:30:00+05:00' });
    expect(request?.later && new Date(request.deliveryAt).toISOString()).toBe('2026-06-08T17:30:00.000Z');
  });
});

describe('"later": a window of a day\'s slots', () => {
  it('starts at the chosen slot and ends at the chosen later one; day2/time2 go with the request', () => {
    const offer = offerAt(at('2026-06-08T12:00'), now('LATER', '2026-06-09', '14:30', '16:00'));
    expect([offer.mode, offer.day?.date, offer.slot?.time, offer.until?.time]).toEqual([
      'LATER',
      '2026-06-09',
      '14:30',
      '16:00',
    ]);
    expect(offer.ends[0]?.time).toBe('15:00');
    expect(offer.ready).toBe(true);
    expect(whenRequest(offer)).toEqual({
      later: true,
      deliveryAt: '2026-06-09T14:30:00+05:00',
      day: '2026-06-09',
      time: '14:30',
      day2: '2026-06-09',
      time2: '16:00',
    });
  });

  it('ends an hour after the start unless the customer chose an end that still follows it', () => {
    const open = offerAt(at('2026-06-08T12:00'), now('LATER', '2026-06-09', '14:30'));
    expect(open.until?.time).toBe('15:30');
    // An end before the start no longer follows it: an hour after the start again.
    const before = offerAt(at('2026-06-08T12:00'), now('LATER', '2026-06-09', '18:00', '16:00'));
    expect(before.until?.time).toBe('19:00');
    // The last start of the day (22:00; 22:30 is the last slot, with nothing after it): that slot.
    const late = offerAt(at('2026-06-08T12:00'), now('LATER', '2026-06-09', '22:30'));
    expect([late.slot?.time, late.until?.time]).toEqual(['10:00', '11:00']);
    const lastStart = offerAt(at('2026-06-08T12:00'), now('LATER', '2026-06-09', '22:00'));
    expect([lastStart.slot?.time, lastStart.until?.time, lastStart.ends.length]).toEqual([
      '22:00',
      '22:30',
      1,
    ]);
  });

  it('stays the choice while the branch is closed; a day with one slot left offers no window', () => {
    // 22:00: today's only slot left is 22:30 (half an hour ahead), so today offers no window.
    const offer = offerAt(at('2026-06-08T22:00'), now('LATER'));
    expect([offer.days[0]?.date, offer.days[0]?.slots.length]).toEqual(['2026-06-08', 1]);
    expect([offer.windowDays[0]?.date, offer.day?.date]).toEqual(['2026-06-09', '2026-06-09']);
    const closed = offerAt(at('2026-06-09T23:50'), now('LATER'));
    expect(closed).toMatchObject({ nowOffered: false, mode: 'LATER', ready: true });
    expect([closed.day?.date, closed.slot?.time, closed.until?.time]).toEqual([
      '2026-06-10',
      '10:00',
      '11:00',
    ]);
    const single = whenOffer({
      opening: { state: 'closed', reason: 'afterClosing', opensAt: null },
      days: offerAt(at('2026-06-08T22:00')).days.slice(0, 1),
      chosen: now('LATER'),
      daysFromToday: () => 0,
    });
    expect(single.days[0]?.slots).toHaveLength(1);
    expect(single).toMatchObject({ windowDays: [], mode: 'LATER', until: null, ready: false });
    expect(whenRequest(single)).toBeNull();
  });
});
