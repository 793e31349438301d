/**
 * A branch paused by its staff (the console's "pause": a kitchen that is overwhelmed stops taking
 * pickup or delivery orders for a while, or until reopened). The reference server lists a branch's
 * pauses in its answers; the storefront shows a paused service as closed and the server refuses an
 * order for it, both through the hours rule (service-hours.ts: openingAt), so neither can disagree.
 */
import { z } from 'zod';
import { DateTime } from './primitives.ts';

/** The services a branch can pause (dine-in guests are already seated; bookings have their own hours). */
export const PausableService = z.enum(['PICK_UP', 'DELIVERY']);
export type PausableService = z.infer<typeof PausableService>;

export const BranchPause = z.object({
  type: PausableService,
  /** When it ends by itself; null: until the staff reopen the branch. */
  until: DateTime.nullable(),
});
export type BranchPause = z.infer<typeof BranchPause>;

/** The pause of this kind of orders at `instant` (epoch ms), if one holds then. */
export function pauseAt(
  pauses: readonly BranchPause[] | undefined,
  type: string,
  instant: number,
): BranchPause | null {
  return (
    pauses?.find(
      (pause) => pause.type === type && (pause.until === null || Date.parse(pause.until) > instant),
    ) ?? null
  );
}
