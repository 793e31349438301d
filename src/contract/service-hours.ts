/**
 * When a branch takes orders of a kind (delivery, pickup, dine-in): its hours on a weekday, whether it
 * is open at an instant and when it opens next. Shared by the storefront ("closed, opens at 10:00",
 * the "when" choice) and the reference server (a "now" order outside the hours, or a scheduled order
 * outside the hours of its day, is refused).
 *
 * Which hours (decisions the spec leaves open, written down here):
 * - PICK_UP: the branch's PICK_UP hours, as the branch sheet reads them (core/branches/branch-day.ts).
 * - DELIVERY: the day's entry of the DELIVERY hours, else of the WORK hours; its time of day is the
 *   branch's deliveryStart/deliveryEnd when both are set, else the entry's open/close, else the
 *   branch's open/close. With neither table, every day has the deliveryStart/End (else open/close).
 * - DINE_IN: the DINE_IN hours, else WORK, with the branch's open/close as the time of day.
 * - WORK: the WORK hours, else the branch's open/close every day.
 * - A day the table marks isDayOff is a day off; a day the table leaves out has no hours (closed, as
 *   the branch sheet says). An entry without times takes the branch's open/close, and is open all day
 *   without them (the branch sheet calls such a day open too).
 * - A close at or before the open runs past midnight: open 10:00, close 02:00 is open until 02:00 of
 *   the next date, and that night belongs to the day it started (a day off after it does not cut it).
 *   open == close is open around the clock.
 */
import { pauseAt } from './branch-pause.ts';
import type { Branch, DayHours } from './branch.ts';
import type { ServiceType, WeekName, WorkHoursType } from './enums.ts';
import {
  DEFAULT_TIME_ZONE,
  instantAt,
  localDateTime,
  MINUTES_PER_DAY,
  minutesOf,
  weekNameOfDay,
} from './merchant-time.ts';

/** The fields of a branch its hours come from. */
export type BranchHours = Pick<Branch, 'workHours' | 'open' | 'close' | 'deliveryStart' | 'deliveryEnd'> &
  Partial<Pick<Branch, 'pauses'>>;

/** The hours a branch keeps on one weekday for one kind of order. */
export type DayServiceHours =
  | { kind: 'hours'; open: string; close: string }
  | { kind: 'dayOff' }
  /** The hours table leaves the day out, or the branch has no hours of this kind at all. */
  | { kind: 'noHours' };

/** The hours that apply to an order of a service type (express and Yandex orders are deliveries). */
export function hoursTypeOf(serviceType: ServiceType): WorkHoursType {
  switch (serviceType) {
    case 'PICK_UP':
      return 'PICK_UP';
    case 'DINE_IN':
      return 'DINE_IN';
    default:
      return 'DELIVERY';
  }
}

const tableOf = (branch: BranchHours, type: WorkHoursType) => branch.workHours.find((w) => w.type === type);

/** The hours table of a kind, with its fallback (see the file's comment). */
function hoursTable(branch: BranchHours, type: WorkHoursType) {
  if (type === 'PICK_UP') return tableOf(branch, 'PICK_UP');
  if (type === 'WORK') return tableOf(branch, 'WORK');
  return tableOf(branch, type) ?? tableOf(branch, 'WORK');
}

const bothSet = (open: string | null | undefined, close: string | null | undefined) =>
  open && close ? { open, close } : null;

/** The hours of one weekday for one kind of order. */
export function serviceHoursOn(branch: BranchHours, type: WorkHoursType, weekday: WeekName): DayServiceHours {
  const table = hoursTable(branch, type);
  const entry: DayHours | undefined = table?.hours[weekday];
  if (entry?.isDayOff) return { kind: 'dayOff' };
  if (table && !entry) return { kind: 'noHours' };
  const times =
    (type === 'DELIVERY' ? bothSet(branch.deliveryStart, branch.deliveryEnd) : null) ??
    bothSet(entry?.open, entry?.close) ??
    (type === 'PICK_UP' && !entry ? null : bothSet(branch.open, branch.close));
  if (times) return { kind: 'hours', ...times };
  return entry ? { kind: 'hours', open: '00:00', close: '00:00' } : { kind: 'noHours' };
}

/** One stretch of opening: a day's hours as instants. */
export interface OpenInterval {
  /** The day the hours belong to (days since 1970-01-01 of its local date). */
  day: number;
  /** Epoch ms; `to` is not included. */
  from: number;
  to: number;
  /** Minutes after the day's local midnight; `toMinutes` may pass 1440 (after midnight). */
  fromMinutes: number;
  toMinutes: number;
}

/** The interval of a day with hours (close at or before open runs into the next date). */
export function intervalOn(
  day: number,
  hours: { open: string; close: string },
  timeZone: string = DEFAULT_TIME_ZONE,
): OpenInterval {
  const fromMinutes = minutesOf(hours.open);
  let toMinutes = minutesOf(hours.close);
  if (toMinutes <= fromMinutes) toMinutes += MINUTES_PER_DAY;
  return {
    day,
    from: instantAt(day, fromMinutes, timeZone),
    to: instantAt(day, toMinutes, timeZone),
    fromMinutes,
    toMinutes,
  };
}

/** A moment as both the clock and the wall see it. */
export interface LocalMoment {
  /** Epoch milliseconds. */
  at: number;
  /** Local date "2026-03-02" and time "10:00". */
  date: string;
  time: string;
  weekday: WeekName;
}

const momentOf = (at: number, timeZone: string): LocalMoment => {
  const local = localDateTime(at, timeZone);
  return { at, date: local.date, time: local.time, weekday: local.weekday };
};

/** Whether a branch takes orders of a kind at an instant, and if not, when it does next. */
export type Opening =
  | { state: 'open'; closesAt: LocalMoment }
  /** Today has hours, but not now: before opening or after closing. */
  /**
   * Not now: before opening, after closing, or paused by the staff (branch-pause.ts; opensAt is then
   * the pause's end, null for a pause until reopened).
   */
  | { state: 'closed'; reason: 'beforeOpening' | 'afterClosing' | 'paused'; opensAt: LocalMoment | null }
  /** Today is a day off (or has no hours); opensAt is null when no day of the next week has hours. */
  | { state: 'dayOff'; reason: 'dayOff' | 'noHours'; opensAt: LocalMoment | null };

/** How many days ahead the next opening is looked for. */
const LOOKAHEAD_DAYS = 8;

/**
 * Whether the branch is open for orders of `type` at `instant` (epoch ms), on the wall clock of
 * `timeZone` (the branch's city: timeZoneOf), and when it opens next if not.
 */
export function openingAt(
  branch: BranchHours,
  type: WorkHoursType,
  instant: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): Opening {
  const pause = pauseAt(branch.pauses, type, instant);
  if (pause) {
    if (pause.until === null) return { state: 'closed', reason: 'paused', opensAt: null };
    // Opens when the pause ends if the hours are open then, else at the hours' next opening.
    const ends = Date.parse(pause.until);
    const after = openingAt({ ...branch, pauses: [] }, type, ends, timeZone);
    const opensAt = after.state === 'open' ? momentOf(ends, timeZone) : after.opensAt;
    return { state: 'closed', reason: 'paused', opensAt };
  }
  const today = localDateTime(instant, timeZone).day;
  let opensAt: LocalMoment | null = null;
  let todayInterval: OpenInterval | null = null;
  // Yesterday first: its hours may run past midnight into today.
  for (let day = today - 1; day <= today + LOOKAHEAD_DAYS; day++) {
    const hours = serviceHoursOn(branch, type, weekNameOfDay(day));
    if (hours.kind !== 'hours') continue;
    const interval = intervalOn(day, hours, timeZone);
    if (interval.from <= instant && instant < interval.to) {
      return { state: 'open', closesAt: momentOf(interval.to, timeZone) };
    }
    if (day === today) todayInterval = interval;
    if (!opensAt && interval.from > instant) opensAt = momentOf(interval.from, timeZone);
  }
  if (!todayInterval) {
    const hours = serviceHoursOn(branch, type, weekNameOfDay(today));
    return { state: 'dayOff', reason: hours.kind === 'dayOff' ? 'dayOff' : 'noHours', opensAt };
  }
  const reason = instant < todayInterval.from ? 'beforeOpening' : 'afterClosing';
  return { state: 'closed', reason, opensAt };
}
