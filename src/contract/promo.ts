/**
 * Promo codes as the customer meets them: the check at checkout before the order (is this code
 * usable, and on which terms) and the profile's list of the customer's codes. The spec shows neither
 * call; their paths are this contract's (endpoints/orders.ts promoCheck, customerPromos). The promo
 * itself (promos.json) is commerce.ts's Promo; what the server refuses, and why, is in the error codes:
 * PROMO_NOT_FOUND, PROMO_NOT_ACTIVE, PROMO_NOT_STARTED, PROMO_EXPIRED, PROMO_USED_UP (every use of the
 * code is taken), PROMO_CUSTOMER_LIMIT (this customer used it as often as allowed), PROMO_MIN_PRICE
 * (the products cost less than its minPrice: only an order can be refused so).
 */
import { z } from 'zod';
import { DiscountType, OrderDevice } from './enums.ts';
import { DateTime, Id, Money } from './primitives.ts';

/** Longest code a customer can type (a code in promos.json is a short word). */
export const PROMO_CODE_MAX_LENGTH = 50;

export const PromoCheckRequest = z.object({
  /** As typed: letter case and surrounding spaces do not matter. */
  code: z.string().trim().min(1).max(PROMO_CODE_MAX_LENGTH),
  /** Where the customer orders from: the Click mini app follows its own settings (promoActive). */
  orderDevice: OrderDevice.optional(),
});
export type PromoCheckRequest = z.infer<typeof PromoCheckRequest>;

/**
 * A code the customer may use now, with its terms: what the checkout prices with (pricing.ts
 * priceOrder takes discountType, productDiscount, deliveryDiscount and minPrice), and how many more
 * orders this customer may place with it.
 */
export const PromoOffer = z.object({
  id: Id,
  /** As the merchant wrote it (the customer may have typed "lab10"). */
  code: z.string().min(1),
  discountType: DiscountType,
  productDiscount: Money,
  deliveryDiscount: Money,
  /** The products must cost at least this (after their own discounts) for the code to apply. */
  minPrice: Money,
  startDate: DateTime,
  endDate: DateTime,
  /**
   * Orders this customer may still place with it: the smaller of the uses left of the total and of
   * the customer's own limit; null when neither is limited.
   */
  usesLeft: z.number().int().nonnegative().nullable(),
});
export type PromoOffer = z.infer<typeof PromoOffer>;

/** Where a code stands for the customer (the profile's list shows each with its reason). */
export const PromoState = z.enum(['USABLE', 'USED_UP', 'EXPIRED', 'NOT_ACTIVE', 'NOT_STARTED']);
export type PromoState = z.infer<typeof PromoState>;

/**
 * One code of the profile's list: the merchant's codes usable now, and every code the customer has
 * used (with how often), whatever its state now.
 */
export const CustomerPromo = PromoOffer.extend({
  state: PromoState,
  /** Orders this customer placed with it (a cancelled one gave its use back). */
  used: z.number().int().nonnegative(),
});
export type CustomerPromo = z.infer<typeof CustomerPromo>;
