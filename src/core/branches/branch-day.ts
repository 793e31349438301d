/**
 * A branch's day (spec section 4): a branch is closed when today's hours of the kind asked for
 * (PICK_UP for pickup, DINE_IN for dine-in) say isDayOff, or when it has no hours for today at all.
 * Only the day counts, not the time of day: the spec closes a branch for the day, and an order
 * placed before opening is simply prepared once it opens.
 *
 * "Today" is the customer's local day (the storefront and its merchant share a city).
 *
 * A service the staff paused (contract/branch-pause.ts) is closed too while the pause holds: the
 * branch cannot be chosen, and says so, until the pause ends or the staff reopen it.
 */
import { pauseAt, WeekName, type Branch, type WorkHoursType } from '../../contract/index.ts';

/** Date#getDay() order: Sunday first (the contract's enum lists Monday first). */
const WEEK: readonly WeekName[] = ['SUNDAY', ...WeekName.options.filter((day) => day !== 'SUNDAY')];

export const weekNameOf = (date: Date): WeekName => WEEK[date.getDay()] ?? 'MONDAY';

export type BranchDay =
  /** Open today; hours when both ends are known ("10:00", "23:00"). */
  | { open: true; hours: { open: string; close: string } | null }
  /** Closed today: a day off, or no hours at all for today; or paused by the staff now. */
  | { open: false; reason: 'dayOff' | 'noHours' | 'paused' };

type DayFields = Pick<Branch, 'workHours'> & Partial<Pick<Branch, 'pauses'>>;

export function branchDay(branch: DayFields, type: WorkHoursType, now: Date): BranchDay {
  if (pauseAt(branch.pauses, type, now.getTime())) return { open: false, reason: 'paused' };
  const day = branch.workHours.find((w) => w.type === type)?.hours[weekNameOf(now)];
  if (!day) return { open: false, reason: 'noHours' };
  if (day.isDayOff) return { open: false, reason: 'dayOff' };
  return { open: true, hours: day.open && day.close ? { open: day.open, close: day.close } : null };
}

export const isOpenToday = (branch: DayFields, type: WorkHoursType, now: Date): boolean =>
  branchDay(branch, type, now).open;
