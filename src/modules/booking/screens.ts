/**
 * Both reservation screens in one download: a customer who opens the list usually
 * goes on to the form, and one chunk instead of several keeps the start-up code's list of chunks short.
 */
export { default as ReservationsPage } from './reservations-page.tsx';
export { default as NewReservationPage } from './new-reservation-page.tsx';
