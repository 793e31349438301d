/**
 * The order's timing as stored: "now" keeps none; a set time keeps its start (deliveryAt, already
 * checked to lie ahead and inside the hours) as the merchant's day and time; "later" also keeps the
 * window's end as day2 and time2.
 *
 * Decision ("later", which the spec names without rules; the storefront's when-offer.ts offers the
 * same): a window from deliveryAt to day2/time2 on the branch city's clock. Its end comes after its
 * start and no later than the close of the stretch of hours the start is in (so the whole window is
 * inside the working hours, a night past midnight included; ending at the closing minute is taken).
 * The start lying ahead makes the whole window so. Day and time are written from deliveryAt, day2
 * and time2 from the end as the clock reads it, so what staff see is what was checked, whatever the
 * client wrote. Dine-in has no window (the guest is at the table): its day2/time2 are dropped.
 */
import { ClockTime, DateOnly, timeZoneOf, type Branch, type ServiceType } from '../../contract/index.ts';
import { dayOfDate, instantAt, localDateTime, minutesOf } from '../../contract/merchant-time.ts';
import { hoursTypeOf, openingAt } from '../../contract/service-hours.ts';
import { ApiError } from '../base/api-error.ts';
import { messages } from '../base/error-messages.ts';
import { namesOf } from '../base/localized-names.ts';
import type { Tenant } from '../tenants/load-tenants.ts';

export interface OrderTiming {
  later: boolean;
  day: string | null;
  time: string | null;
  day2: string | null;
  time2: string | null;
}

const NOW: OrderTiming = { later: false, day: null, time: null, day2: null, time2: null };

/**
 * @param deliveryAt the checked start of a scheduled order, or null for "now"
 * @param end the request's day2 and time2
 * @throws ApiError 400 DELIVERY_WINDOW_INVALID (half an end, one the clock cannot read, or an end not
 * after the start) or DELIVERY_WINDOW_OUTSIDE_HOURS (an end after the branch closes)
 */
export function orderTiming(
  tenant: Tenant,
  branch: Branch,
  serviceType: ServiceType,
  deliveryAt: string | null,
  end: { day2?: string | null; time2?: string | null },
): OrderTiming {
  if (deliveryAt === null) return NOW;
  const timeZone = timeZoneOf(branch.cityId, tenant.data.cities.items);
  const startAt = Date.parse(deliveryAt);
  const start = localDateTime(startAt, timeZone);
  const setTime = { ...NOW, later: true, day: start.date, time: start.time };
  if ((!end.day2 && !end.time2) || serviceType === 'DINE_IN') return setTime;

  const day2 = DateOnly.safeParse(end.day2);
  const time2 = ClockTime.safeParse(end.time2);
  const invalid = () =>
    new ApiError(400, 'DELIVERY_WINDOW_INVALID', messages.windowInvalid(), {}, { field: 'time2' });
  if (!day2.success || !time2.success) throw invalid();
  const endAt = instantAt(dayOfDate(day2.data), minutesOf(time2.data), timeZone);
  if (!(endAt > startAt)) throw invalid();
  const opening = openingAt(branch, hoursTypeOf(serviceType), startAt, timeZone);
  // The start was found open (order-hours.ts); a closed answer here is not expected, but is refused.
  if (opening.state !== 'open' || endAt > opening.closesAt.at) {
    const closes = opening.state === 'open' ? opening.closesAt.time : start.time;
    throw new ApiError(
      400,
      'DELIVERY_WINDOW_OUTSIDE_HOURS',
      messages.windowOutsideHours(namesOf(branch.name), closes),
      {},
      { field: 'time2' },
    );
  }
  const until = localDateTime(endAt, timeZone);
  return { ...setTime, day2: until.date, time2: until.time };
}
