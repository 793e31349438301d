/**
 * Every route group of the contract's endpoint table: the handlers of each domain, in one list.
 * createApp serves them all; an endpoint no group answers is 501, and two groups answering one
 * endpoint stop the server at start (http/handler-groups.ts).
 */
import { accountHandlers, deleteAccountHandlers } from './accounts/account-handlers.ts';
import { userImageHandlers } from './accounts/user-image-handlers.ts';
import { favouriteHandlers } from './catalogue/favourite-handlers.ts';
import { readHandlers } from './catalogue/read-handlers.ts';
import { deliveryHandlers } from './deliveries/delivery-handlers.ts';
import { devHandlers } from './dev/dev-handlers.ts';
import { geocodeHandlers } from './maps/geocode-handlers.ts';
import { notificationHandlers } from './notifications/notification-handlers.ts';
import { cancelHandlers } from './orders/cancel-handler.ts';
import { orderHandlers } from './orders/order-handlers.ts';
import { promoHandlers } from './orders/promo-handlers.ts';
import { waiterCallHandlers } from './orders/waiter-call-handlers.ts';
import { forgetCardsAtPayme } from './payments/cards/card-access.ts';
import { startRefund } from './payments/refunds.ts';
import { cardHandlers } from './payments/cards/card-handlers.ts';
import { consoleHandlers } from './console/console-handlers.ts';
import { checkoutHandlers } from './payments/checkout-handler.ts';
import { clickInvoiceHandlers } from './payments/click/click-invoices.ts';
import { addressHandlers } from './places/address-handlers.ts';
import { reservationHandlers } from './reservations/reservation-handlers.ts';
import { reviewHandlers } from './reviews/review-handlers.ts';
import { botHandlers } from './telegram/bot-handlers.ts';
import { vacancyHandlers } from './vacancies/vacancy-handlers.ts';
import type { HandlerGroup } from './http/handler-groups.ts';

export const handlerGroups: readonly HandlerGroup[] = [
  { name: 'catalogue', handlers: readHandlers },
  // Accounts and orders stand below payments: what they need of it is passed in here.
  { name: 'accounts', handlers: { ...accountHandlers, ...deleteAccountHandlers(forgetCardsAtPayme) } },
  { name: 'places', handlers: addressHandlers },
  { name: 'telegram', handlers: botHandlers },
  { name: 'orders', handlers: orderHandlers },
  { name: 'promo codes', handlers: promoHandlers },
  { name: 'deliveries', handlers: deliveryHandlers },
  { name: 'favourites', handlers: favouriteHandlers },
  { name: 'development', handlers: devHandlers },
  { name: 'profile pictures', handlers: userImageHandlers },
  { name: 'maps', handlers: geocodeHandlers },
  { name: 'payments', handlers: checkoutHandlers },
  { name: 'saved cards', handlers: cardHandlers },
  { name: 'Click invoices', handlers: clickInvoiceHandlers },
  { name: 'cancelling orders', handlers: cancelHandlers(startRefund) },
  { name: 'reviews', handlers: reviewHandlers },
  { name: 'notifications', handlers: notificationHandlers },
  { name: 'reservations', handlers: reservationHandlers },
  { name: 'waiter calls', handlers: waiterCallHandlers },
  { name: 'vacancies', handlers: vacancyHandlers },
  { name: "the merchant's console", handlers: consoleHandlers },
];
