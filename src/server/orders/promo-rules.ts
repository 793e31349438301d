/**
 * When a promo code may be used (spec section 5: not active, not yet started and expired codes are
 * refused) and how many uses are left to a customer (promos.json maxUses and maxUsesPerCustomer).
 * Pure: the order, the check and the profile's list all decide with these.
 */
import type { Promo, PromoOffer, PromoState, Settings } from '../../contract/index.ts';

/** Where the code stands now by its own terms, uses aside. */
export function promoDateState(
  promo: Pick<Promo, 'isActive' | 'startDate' | 'endDate'>,
  settings: Pick<Settings, 'promoActive'>,
  now: number,
): Exclude<PromoState, 'USED_UP'> {
  // A merchant that switched promo codes off has none active, whatever promos.json still holds.
  if (!promo.isActive || !settings.promoActive) return 'NOT_ACTIVE';
  if (now < Date.parse(promo.startDate)) return 'NOT_STARTED';
  if (now > Date.parse(promo.endDate)) return 'EXPIRED';
  return 'USABLE';
}

/** Which limit leaves the customer no use, if one does. */
export type UsesLimit = 'TOTAL' | 'CUSTOMER' | null;

export interface UsesLeft {
  /** Uses left to this customer: the smaller of both limits' rest; null when neither is limited. */
  left: number | null;
  /** The limit that is reached (left is 0), the total's first. */
  reached: UsesLimit;
}

/** Uses left of a code that every customer together used `total` times and this one `mine` times. */
export function usesLeft(
  promo: Pick<Promo, 'maxUses' | 'maxUsesPerCustomer'>,
  total: number,
  mine: number,
): UsesLeft {
  const ofTotal = promo.maxUses == null ? null : Math.max(promo.maxUses - total, 0);
  const ofMine = promo.maxUsesPerCustomer == null ? null : Math.max(promo.maxUsesPerCustomer - mine, 0);
  const left = ofTotal === null ? ofMine : ofMine === null ? ofTotal : Math.min(ofTotal, ofMine);
  const reached = ofTotal === 0 ? 'TOTAL' : ofMine === 0 ? 'CUSTOMER' : null;
  return { left, reached };
}

/** The terms the customer is told (and the checkout prices with). */
export const offerOf = (promo: Promo, left: number | null): PromoOffer => ({
  id: promo.id,
  code: promo.code,
  discountType: promo.discountType,
  productDiscount: promo.productDiscount,
  deliveryDiscount: promo.deliveryDiscount,
  minPrice: promo.minPrice,
  startDate: promo.startDate,
  endDate: promo.endDate,
  usesLeft: left,
});
