/**
 * The time zone of a city (City.timeZone, an IANA name), read by the contract's City schema and by
 * every screen that shows an order's time. The merchant's wall clock built on it is merchant-time.ts,
 * kept apart so the pages that only name a zone do not download the clock arithmetic.
 *
 * Decision: the time zone belongs to the city; a city without one is in DEFAULT_TIME_ZONE.
 */
import { z } from 'zod';

/** The zone of a city that names none. */
export const DEFAULT_TIME_ZONE = 'Asia/Tashkent';

/** Whether the runtime knows an IANA time zone name ("Asia/Almaty"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const TimeZone = z
  .string()
  .refine(isTimeZone, 'expected an IANA time zone such as Asia/Tashkent or Asia/Almaty');

/** The time zone of a city (by id) from a list of cities; DEFAULT_TIME_ZONE when it names none. */
export function timeZoneOf(
  cityId: number | null | undefined,
  cities: readonly { id: number; timeZone?: string | null }[],
): string {
  return cities.find((c) => c.id === cityId)?.timeZone ?? DEFAULT_TIME_ZONE;
}
