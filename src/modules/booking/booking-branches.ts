/**
 * Which branches and places the reservation form offers, and how the list orders reservations. Pure,
 * so the rules are tested apart from the screens.
 */
import { bookingPlacesOf } from '../../contract/booking-place.ts';
import type { Branch } from '../../contract/branch.ts';
import type { Reservation } from '../../contract/reservations.ts';

/** Branches that take reservations now: active, not deleted, bookingEnabled, with a place to book. */
export const bookableBranches = (branches: readonly Branch[]): Branch[] =>
  branches.filter(
    (b) => b.isActive && !b.deleted && b.settings.bookingEnabled && bookingPlacesOf(b).length > 0,
  );

/** The chairs to ask for, kept within 1..capacity when the place changes. */
export const chairsWithin = (chairs: number, capacity: number): number =>
  Math.min(Math.max(1, Math.round(chairs)), Math.max(1, capacity));

/**
 * The list's two parts: coming reservations (soonest first), then the rest (started, past or
 * cancelled; latest first).
 */
export function splitReservations(
  reservations: readonly Reservation[],
  now: number,
): { coming: Reservation[]; past: Reservation[] } {
  const coming = reservations
    .filter((r) => r.status === 'BOOKED' && Date.parse(r.time) > now)
    .sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  const past = reservations
    .filter((r) => !coming.includes(r))
    .sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
  return { coming, past };
}
