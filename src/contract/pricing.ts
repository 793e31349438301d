/**
 * Order pricing, spec section 9, shared by the storefront (what the customer sees) and the reference
 * server (what it stores), so the two cannot disagree about a total.
 *
 * - line total = (cost price + Σ modification price × its count) × product count, before discounts;
 * - the product's percent discount applies to its modification prices too;
 * - a promo needs the products to cost at least its minPrice: AMOUNT subtracts its fixed discount,
 *   PERCENTAGE takes that percent (both capped at what they discount);
 * - the delivery discount works the same, capped at the delivery price, for delivery only;
 *   pickup and dine-in have no delivery price;
 * - total = products + delivery + service fee − discounts − cashback, never below zero.
 *
 * Money may carry tiyin/tiyn, so every amount is rounded to 2 decimals, once per step.
 */
import type { OrderSettings } from './commerce.ts';
import type { CartItem, Promo } from './commerce.ts';
import type { Product } from './catalogue.ts';
import type { ServiceType } from './enums.ts';

const cents = (value: number) => Math.round(value * 100) / 100;

/** Service types brought to an address: they need one, a zone and a delivery price (express too). */
export const isDeliveryService = (type: ServiceType): boolean => type === 'DELIVERY' || type === 'EXPRESS_24';

/**
 * The price of one item before its discount: the express price in an express order (else the cost
 * price). See service-types.ts for what express is.
 */
export const costPriceFor = (
  product: Pick<Product, 'costPrice' | 'expressPrice'>,
  type: ServiceType,
): number => (type === 'EXPRESS_24' ? (product.expressPrice ?? product.costPrice) : product.costPrice);

/** Discounted price of one unit: cost price less its percent discount. */
export function unitPrice(costPrice: number, discountPercent: number): number {
  return cents(costPrice * (1 - discountPercent / 100));
}

export interface LinePrice {
  /** One item with its modifications, before and after the product's discount. */
  unitBefore: number;
  unit: number;
  /** The whole line (unit × count), before and after the product's discount. */
  before: number;
  total: number;
}

/** The price of one basket line. Modifications count once per item unless they carry a count. */
export function linePrice(item: Pick<CartItem, 'product' | 'modifications'>): LinePrice {
  const extras = item.modifications.reduce((sum, m) => sum + m.price * (m.count ?? 1), 0);
  const unitBefore = cents(item.product.costPrice + extras);
  const unit = unitPrice(unitBefore, item.product.discount);
  return {
    unitBefore,
    unit,
    before: cents(unitBefore * item.product.count),
    total: cents(unit * item.product.count),
  };
}

export type ServiceFeeTerms = Pick<
  OrderSettings,
  'isServiceFeeEnabled' | 'isServiceFeeFreeAboveThreshold' | 'serviceFeeThreshold' | 'serviceFeeAmount'
>;

export type PromoTerms = Pick<Promo, 'discountType' | 'productDiscount' | 'deliveryDiscount' | 'minPrice'>;

export interface PricingInput {
  items: readonly Pick<CartItem, 'product' | 'modifications'>[];
  serviceType: ServiceType;
  /** The delivery tariff; ignored unless serviceType is DELIVERY or EXPRESS_24. */
  deliveryPrice?: number;
  promo?: PromoTerms | null;
  /** Cashback the customer spends on this order. */
  cashback?: number;
  /** The merchant's service fee terms (order settings), or none. */
  serviceFee?: ServiceFeeTerms | null;
}

export interface PricedOrder {
  /** Products before any discount. */
  productPrice: number;
  /** Products' own percent discounts. */
  productDiscount: number;
  /** Products after their own discounts (what the promo minimum is compared with). */
  totalProductPrice: number;
  /** Products' own discounts plus the promo's product discount. */
  totalProductDiscount: number;
  promoProductDiscount: number;
  productCount: number;
  deliveryPrice: number;
  deliveryDiscount: number;
  /** The service fee (0 when the merchant charges none or waives it). */
  servicePrice: number;
  /** Every discount: products, promo and delivery. */
  totalDiscount: number;
  cashback: number;
  totalPrice: number;
  /** The promo was given but the products cost less than its minPrice, so it did not apply. */
  promoBelowMinimum: boolean;
}

function discountOf(kind: PromoTerms['discountType'], value: number, base: number): number {
  const raw = kind === 'PERCENTAGE' ? (base * value) / 100 : value;
  return cents(Math.min(Math.max(raw, 0), base));
}

export function priceOrder(input: PricingInput): PricedOrder {
  let productPrice = 0;
  let totalProductPrice = 0;
  let productCount = 0;
  for (const item of input.items) {
    const line = linePrice(item);
    productPrice += line.before;
    totalProductPrice += line.total;
    productCount += item.product.count;
  }
  productPrice = cents(productPrice);
  totalProductPrice = cents(totalProductPrice);
  const productDiscount = cents(productPrice - totalProductPrice);

  const delivers = isDeliveryService(input.serviceType);
  const deliveryPrice = delivers ? cents(input.deliveryPrice ?? 0) : 0;
  const promo = input.promo ?? null;
  const promoApplies = promo !== null && totalProductPrice >= promo.minPrice;
  const promoProductDiscount = promoApplies
    ? discountOf(promo.discountType, promo.productDiscount, totalProductPrice)
    : 0;
  const deliveryDiscount = promoApplies
    ? discountOf(promo.discountType, promo.deliveryDiscount, deliveryPrice)
    : 0;

  const servicePrice = cents(serviceFeeOf(input.serviceFee ?? null, totalProductPrice));
  const beforeCashback = cents(
    totalProductPrice - promoProductDiscount + deliveryPrice - deliveryDiscount + servicePrice,
  );
  const cashback = cents(Math.min(Math.max(input.cashback ?? 0, 0), beforeCashback));
  return {
    productPrice,
    productDiscount,
    totalProductPrice,
    totalProductDiscount: cents(productDiscount + promoProductDiscount),
    promoProductDiscount,
    productCount,
    deliveryPrice,
    deliveryDiscount,
    servicePrice,
    totalDiscount: cents(productDiscount + promoProductDiscount + deliveryDiscount),
    cashback,
    totalPrice: cents(beforeCashback - cashback),
    promoBelowMinimum: promo !== null && !promoApplies,
  };
}

/**
 * The merchant's service fee for an order whose products cost `productTotal` (after their discounts):
 * none unless isServiceFeeEnabled; waived from serviceFeeThreshold when isServiceFeeFreeAboveThreshold.
 * Decision: the spec names the order settings' keys and not their rule; the fee is added to what the
 * customer pays, whatever the service type, and shown as its own line.
 */
export function serviceFeeOf(settings: ServiceFeeTerms | null, productTotal: number): number {
  if (!settings?.isServiceFeeEnabled) return 0;
  if (settings.isServiceFeeFreeAboveThreshold && productTotal >= settings.serviceFeeThreshold) return 0;
  return settings.serviceFeeAmount;
}

/**
 * The cashback an order earns once it is done, at the merchant's rate (order settings'
 * cashbackPercent): that share of what its products cost after their own and the promo's discounts,
 * less the cashback the order spends (cashback does not earn cashback; delivery and the service fee
 * earn none). Rounded down to whole so'm, so a credit never shows tiyin. Decision: the spec names the
 * balance and the flag, not the rule.
 */
export function cashbackEarned(
  priced: Pick<PricedOrder, 'totalProductPrice' | 'promoProductDiscount' | 'cashback'>,
  percent: number,
): number {
  if (!(percent > 0)) return 0;
  const base = priced.totalProductPrice - priced.promoProductDiscount - priced.cashback;
  return base > 0 ? Math.floor((base * Math.min(percent, 100)) / 100 + 1e-9) : 0;
}
