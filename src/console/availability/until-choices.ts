/**
 * The ends staff pick for a stop or a pause, as instants (null: until turned back or reopened), from
 * the server's clock (core/server-clock.ts: every answer's Date header), not the device's: the
 * server refuses an end it finds already past, and a tablet's clock may be wrong.
 */
import { serverDate, serverNow } from '../../core/server-clock.ts';
import type { TextKey } from '../i18n/texts.ts';

export type StopUntil = 'hour' | 'endOfDay' | 'manual';

export const STOP_UNTIL_CHOICES: readonly { value: StopUntil; label: TextKey }[] = [
  { value: 'hour', label: 'until.hour' },
  { value: 'endOfDay', label: 'until.endOfDay' },
  { value: 'manual', label: 'until.manual' },
];

/** The end of a stop picked now. End of day: the device's midnight (the kitchen's own day). */
export function stopUntilOf(choice: StopUntil, now: Date = serverDate()): string | null {
  if (choice === 'manual') return null;
  if (choice === 'hour') return new Date(now.getTime() + 3_600_000).toISOString();
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return midnight.toISOString();
}

/** The pauses a branch may take, in minutes (null: until reopened). */
export const PAUSE_MINUTES = [15, 30, 60, null] as const;

export const pauseUntilOf = (minutes: number | null, now: number = serverNow()): string | null =>
  minutes === null ? null : new Date(now + minutes * 60_000).toISOString();
