/**
 * Times on the merchant's clock (spec section 9's formats, dd.mm with HH:mm): an order's set or
 * expected time and its date. Beside format.ts rather than in it: format.ts is part of every page's
 * first download, and only the screens that show an order's time need these (the calendar days of
 * the "when" choice: format-day.ts).
 */
/** Formatters per zone: they are slow to make. */
const wallFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The parts of a moment on a time zone's wall clock, or null for a time that cannot be read. The zone
 * always comes from the contract (a City.timeZone it checked, or its default), so Intl knows it.
 */
function wallOf(input: Date | string | number, timeZone: string): Record<string, string> | null {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return null;
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallFormats.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** A moment as the order's clock shows it: its time ("14:30") and day ("09.06"). */
export interface WallTime {
  time: string;
  /** dd.mm */
  date: string;
}

/**
 * The time and day of a moment on the merchant's wall clock (`timeZone`, an IANA name such as
 * Asia/Tashkent), whatever the viewer's device says: an order for 14:30 in Tashkent reads 14:30 on a
 * phone set to Moscow too. Null for a time that cannot be read.
 */
export function formatWallTime(input: Date | string | number, timeZone: string): WallTime | null {
  const parts = wallOf(input, timeZone);
  return parts && { time: `${parts.hour}:${parts.minute}`, date: `${parts.day}.${parts.month}` };
}

/**
 * dd.mm.yyyy (HH:mm with `withTime`) of a moment on the merchant's wall clock (`timeZone`), as
 * formatDate writes it on the device's: an order placed at 11:50 in Tashkent reads 11:50 in Moscow too.
 */
export function formatDateIn(input: Date | string | number, timeZone: string, withTime = false): string {
  const parts = wallOf(input, timeZone);
  if (!parts) return '';
  const day = `${parts.day}.${parts.month}.${parts.year}`;
  return withTime ? `${day} ${parts.hour}:${parts.minute}` : day;
}
