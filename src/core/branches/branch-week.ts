/**
 * A branch's working schedule for the detail drawer: the seven days of one kind of hours, Monday
 * first (the spec names the days MONDAY…SUNDAY), each open with its hours, a day off, or without
 * hours (closed, spec section 4).
 */
import { WeekName, type Branch, type WorkHoursType } from '../../contract/index.ts';
import { weekNameOf } from './branch-day.ts';

/** The contract's weekday enum lists Monday first. */
export const WEEK_FROM_MONDAY: readonly WeekName[] = WeekName.options;

export interface ScheduleDay {
  day: WeekName;
  isToday: boolean;
  /** open: with hours when both ends are known; dayOff: isDayOff; none: no hours for that day. */
  state:
    { kind: 'open'; hours: { open: string; close: string } | null } | { kind: 'dayOff' } | { kind: 'none' };
}

export function weekSchedule(
  branch: Pick<Branch, 'workHours'>,
  type: WorkHoursType,
  now: Date,
): ScheduleDay[] {
  const hours = branch.workHours.find((w) => w.type === type)?.hours ?? {};
  const today = weekNameOf(now);
  return WEEK_FROM_MONDAY.map((day) => {
    const entry = hours[day];
    const state: ScheduleDay['state'] = !entry
      ? { kind: 'none' }
      : entry.isDayOff
        ? { kind: 'dayOff' }
        : {
            kind: 'open',
            hours: entry.open && entry.close ? { open: entry.open, close: entry.close } : null,
          };
    return { day, isToday: day === today, state };
  });
}

/**
 * Which hours the branches page shows for a branch, which no service frames: its own working hours
 * (WORK) when the back office keeps them, else the pickup hours (what a visitor comes for), else the
 * dine-in, else the delivery hours. Pickup screens always show PICK_UP (spec section 2).
 */
export function visitHoursType(branch: Pick<Branch, 'workHours'>): WorkHoursType {
  const order: readonly WorkHoursType[] = ['WORK', 'PICK_UP', 'DINE_IN', 'DELIVERY'];
  return order.find((type) => branch.workHours.some((w) => w.type === type)) ?? 'PICK_UP';
}

/**
 * A `tel:` address for a phone as the back office typed it ("+998 71 200-11-01"): the digits and a
 * leading plus only, so every dialler reads it. Null when nothing diallable is left.
 */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * "10:00–23:00", kept in this order in right-to-left text too: Arabic reads the opening time first as
 * well, but the bidi algorithm would swap the two ends, so there it is wrapped in a left-to-right
 * isolate (invisible). Left-to-right text needs nothing.
 */
export const hoursRange = (hours: { open: string; close: string }, direction: 'ltr' | 'rtl'): string =>
  direction === 'rtl' ? `\u2066${hours.open}–${hours.close}\u2069` : `${hours.open}–${hours.close}`;
