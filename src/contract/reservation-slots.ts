/**
 * When a place may be reserved (the rules of reservations.ts in code), shared by the storefront (the
 * times the form offers) and the reference server (what it refuses), so both read the hours alike.
 * Kept out of the contract's index: only the reservation screens and the server load it.
 */
import type { Branch } from './branch.ts';
import type { WorkHoursType } from './enums.ts';
import {
  clockOf,
  dateOfDay,
  dayOfDate,
  instantAt,
  localDateTime,
  minutesOf,
  weekNameOfDay,
} from './merchant-time.ts';
import {
  RESERVATION_DAYS_AHEAD,
  RESERVATION_LAST_START_MINUTES,
  RESERVATION_LENGTH_MINUTES,
  RESERVATION_SLOT_MINUTES,
} from './reservations.ts';
import { intervalOn, openingAt, serviceHoursOn, type BranchHours } from './service-hours.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Which hours a reservation keeps: the dine-in hours, else the branch's working hours. */
export const reservationHoursType = (branch: Pick<Branch, 'workHours'>): WorkHoursType =>
  branch.workHours.some((w) => w.type === 'DINE_IN') ? 'DINE_IN' : 'WORK';

/** The instants a reservation made for a wall-clock date and time holds its place: [start, end). */
export function reservationSlot(
  date: string,
  clock: string,
  timeZone: string,
): { start: number; end: number } {
  const start = instantAt(dayOfDate(date), minutesOf(clock), timeZone);
  return { start, end: start + RESERVATION_LENGTH_MINUTES * MINUTE_MS };
}

export type SlotTimeProblem = 'past' | 'tooFar' | 'outsideHours';

/** What is wrong with a start (epoch ms) for the branch, or null: in the future, near enough, in hours. */
export function slotTimeProblem(
  branch: BranchHours,
  start: number,
  now: number,
  timeZone: string,
): SlotTimeProblem | null {
  if (start <= now) return 'past';
  if (start - now > RESERVATION_DAYS_AHEAD * DAY_MS) return 'tooFar';
  const opening = openingAt(branch, reservationHoursType(branch), start, timeZone);
  if (opening.state !== 'open') return 'outsideHours';
  // The last start leaves the guests an hour before closing.
  return start > opening.closesAt.at - RESERVATION_LAST_START_MINUTES * MINUTE_MS ? 'outsideHours' : null;
}

/**
 * The times ("HH:mm", every RESERVATION_SLOT_MINUTES) the branch takes reservations on a date: the
 * same rule as slotTimeProblem, read from the day's opening intervals (and the night before's, which
 * may run past midnight) rather than by asking openingAt for each time, which a month of dates makes
 * slow on a phone. A test holds the two to the same answers.
 */
export function reservationTimes(branch: BranchHours, date: string, now: number, timeZone: string): string[] {
  const day = dayOfDate(date);
  const type = reservationHoursType(branch);
  const intervals = [day - 1, day].flatMap((d) => {
    const hours = serviceHoursOn(branch, type, weekNameOfDay(d));
    return hours.kind === 'hours' ? [intervalOn(d, hours, timeZone)] : [];
  });
  const latest = now + RESERVATION_DAYS_AHEAD * DAY_MS;
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += RESERVATION_SLOT_MINUTES) {
    const start = instantAt(day, minutes, timeZone);
    if (start <= now || start > latest) continue;
    const inHours = intervals.some(
      (i) => i.from <= start && start <= i.to - RESERVATION_LAST_START_MINUTES * MINUTE_MS,
    );
    if (inHours) times.push(clockOf(minutes));
  }
  return times;
}

/** The dates ("YYYY-MM-DD", from today) on which the branch takes reservations at some time. */
export function reservationDates(branch: BranchHours, now: number, timeZone: string): string[] {
  const today = localDateTime(now, timeZone).day;
  const dates: string[] = [];
  for (let day = today; day <= today + RESERVATION_DAYS_AHEAD; day++) {
    const date = dateOfDay(day);
    if (reservationTimes(branch, date, now, timeZone).length > 0) dates.push(date);
  }
  return dates;
}
