/**
 * An order must fall inside the branch's hours of its service (contract/service-hours.ts): a "now"
 * order while the branch is open, a scheduled one at a time the branch is open on its day. The hours
 * are read on the branch city's clock (City.timeZone), whatever the server's zone. Dine-in orders are
 * not checked: the customer is sitting at the table.
 */
import { timeZoneOf, type Branch, type ServiceType } from '../../contract/index.ts';
import { localDateTime } from '../../contract/merchant-time.ts';
import { hoursTypeOf, openingAt, type LocalMoment } from '../../contract/service-hours.ts';
import { ApiError } from '../base/api-error.ts';
import { messages, type LocalizedMessage } from '../base/error-messages.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { namesOf } from '../base/localized-names.ts';

/** "02.03.2026", the spec's date format (section 9). */
const dottedDate = (date: string) => date.split('-').reverse().join('.');

/** "today at 10:00", "tomorrow at 10:00" or "on 04.03.2026 at 10:00", seen from `now`. */
export function opensText(opens: LocalMoment, now: number, timeZone: string): LocalizedMessage {
  const days = localDateTime(opens.at, timeZone).day - localDateTime(now, timeZone).day;
  const date = dottedDate(opens.date);
  if (days === 0)
    return {
      ru: `сегодня в ${opens.time}`,
      uz: `bugun soat ${opens.time} da`,
      eng: `today at ${opens.time}`,
    };
  if (days === 1)
    return {
      ru: `завтра в ${opens.time}`,
      uz: `ertaga soat ${opens.time} da`,
      eng: `tomorrow at ${opens.time}`,
    };
  return {
    ru: `${date} в ${opens.time}`,
    uz: `${date} soat ${opens.time} da`,
    eng: `on ${date} at ${opens.time}`,
  };
}

/**
 * @param deliveryAt the scheduled time (already checked to lie ahead), or null for a "now" order
 * @throws ApiError 400 BRANCH_CLOSED (now, outside the hours), BRANCH_HOLIDAY (now, or the scheduled
 * day, is a day off) or OUTSIDE_BRANCH_HOURS (a scheduled time outside the day's hours)
 */
export function checkBranchHours(
  tenant: Tenant,
  branch: Branch,
  serviceType: ServiceType,
  now: number,
  deliveryAt: string | null,
): void {
  if (serviceType === 'DINE_IN') return;
  const type = hoursTypeOf(serviceType);
  const timeZone = timeZoneOf(branch.cityId, tenant.data.cities.items);
  const name = namesOf(branch.name);
  const at = deliveryAt === null ? now : Date.parse(deliveryAt);
  const opening = openingAt(branch, type, at, timeZone);
  if (opening.state === 'open') return;
  if (deliveryAt !== null) {
    const local = localDateTime(at, timeZone);
    if (opening.state === 'dayOff') {
      throw new ApiError(400, 'BRANCH_HOLIDAY', messages.scheduledOnHoliday(name, dottedDate(local.date)));
    }
    throw new ApiError(
      400,
      'OUTSIDE_BRANCH_HOURS',
      messages.scheduledOutsideHours(name, `${local.time} ${dottedDate(local.date)}`),
    );
  }
  const opens = opening.opensAt ? opensText(opening.opensAt, now, timeZone) : null;
  if (opening.state === 'dayOff') throw new ApiError(400, 'BRANCH_HOLIDAY', messages.holiday(name, opens));
  throw new ApiError(400, 'BRANCH_CLOSED', messages.branchClosedNow(name, opens));
}
