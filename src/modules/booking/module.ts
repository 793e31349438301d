import type { ComponentType } from 'react';
import { messagesOf } from '../../core/i18n/module-messages.ts';
import { defineModule, type ComponentLoader } from '../../core/registry/define-module.ts';

type Screens = typeof import('./screens.ts');

/** One of the screens (screens.ts: both come in one download). */
const screenOf =
  (pick: (screens: Screens) => ComponentType): ComponentLoader =>
  () =>
    import('./screens.ts').then((screens) => ({ default: pick(screens) }));

/**
 * Table reservations (bookingActive): the customer's reservations at /profile/reservations (cancel
 * one that has not started) and a new one at /profile/reservations/new: branch (those with
 * bookingEnabled and places), place (table or hall), chairs, date and time inside the branch's hours
 * on its own clock, name and phone filled in from the profile. Signed-in customers only.
 *
 * Decision: spec section 2 names no reservation routes; they sit under the profile, beside the
 * orders, and the profile shows their entry once the route exists. Texts download with the screens.
 */
export default defineModule({
  id: 'booking',
  owns: ['bookingActive'],
  enabled: (s) => s.bookingActive,
  routes: [
    {
      name: 'profile-reservations',
      path: '/profile/reservations',
      layout: 'default',
      load: screenOf((s) => s.ReservationsPage),
    },
    {
      name: 'profile-reservations-new',
      path: '/profile/reservations/new',
      layout: 'default',
      load: screenOf((s) => s.NewReservationPage),
    },
  ],
  messages: messagesOf(import.meta.glob('./i18n/*.json')),
  messagesWithScreens: true,
});
