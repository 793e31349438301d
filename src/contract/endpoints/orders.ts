/**
 * Orders: placing one (now or at a time), its promo code, the history, cancelling and rating, and the
 * delivery side of an order (its price before, its courier after).
 */
import { z } from 'zod';
import {
  Order,
  OrderMerchantSettings,
  OrderRequest,
  OrderSettings,
  TariffRequest,
  TariffResponse,
} from '../commerce.ts';
import { OrderCancelRequest } from '../order-cancel.ts';
import { Courier } from '../people.ts';
import { page } from '../primitives.ts';
import { CustomerPromo, PromoCheckRequest, PromoOffer } from '../promo.ts';
import { OrderReview, OrderReviewAnswer, OrderReviewRequest } from '../reviews.ts';
import { def } from './define.ts';

/** What an Idempotency-Key may look like: a UUID, or any 8-100 printable characters without spaces. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,100}$/;
export const IdempotencyKey = z
  .string()
  .regex(IDEMPOTENCY_KEY_PATTERN, 'expected 8 to 100 printable characters, such as a UUID');
/**
 * Placing an order may carry an Idempotency-Key: the same key with the same body gets the first
 * answer again (a retry after a time-out, a double tap, a reload never makes a second order); the
 * same key with another body is 422 IDEMPOTENCY_KEY_REUSED.
 */
const OrderCreateHeaders = z.object({ 'Idempotency-Key': IdempotencyKey.optional() });

export const orderEndpoints = {
  orders: def({
    method: 'GET',
    path: '/orders/v1/orders/user/{userId}/WITH_TOKEN',
    query: z.object({
      size: z.coerce.number().int().default(10),
      page: z.coerce.number().int().default(0),
      onlyArchive: z.stringbool().optional(),
    }),
    response: page(Order),
    summary: 'Order history, 10 a page, zero-based',
  }),
  activeOrders: def({
    method: 'GET',
    path: '/orders/v1/orders/user/{userId}/active/WITH_TOKEN',
    response: z.array(Order),
    summary: 'Active orders',
  }),
  orderById: def({
    method: 'GET',
    path: '/orders/v1/orders/{id}/WITH_TOKEN',
    response: Order,
    summary: 'One order',
  }),
  // Cancel and review paths are this contract's: the spec names the features, not their calls.
  orderCancel: def({
    method: 'POST',
    path: '/orders/v1/orders/{id}/cancel/WITH_TOKEN',
    body: OrderCancelRequest,
    response: Order,
    summary: 'Cancel an order, with a reason',
  }),
  orderReview: def({
    method: 'GET',
    path: '/orders/v1/orders/{id}/review/WITH_TOKEN',
    response: OrderReviewAnswer,
    summary: 'Review of an order',
  }),
  orderReviewSave: def({
    method: 'PUT',
    path: '/orders/v1/orders/{id}/review/WITH_TOKEN',
    body: OrderReviewRequest,
    response: OrderReview,
    summary: 'Rate a done order and its products',
  }),
  orderSettings: def({
    method: 'GET',
    path: '/orders/v1/order/setting/{id}/WITH_TOKEN',
    response: OrderSettings,
    summary: 'Order settings',
  }),
  orderCreate: def({
    method: 'POST',
    path: '/orders/v1/orders/WITH_TOKEN',
    body: OrderRequest,
    headers: OrderCreateHeaders,
    response: Order,
    summary: 'Place an order',
  }),
  orderCreateAtTime: def({
    method: 'POST',
    path: '/orders/v1/orders/at-time/WITH_TOKEN',
    body: OrderRequest,
    headers: OrderCreateHeaders,
    response: Order,
    summary: 'Place a scheduled order',
  }),
  // The spec shows no promo call (only its refusals, section 5); these two paths are this contract's.
  promoCheck: def({
    method: 'POST',
    path: '/orders/v1/promo/check/WITH_TOKEN',
    body: PromoCheckRequest,
    response: PromoOffer,
    // Refusals: PROMO_NOT_FOUND, PROMO_NOT_ACTIVE, PROMO_NOT_STARTED, PROMO_EXPIRED, PROMO_USED_UP,
    // PROMO_CUSTOMER_LIMIT (promo.ts).
    summary: 'Check a promo code before the order',
  }),
  customerPromos: def({
    method: 'GET',
    path: '/orders/v1/promo/user/WITH_TOKEN',
    response: z.array(CustomerPromo),
    // The merchant's codes usable now and every code the customer used, each with its state.
    summary: "The customer's promo codes",
  }),
  orderMerchantSettings: def({
    method: 'GET',
    path: '/orders/v1/merchant/settings',
    response: OrderMerchantSettings,
    summary: 'Delivery-area validation switch',
  }),
  courier: def({
    method: 'GET',
    path: '/deliveries/v1/delivery/courier/{id}/WITH_TOKEN',
    response: Courier,
    summary: 'Courier of an order',
  }),
  tariff: def({
    method: 'POST',
    path: '/deliveries/v1/delivery/tariff/client/calculate/WITH_TOKEN',
    body: TariffRequest,
    response: TariffResponse,
    summary: 'Delivery price',
  }),
} as const;
