/**
 * The clock of the browser-test server. Tests place "now" orders, which the server refuses outside the
 * branch's hours, and the demo branches keep real hours (Tashkent and Almaty time, UTC+5). So the
 * suite's server runs its clock ahead (`--clock-shift`) into an afternoon when every demo branch is
 * open; the storefront follows the server's clock through the Date header (src/core/server-clock.ts).
 * Only ever ahead, and by less than a day: Telegram init data the tests sign with the machine's clock
 * then looks a few hours old to the server, never from the future.
 */

const UTC_OFFSET_MS = 5 * 3_600_000;
/** Local hours in which every demo branch is open (the earliest closes at 22:00, the latest opens at 11:00). */
const OPEN_FROM_HOUR = 12;
const OPEN_UNTIL_HOUR = 18;
/** Where a moved clock lands: early in the window, so a long suite stays inside it. */
const LAND_AT = { hour: 12, minute: 30 };

/** Milliseconds to move the clock from `now` into the window (0 when already inside). */
export function clockShiftInto(now: number): number {
  const local = new Date(now + UTC_OFFSET_MS);
  const hour = local.getUTCHours() + local.getUTCMinutes() / 60;
  if (hour >= OPEN_FROM_HOUR && hour < OPEN_UNTIL_HOUR) return 0;
  const landing = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() + (hour >= OPEN_UNTIL_HOUR ? 1 : 0),
    LAND_AT.hour,
    LAND_AT.minute,
  );
  return landing - UTC_OFFSET_MS - now;
}

/**
 * The shift of this run, decided once by the runner and inherited by its workers through the
 * environment (each worker loads the config again, later).
 */
export function suiteClockShiftMs(): number {
  process.env.E2E_CLOCK_SHIFT_MS ??= String(clockShiftInto(Date.now()));
  return Number(process.env.E2E_CLOCK_SHIFT_MS);
}

/** Now, by the suite server's clock. */
export const suiteNow = (): number => Date.now() + suiteClockShiftMs();
