import { z } from 'zod';
import { CancelReason, RefundState } from './order-cancel.ts';
import {
  ClientType,
  DiscountType,
  OrderDevice,
  OrderStatus,
  PaymentType,
  PolicyType,
  ServiceType,
} from './enums.ts';
import { User } from './people.ts';
import { Address } from './places.ts';
import {
  DateTime,
  Id,
  Latitude,
  LocalizedText,
  Longitude,
  MediaPath,
  Money,
  OptionalId,
} from './primitives.ts';

export const Policy = z.object({ type: PolicyType, text: LocalizedText });
export type Policy = z.infer<typeof Policy>;

export const PaymentMethod = z.object({
  id: Id,
  name: z.string(),
  icon: MediaPath.nullish(),
  title: LocalizedText,
  iikoId: z.string().nullish(),
  type: PaymentType,
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const PaymentAvailability = z.object({
  merchantId: Id,
  type: PaymentType,
  webEnabled: z.boolean(),
  botEnabled: z.boolean(),
  operatorEnabled: z.boolean(),
  appEnabled: z.boolean(),
  qrEnabled: z.boolean(),
  isActive: z.boolean(),
});
export type PaymentAvailability = z.infer<typeof PaymentAvailability>;

export const Promo = z.object({
  id: Id,
  code: z.string().min(1),
  createdDate: DateTime.nullish(),
  deliveryDiscount: Money.default(0),
  discountType: DiscountType,
  endDate: DateTime,
  startDate: DateTime,
  isActive: z.boolean(),
  lastModifiedDate: DateTime.nullish(),
  minPrice: Money.default(0),
  productDiscount: Money.default(0),
  /**
   * How many orders may use the code, all customers together; none: no limit. Counted by the server
   * as orders are placed (a cancelled order gives its use back), guarded so concurrent orders never
   * go over it.
   */
  maxUses: z.number().int().positive().nullish(),
  /** How many orders one customer may place with the code; none: no limit. */
  maxUsesPerCustomer: z.number().int().positive().nullish(),
});
export type Promo = z.infer<typeof Promo>;

/** A chosen modification: its price per item, and how many of it (one unless the menu allows more). */
export const CartModification = z.object({
  id: Id,
  groupId: OptionalId,
  price: Money.default(0),
  count: z.number().int().positive().default(1),
});
/** A basket line: the product (count, cost price, discount percent) with its chosen modifications. */
export const CartItem = z.object({
  product: z.object({
    id: Id,
    count: z.number().int().positive(),
    costPrice: Money,
    discount: z.number().min(0).max(100).default(0),
  }),
  modifications: z.array(CartModification).default([]),
});
export type CartItem = z.infer<typeof CartItem>;

export const OrderTotals = z.object({
  totalProductPrice: Money,
  totalProductDiscount: Money,
  totalPrice: Money,
  totalDiscount: Money,
  productPrice: Money,
  productDiscount: Money,
  productCount: z.number().int().nonnegative(),
  deliveryPrice: Money,
  deliveryDiscount: Money,
});

export const OrderRequest = z.looseObject({
  id: OptionalId,
  cityId: OptionalId,
  pickupValid: z.boolean().nullish(),
  office: z.string().nullish(),
  domophone: z.string().nullish(),
  entrance: z.string().nullish(),
  floor: z.string().nullish(),
  sendCheque: z.boolean().nullish(),
  courierComment: z.string().nullish(),
  sendChequePhone: z.string().nullish(),
  day: z.string().nullish(),
  time: z.string().nullish(),
  day2: z.string().nullish(),
  time2: z.string().nullish(),
  later: z.boolean().nullish(),
  createdAt: DateTime.nullish(),
  addressType: z.string().nullish(),
  note: z.string().nullish(),
  promo: z.string().nullish(),
  totals: OrderTotals.nullish(),
  user: User.nullish(),
  receiver: z.object({ name: z.string(), phone: z.string() }).nullish(),
  address: Address.nullish(),
  serviceType: ServiceType,
  comment: z.string().nullish(),
  payment: z.string().nullish(),
  promoId: OptionalId,
  promoCode: z.string().nullish(),
  deliveryPrice: Money.nullish(),
  deliveryDiscount: Money.nullish(),
  branch: z.unknown().optional(),
  branchId: OptionalId,
  merchant: z.unknown().optional(),
  merchantId: OptionalId,
  telegramId: z.union([z.string(), z.number()]).nullish(),
  orderDevice: OrderDevice,
  paymentType: PaymentType,
  deliveryTariffId: OptionalId,
  deliveryType: z.string().nullish(),
  deliveryAt: DateTime.nullish(),
  hallId: OptionalId,
  tableId: OptionalId,
  serviceId: OptionalId,
  servicePrice: Money.nullish(),
  waiterId: OptionalId,
  number: z.union([z.string(), z.number()]).nullish(),
  cashback: Money.nullish(),
  createdDate: DateTime.nullish(),
  status: OrderStatus.nullish(),
  cartItems: z.array(CartItem).default([]),
  basketItems: z.array(CartItem).default([]),
});
export type OrderRequest = z.infer<typeof OrderRequest>;

export const Order = OrderRequest.extend({
  id: Id,
  /**
   * When the order was paid (this contract's: the spec's order has only isPaid); null while unpaid.
   * The order's receipt shows it.
   */
  paidAt: DateTime.nullish(),
  /**
   * Cashback the order earns once it is done (DONE, DELIVERED or CLOSED), at the merchant's rate when
   * it was placed (order settings' cashbackPercent; see pricing.ts cashbackEarned). This contract's.
   */
  earnedCashback: Money.nullish(),
  status: OrderStatus,
  atTime: DateTime.nullish(),
  acceptedTime: DateTime.nullish(),
  cookingTime: DateTime.nullish(),
  /**
   * When the customer should have the order: ready to collect, or at the door (this contract's; the
   * server's estimate, moved at each status change, like cookingTime, the kitchen's ready time).
   * null once the order has ended, and for a scheduled order (its set time is the promise).
   */
  expectedAt: DateTime.nullish(),
  courierId: OptionalId,
  courierPaid: z.boolean().nullish(),
  courierStatus: z.string().nullish(),
  deliveredAt: DateTime.nullish(),
  eatsId: z.string().nullish(),
  eatsReasonCancel: z.string().nullish(),
  grade: z.number().nullish(),
  isPaid: z.boolean().default(false),
  operatorId: OptionalId,
  posterErrorMessage: z.string().nullish(),
  posterOrderId: z.string().nullish(),
  readyTime: DateTime.nullish(),
  reason: z.string().nullish(),
  reasonReturn: z.string().nullish(),
  timestamp: z.number().nullish(),
  distance: z.number().nullish(),
  deliveryTypeComment: z.string().nullish(),
  /** Why the customer cancelled it (order-cancel.ts; this contract's), with their words for OTHER. */
  cancelReason: CancelReason.nullish(),
  cancelComment: z.string().nullish(),
  /** A cancelled order that was paid online: its refund is on the way, or done (this contract's). */
  refundState: RefundState.nullish(),
});
export type Order = z.infer<typeof Order>;

export const OrderSettings = z.object({
  isServiceFeeEnabled: z.boolean().default(false),
  isServiceFeeFreeAboveThreshold: z.boolean().default(false),
  serviceFeeThreshold: Money.default(0),
  serviceFeeAmount: Money.default(0),
  /**
   * The floor of the delivery price: a tariff or zone price below it is raised to it (free delivery
   * above a tariff's threshold stays free). Decision: the spec names the key only; the delivery
   * minimum amount (products must cost at least...) is the tariff's minOrderPrice.
   */
  minimalDeliveryPrice: Money.default(0),
  /**
   * The merchant's cashback rate, in percent (this contract's: the spec has cashbackActive and the
   * customer's balance, not the rate). An order earns this share of what its products cost after every
   * discount, less the cashback it spent (pricing.ts cashbackEarned), credited when the order is done.
   * 0: orders earn nothing.
   */
  cashbackPercent: z.number().min(0).max(100).default(0),
  /**
   * Dine-in orders must say at which table the guest sits (this contract's: the spec's order carries
   * a tableId but names no rule for it). Off: the table number is optional, for a counter-service
   * place that calls guests to the counter; on: the checkout asks for it and the server refuses a
   * dine-in order without one. A table number is 1 to 9999 either way (field-rules.ts).
   */
  isTableRequired: z.boolean().default(false),
  defaultDeliveryTypeTelegram: ServiceType.nullish(),
  defaultDeliveryTypeWebsite: ServiceType.nullish(),
  defaultDeliveryTypeApplication: ServiceType.nullish(),
  cityId: OptionalId,
});
export type OrderSettings = z.infer<typeof OrderSettings>;

/** GET /orders/v1/merchant/settings: the storefront reads shouldValidateDeliveryArea from it. */
export const OrderMerchantSettings = z.looseObject({
  shouldValidateDeliveryArea: z.boolean().default(false),
});

export const TariffRequest = z.object({
  productPrice: Money,
  distance: z.number().nonnegative().nullish(),
  branchId: Id,
  longitude: Longitude,
  latitude: Latitude,
  address: z.string().nullish(),
  cityId: OptionalId,
});
/**
 * The delivery price of a point. The spec shows `price`; the rest is this contract's, for the checkout
 * to show (the reference server sends all of it; another backend may send only the price, hence the
 * defaults). The request's `distance` is ignored: the server measures it itself.
 */
export const TariffResponse = z.object({
  /** What delivery costs, floor and rounding applied; 0 when free. */
  price: Money,
  /** The tariff the price comes from (null: the zone's or the branch's price, without tariffs). */
  deliveryTariffId: OptionalId,
  /** Road-like kilometres from the branch (great circle × detour factor), 3 decimals. */
  distance: z.number().nonnegative().nullish(),
  /** The zone under the point. */
  regionId: OptionalId,
  /** The delivery minimum amount: products must cost at least this to order delivery. */
  minOrderPrice: Money.default(0),
  /** Products costing at least this get free delivery (null: never free). */
  freeAbove: Money.nullish(),
  /** The price is 0 because the products reached freeAbove. */
  free: z.boolean().default(false),
  /** The point is outside every zone (only answered when the merchant does not validate the area). */
  outOfZone: z.boolean().default(false),
});
export type TariffResponse = z.infer<typeof TariffResponse>;
export type TariffRequest = z.infer<typeof TariffRequest>;

export const CatalogueType = ClientType;
