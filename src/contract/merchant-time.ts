/**
 * The merchant's wall clock: which day and time it is where the branches are, whatever the time zone
 * of the customer's phone or of the server. Shared by the storefront (the "when" choice, "closed,
 * opens at ...") and the reference server (an order outside the hours is refused), so both read the
 * same hours the same way.
 *
 * Decision: the time zone belongs to the city (City.timeZone, an IANA name); a city without one is in
 * DEFAULT_TIME_ZONE. Tashkent, Samarkand and (since March 2024) all of Kazakhstan, Almaty included,
 * are UTC+5 without daylight saving. Intl does the conversion, so a zone with daylight saving works
 * too: a wall time that does not exist (the spring gap) moves forward with the clock.
 */
import type { WeekName } from './enums.ts';
import { DEFAULT_TIME_ZONE } from './time-zone.ts';

// The city's time zone (time-zone.ts) is part of the contract every page loads; the wall clock below
// is reached by the screens and server code that need it, from this file.
export { DEFAULT_TIME_ZONE, isTimeZone, TimeZone, timeZoneOf } from './time-zone.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
export const MINUTES_PER_DAY = 1440;

/** 1970-01-01, day 0, was a Thursday. */
const WEEK_FROM_THURSDAY: readonly WeekName[] = [
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
];

/** The weekday of a day number (days since 1970-01-01). */
export const weekNameOfDay = (day: number): WeekName => WEEK_FROM_THURSDAY[((day % 7) + 7) % 7] as WeekName;

const pad = (value: number) => String(value).padStart(2, '0');

/** "2026-03-02" of a day number. */
export function dateOfDay(day: number): string {
  const at = new Date(day * DAY_MS);
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

/** "HH:mm" of minutes after midnight (wrapped into one day). */
export const clockOf = (minutes: number): string => {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
};

/** Minutes after midnight of "HH:mm". */
export function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** A moment on the merchant's wall clock. */
export interface LocalDateTime {
  /** Days since 1970-01-01 of the local date (for arithmetic on days). */
  day: number;
  /** The local date, "2026-03-02". */
  date: string;
  /** Minutes after local midnight. */
  minutes: number;
  /** The local time, "HH:mm". */
  time: string;
  weekday: WeekName;
}

// Building a DateTimeFormat is slow; one per zone is kept.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of an instant, read as if it were UTC (epoch ms, seconds dropped). */
function wallAsUtc(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    (parts.hour ?? 0) % 24,
    parts.minute ?? 0,
  );
}

/** How far the zone's wall clock is ahead of UTC at an instant, in minutes (+300 in Tashkent). */
export function zoneOffsetMinutes(instant: number, timeZone: string = DEFAULT_TIME_ZONE): number {
  const whole = Math.floor(instant / MINUTE_MS) * MINUTE_MS;
  return Math.round((wallAsUtc(whole, timeZone) - whole) / MINUTE_MS);
}

/** An instant (epoch ms) on the merchant's wall clock. */
export function localDateTime(instant: number, timeZone: string = DEFAULT_TIME_ZONE): LocalDateTime {
  const wall = wallAsUtc(instant, timeZone);
  const day = Math.floor(wall / DAY_MS);
  const minutes = Math.round((wall - day * DAY_MS) / MINUTE_MS);
  return { day, date: dateOfDay(day), minutes, time: clockOf(minutes), weekday: weekNameOfDay(day) };
}

/**
 * The instant of a wall time: `minutes` after the local midnight of `day` (minutes may run past 1440
 * into the next days). Found in two passes, since the offset depends on the instant.
 */
export function instantAt(day: number, minutes: number, timeZone: string = DEFAULT_TIME_ZONE): number {
  const wall = day * DAY_MS + minutes * MINUTE_MS;
  const guess = wall - zoneOffsetMinutes(wall, timeZone) * MINUTE_MS;
  return wall - zoneOffsetMinutes(guess, timeZone) * MINUTE_MS;
}

/** The day number of "YYYY-MM-DD". */
export const dayOfDate = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** An instant as ISO 8601 with the zone's offset: "2026-03-02T10:00:00+05:00". */
export function isoWithOffset(instant: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  const offset = zoneOffsetMinutes(instant, timeZone);
  const local = new Date(Math.floor(instant / 1000) * 1000 + offset * MINUTE_MS).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
