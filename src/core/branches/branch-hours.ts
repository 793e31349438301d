/**
 * The storefront's one door to the shared hours rules of the contract (merchant-time.ts,
 * service-hours.ts, time-slots.ts), which the reference server applies too: whether a branch takes
 * an order of a service type now, when it opens next, the days and slots a set time may take, and
 * the merchant's wall clock (the time zone of the branch's city). Screens ask here, never the rules
 * themselves, so how the storefront uses them (how many days, which step) is decided in one place.
 */
// Straight from the rule files, not the contract's index: reached through the index, the bundler
// keeps them in the chunk every page loads, though only the checkout uses them.
import type { Branch, City, ServiceType } from '../../contract/index.ts';
import { dayOfDate, localDateTime, timeZoneOf } from '../../contract/merchant-time.ts';
import { hoursTypeOf, openingAt, type LocalMoment, type Opening } from '../../contract/service-hours.ts';
import { timeSlots, type SlotDay, type TimeSlot } from '../../contract/time-slots.ts';

export type { LocalMoment, Opening, SlotDay, TimeSlot };

/**
 * Days after today a set time may be on: a week with today. Decision: the server allows up to its
 * orderScheduleDaysAhead limit (30), but a kitchen plans a week ahead and a longer list only scrolls.
 */
export const SLOT_DAYS_AHEAD = 6;
/** Minutes between two slots (10:00, 10:30...): the spec gives none; half an hour is what kitchens plan in. */
export const SLOT_STEP_MINUTES = 30;
/** The nearest slot is at least this far ahead, so the kitchen has time to cook a set-time order. */
export const SLOT_LEAD_MINUTES = 30;

type HoursOf = Pick<Branch, 'workHours' | 'open' | 'close' | 'deliveryStart' | 'deliveryEnd'>;

/** The time zone the branch's hours are kept in: its city's (Tashkent when the city names none). */
export const branchTimeZone = (
  branch: Pick<Branch, 'cityId'> | null | undefined,
  cities: readonly Pick<City, 'id' | 'timeZone'>[],
): string => timeZoneOf(branch?.cityId ?? null, cities);

/** Whether the branch takes an order of this service type at `now`, and when it opens next if not. */
export const branchOpening = (
  branch: HoursOf,
  serviceType: ServiceType,
  now: number,
  timeZone: string,
): Opening => openingAt(branch, hoursTypeOf(serviceType), now, timeZone);

/** The days (today first) and slots a set time may take at this branch for this service type. */
export const branchSlots = (
  branch: HoursOf,
  serviceType: ServiceType,
  now: number,
  timeZone: string,
): SlotDay[] =>
  timeSlots(branch, hoursTypeOf(serviceType), now, {
    days: SLOT_DAYS_AHEAD,
    stepMinutes: SLOT_STEP_MINUTES,
    leadMinutes: SLOT_LEAD_MINUTES,
    timeZone,
  });

/** How many days after `now`'s date (on the merchant's clock) a date is: 0 today, 1 tomorrow. */
export const daysFromToday = (date: string, now: number, timeZone: string): number =>
  dayOfDate(date) - localDateTime(now, timeZone).day;

/** When a branch that is not open now opens next: the time, the date and how many days from today. */
export interface NextOpening {
  time: string;
  date: string;
  inDays: number;
}

/**
 * For a branch open today but not at this moment (before opening, after closing): when it opens
 * next. Null while it is open, on a day off (the day's own label says so) or with no opening ahead.
 */
export function closedNowUntil(
  branch: HoursOf,
  serviceType: ServiceType,
  now: number,
  timeZone: string,
): NextOpening | null {
  const opening = branchOpening(branch, serviceType, now, timeZone);
  if (opening.state !== 'closed' || !opening.opensAt) return null;
  const { time, date } = opening.opensAt;
  return { time, date, inDays: daysFromToday(date, now, timeZone) };
}
