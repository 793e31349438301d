/**
 * Every implemented endpoint handler. Later phases add their maps here (orders, favourites...);
 * endpoints missing from this map answer 501.
 */
import { accountHandlers } from '../accounts/account-handlers.ts';
import { addressHandlers } from '../places/address-handlers.ts';
import type { Handlers } from './api-types.ts';
import { botHandlers } from '../telegram/bot-handlers.ts';
import { deliveryHandlers } from '../deliveries/delivery-handlers.ts';
import { devHandlers } from '../dev/dev-handlers.ts';
import { favouriteHandlers } from '../catalogue/favourite-handlers.ts';
import { geocodeHandlers } from '../maps/geocode-handlers.ts';
import { orderHandlers } from '../orders/order-handlers.ts';
import { cancelHandlers } from '../orders/cancel-handler.ts';
import { reviewHandlers } from '../reviews/review-handlers.ts';
import { notificationHandlers } from '../notifications/notification-handlers.ts';
import { promoHandlers } from '../orders/promo-handlers.ts';
import { checkoutHandlers } from '../payments/checkout-handler.ts';
import { cardHandlers } from '../payments/cards/card-handlers.ts';
import { clickInvoiceHandlers } from '../payments/click/click-invoices.ts';
import { readHandlers } from '../catalogue/read-handlers.ts';
import { userImageHandlers } from '../accounts/user-image-handlers.ts';
import { reservationHandlers } from '../reservations/reservation-handlers.ts';
import { vacancyHandlers } from '../vacancies/vacancy-handlers.ts';
import { waiterCallHandlers } from '../orders/waiter-call-handlers.ts';

export const handlers: Handlers = {
  ...readHandlers,
  ...accountHandlers,
  ...addressHandlers,
  ...botHandlers,
  ...orderHandlers,
  ...promoHandlers,
  ...deliveryHandlers,
  ...favouriteHandlers,
  ...devHandlers,
  ...userImageHandlers,
  ...geocodeHandlers,
  ...checkoutHandlers,
  ...cardHandlers,
  ...clickInvoiceHandlers,
  ...cancelHandlers,
  // After readHandlers: its grades answer from memory (reviews/grades-cache.ts).
  ...reviewHandlers,
  ...notificationHandlers,
  ...reservationHandlers,
  ...waiterCallHandlers,
  ...vacancyHandlers,
};
