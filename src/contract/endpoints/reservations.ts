/**
 * Table reservations, a screen loaded on demand (index.ts): the customer's reservations, making one
 * and cancelling it. Their paths are this contract's decision (reservations.ts says what is checked).
 */
import { z } from 'zod';
import { Reservation, ReservationRequest } from '../reservations.ts';
import { def } from './define.ts';

export const reservationEndpoints = {
  reservations: def({
    method: 'GET',
    path: '/users/v1/reservations/WITH_TOKEN',
    response: z.array(Reservation),
    summary: "The customer's reservations, the next one first, then past and cancelled ones",
  }),
  reservationCreate: def({
    method: 'POST',
    path: '/users/v1/reservations/WITH_TOKEN',
    body: ReservationRequest,
    response: Reservation,
    // Refusals: RESERVATION_IN_PAST, RESERVATION_TOO_FAR, RESERVATION_OUTSIDE_HOURS,
    // RESERVATION_OVER_CAPACITY, RESERVATION_PLACE_TAKEN, BOOKING_NOT_AVAILABLE.
    summary: 'Reserve a place of a branch',
  }),
  reservationCancel: def({
    method: 'POST',
    path: '/users/v1/reservations/{id}/cancel/WITH_TOKEN',
    response: Reservation,
    summary: 'Cancel an own reservation (again: answered as it is)',
  }),
} as const;
