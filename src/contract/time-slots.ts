/**
 * The times a customer may choose for an order "at a set time" (spec section 4: now, later, or a set
 * time, for delivery and pickup): days with their slots inside the branch's hours of that service.
 *
 * - Days are today and the next `days` dates; a day off, a day without hours and a day with no slot
 *   left (today after closing) are left out.
 * - Slots sit on the clock's grid (every `stepMinutes` from midnight: 10:00, 10:30...), from the
 *   first grid time at or after opening to the last one before closing (an order for the closing
 *   minute is too late). Slots sooner than `leadMinutes` from now are left out.
 * - Hours that run past midnight keep their night slots in the day they started (a Friday open
 *   10:00-02:00 lists 00:00, 00:30, 01:00 and 01:30 of Saturday's date under Friday); each slot
 *   carries its own date. Just after midnight, yesterday's night is the first day of the list.
 *
 * The reference server accepts any time inside the hours (not only grid times), so a slot sent back
 * as `deliveryAt` is always accepted while it is still ahead.
 */
import type { WeekName, WorkHoursType } from './enums.ts';
import {
  dateOfDay,
  DEFAULT_TIME_ZONE,
  instantAt,
  isoWithOffset,
  localDateTime,
  weekNameOfDay,
} from './merchant-time.ts';
import { intervalOn, serviceHoursOn, type BranchHours, type LocalMoment } from './service-hours.ts';

/** One time an order may be set for. */
export interface TimeSlot extends LocalMoment {
  /** What to send as the order's `deliveryAt`: ISO 8601 with the merchant's offset. */
  deliveryAt: string;
}

/** A day of the choice with its slots. */
export interface SlotDay {
  /** The date the hours belong to, "2026-03-02" (a night slot has the next date itself). */
  date: string;
  weekday: WeekName;
  /** Days from today's date (0 today, 1 tomorrow; -1 for yesterday's night just after midnight). */
  offset: number;
  /** The day's hours, "HH:mm" (close may be earlier than open: past midnight). */
  opens: string;
  closes: string;
  slots: TimeSlot[];
}

export interface SlotOptions {
  /** Dates after today to offer (default 6: a week with today). */
  days?: number;
  /** Minutes between slots (default 30). */
  stepMinutes?: number;
  /** Slots sooner than this many minutes from now are left out (default 30). */
  leadMinutes?: number;
  /** The branch's time zone (timeZoneOf its city); default DEFAULT_TIME_ZONE. */
  timeZone?: string;
}

const MINUTE_MS = 60_000;

/** The days and slots a branch offers for orders of `type`, as seen at `now` (epoch ms). */
export function timeSlots(
  branch: BranchHours,
  type: WorkHoursType,
  now: number,
  options: SlotOptions = {},
): SlotDay[] {
  const { days = 6, stepMinutes = 30, leadMinutes = 30, timeZone = DEFAULT_TIME_ZONE } = options;
  if (!(stepMinutes > 0)) throw new RangeError('stepMinutes must be positive');
  const today = localDateTime(now, timeZone).day;
  const earliest = now + leadMinutes * MINUTE_MS;
  const seen = new Set<number>();
  const result: SlotDay[] = [];
  for (let day = today - 1; day <= today + days; day++) {
    const weekday = weekNameOfDay(day);
    const hours = serviceHoursOn(branch, type, weekday);
    if (hours.kind !== 'hours') continue;
    const interval = intervalOn(day, hours, timeZone);
    if (interval.to <= earliest) continue;
    const slots: TimeSlot[] = [];
    const first = Math.ceil(interval.fromMinutes / stepMinutes) * stepMinutes;
    for (let minutes = first; minutes < interval.toMinutes; minutes += stepMinutes) {
      // Minutes past 1440 are the next date's: instantAt counts them on from the day's midnight.
      const at = instantAt(day, minutes, timeZone);
      // A wall time twice over (autumn) or skipped (spring) in zones with daylight saving.
      if (at < earliest || at < interval.from || at >= interval.to || seen.has(at)) continue;
      seen.add(at);
      const local = localDateTime(at, timeZone);
      slots.push({
        at,
        date: local.date,
        time: local.time,
        weekday: local.weekday,
        deliveryAt: isoWithOffset(at, timeZone),
      });
    }
    if (slots.length === 0) continue;
    result.push({
      date: dateOfDay(day),
      weekday,
      offset: day - today,
      opens: hours.open,
      closes: hours.close,
      slots,
    });
  }
  return result;
}
