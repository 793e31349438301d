/**
 * A branch's day (spec section 4): a branch is closed when today's hours of the kind asked for
 * (PICK_UP for pickup, DINE_IN for dine-in) say isDayOff, or when it has no hours for today at all.
 * Only the day counts, not the time of day: the spec closes a branch for the day, and an order
 * placed before opening is simply prepared once it opens.
 *
 * "Today" is the customer's local day (the storefront and its merchant share a city).
 */
import { WeekName, type Branch, type WorkHoursType } from '../../contract/index.ts';

/** Date#getDay() order: Sunday first (the contract's enum lists Monday first). */
const WEEK: readonly WeekName[] = ['SUNDAY', ...WeekName.options.filter((day) => day !== 'SUNDAY')];

export const weekNameOf = (date: Date): WeekName => WEEK[date.getDay()] ?? 'MONDAY';

export type BranchDay =
  /** Open today; hours when both ends are known ("10:00", "23:00"). */
  | { open: true; hours: { open: string; close: string } | null }
  /** Closed today: a day off, or no hours at all for today. */
  | { open: false; reason: 'dayOff' | 'noHours' };

export function branchDay(branch: Pick<Branch, 'workHours'>, type: WorkHoursType, now: Date): BranchDay {
  const day = branch.workHours.find((w) => w.type === type)?.hours[weekNameOf(now)];
  if (!day) return { open: false, reason: 'noHours' };
  if (day.isDayOff) return { open: false, reason: 'dayOff' };
  return { open: true, hours: day.open && day.close ? { open: day.open, close: day.close } : null };
}

export const isOpenToday = (branch: Pick<Branch, 'workHours'>, type: WorkHoursType, now: Date): boolean =>
  branchDay(branch, type, now).open;
