/**
 * The places of a branch customers may reserve (bookingActive), kept in the branch's `bookingPlaces`.
 * Branch (start-up code every page loads) keeps the key as a loose one; the fixture files check it
 * with this schema, and the reservation screens read it with bookingPlacesOf, so its schema
 * downloads with them. The reservations themselves and their calls are reservations.ts.
 */
import { z } from 'zod';
import { Id, LocalizedText } from './primitives.ts';

export const RESERVATION_MAX_CHAIRS = 500;

/** A table (one party) or a hall (several parties until its chairs are taken). */
export const BookingPlaceKind = z.enum(['TABLE', 'HALL']);
export type BookingPlaceKind = z.infer<typeof BookingPlaceKind>;

/** A place of a branch that can be reserved, kept in the branch's `bookingPlaces`. */
export const BookingPlace = z.object({
  id: Id,
  kind: BookingPlaceKind,
  name: LocalizedText,
  /** How many chairs it seats. */
  capacity: z.number().int().positive().max(RESERVATION_MAX_CHAIRS),
});
export type BookingPlace = z.infer<typeof BookingPlace>;

/** A branch's bookable places; ids are unique within the branch. */
export const BookingPlaces = z.array(BookingPlace).superRefine((places, ctx) => {
  const seen = new Set<number>();
  places.forEach((place, index) => {
    if (seen.has(place.id)) {
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `place id ${place.id} is used twice` });
    }
    seen.add(place.id);
  });
});

/** The bookable places of a branch as the API sends it; none when the key is missing or broken. */
export function bookingPlacesOf(branch: Readonly<Record<string, unknown>>): BookingPlace[] {
  const parsed = BookingPlaces.safeParse(branch['bookingPlaces'] ?? []);
  return parsed.success ? parsed.data : [];
}
