/**
 * Table reservations (bookingActive): the places a branch books (its tables and halls, with how many
 * chairs each seats) and the customer's reservations. The spec names the entity (branch, place,
 * number of chairs, time) and shows no calls; the paths below are this contract's decision.
 *
 * Rules the server enforces (server/reservations/reservation-rules.ts), written down here for both sides:
 * - the slot is on the branch's wall clock (its city's time zone), in the future and at most
 *   RESERVATION_DAYS_AHEAD days ahead;
 * - it starts inside the branch's DINE_IN hours (WORK when it has none), at least
 *   RESERVATION_LAST_START_MINUTES before closing;
 * - a reservation holds its place for RESERVATION_LENGTH_MINUTES; a TABLE seats one party at a time
 *   (and at most its capacity), a HALL seats parties until its chairs are taken.
 */
import { z } from 'zod';
import { ClockTime, DateOnly, DateTime, Id } from './primitives.ts';
import { RESERVATION_MAX_CHAIRS } from './booking-place.ts';

export const RESERVATION_DAYS_AHEAD = 30;
export const RESERVATION_LENGTH_MINUTES = 120;
export const RESERVATION_LAST_START_MINUTES = 60;
/** Slots offered by the form: every half hour. */
export const RESERVATION_SLOT_MINUTES = 30;
export { BookingPlace, BookingPlaceKind, BookingPlaces, RESERVATION_MAX_CHAIRS } from './booking-place.ts';

export const ReservationStatus = z.enum(['BOOKED', 'CANCELLED']);
export type ReservationStatus = z.infer<typeof ReservationStatus>;

/** What the customer asks for: the slot is a date and a time on the branch's wall clock. */
export const ReservationRequest = z.object({
  branchId: Id,
  placeId: Id,
  chairs: z.number().int().positive().max(RESERVATION_MAX_CHAIRS),
  date: DateOnly,
  time: ClockTime,
  name: z.string(),
  phone: z.string(),
});
export type ReservationRequest = z.infer<typeof ReservationRequest>;

export const Reservation = z.object({
  id: Id,
  branchId: Id,
  placeId: Id,
  chairs: z.number().int().positive(),
  /** The start, with the branch's offset: "2026-03-02T19:00:00+05:00". */
  time: DateTime,
  /** The same start on the branch's wall clock, as the customer chose it. */
  date: DateOnly,
  clock: ClockTime,
  name: z.string(),
  phone: z.string(),
  status: ReservationStatus,
  createdDate: DateTime,
});
export type Reservation = z.infer<typeof Reservation>;
