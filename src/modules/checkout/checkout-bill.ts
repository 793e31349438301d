/**
 * The checkout's bill: the shared pricing (spec section 9) with what the customer chose in the parts
 * the merchant offers: the promo code's terms, and cashback up to the balance and the order's total.
 * Pure, so the totals on screen and the request sent are the same numbers the server computes.
 */
import type { CartItem, OrderSettings, PromoOffer, ServiceType } from '../../contract/index.ts';
import { cashbackEarned, isDeliveryService, priceOrder } from '../../contract/pricing.ts';
import type { CheckoutBill } from '../../core/checkout/bill-slots.tsx';

export interface BillInput {
  items: readonly Pick<CartItem, 'product' | 'modifications'>[];
  serviceType: ServiceType;
  deliveryPrice: number;
  /** The merchant's order settings: the service fee and the cashback rate (null while unknown). */
  orderSettings: OrderSettings | null;
  /** Which parts of the bill the merchant offers (bill-slots.tsx offeredBillParts). */
  parts: { promo: boolean; cashback: boolean };
  /** What the draft holds: the accepted promo and the cashback chosen. */
  promo: PromoOffer | null;
  cashback: number;
  /** The customer's balance; null while unknown (nothing is spent then). */
  balance: number | null;
}

const cents = (value: number) => Math.round(value * 100) / 100;

export function billOf(input: BillInput): CheckoutBill {
  const promo = input.parts.promo ? input.promo : null;
  const cashback = input.parts.cashback ? Math.max(Math.min(input.cashback, input.balance ?? 0), 0) : 0;
  const totals = priceOrder({
    items: input.items,
    serviceType: input.serviceType,
    deliveryPrice: input.deliveryPrice,
    serviceFee: input.orderSettings,
    promo,
    cashback,
  });
  return {
    totals,
    beforeCashback: cents(totals.totalPrice + totals.cashback),
    balance: input.balance,
    earned: input.parts.cashback ? cashbackEarned(totals, input.orderSettings?.cashbackPercent ?? 0) : 0,
    delivers: isDeliveryService(input.serviceType),
  };
}
