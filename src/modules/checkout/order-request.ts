/**
 * The order request of spec section 3, built from what the checkout shows: the basket's orderable
 * lines, the draft's choices and the totals of the shared pricing. The server prices the order again
 * from its catalogue (it never trusts these totals); they are sent so the stored order and the screen
 * the customer confirmed can be compared.
 */
import {
  isDeliveryService,
  type Address,
  type BodyOf,
  type CartItem,
  type OrderDevice,
  type PaymentType,
  type PromoOffer,
  type ServiceType,
} from '../../contract/index.ts';
import { tableIdOf } from '../../contract/field-rules.ts';
import type { PricedOrder } from '../../contract/pricing.ts';
import type { WhenRequest } from '../../core/checkout/when/when-offer.ts';
import type { AddressExtras } from '../../core/order-draft/draft-schema.ts';

export type OrderRequestBody = BodyOf<'orderCreate'>;

export interface OrderInput {
  items: readonly CartItem[];
  totals: PricedOrder;
  serviceType: ServiceType;
  branchId: number;
  paymentType: PaymentType;
  orderDevice: OrderDevice;
  merchantId: number;
  comment: string;
  /** What the courier should know; sent for a delivery only (pickup and dine-in have no courier). */
  courierComment?: string;
  /** Digits as typed, of any keyboard; sent as tableId (ASCII digits, a number) for dine-in only. */
  tableNumber: string;
  /** Someone else receives the order: name and the phone without its mask. */
  receiver: { name: string; phone: string } | null;
  /** The messenger user inside the Telegram Mini App. */
  telegramId: number | string | null;
  /**
   * When (delivery and pickup): a set time goes with later=true, deliveryAt (ISO with the merchant's
   * offset) and the merchant's day and time, a window ("later") with its end as day2 and time2 too;
   * "now" and dine-in send none of it.
   */
  when?: WhenRequest | null;
  /** Where a delivery goes, with the order's extras; ignored for other service types. */
  delivery?: { address: Address; extras: AddressExtras } | null;
  /** The promo code the server accepted (its id and code); its discounts are in `totals`. */
  promo?: Pick<PromoOffer, 'id' | 'code'> | null;
  /** Send the receipt, to this phone (unmasked), or to the customer's own when null. */
  receipt?: { phone: string | null } | null;
}

/** An empty extra is not sent: the courier reads "no floor", not an empty one. */
const textOrNull = (value: string) => value.trim() || null;

export function buildOrderRequest(input: OrderInput): OrderRequestBody {
  const { totals } = input;
  const comment = input.comment.trim();
  const tableId = input.serviceType === 'DINE_IN' ? tableIdOf(input.tableNumber) : null;
  return {
    serviceType: input.serviceType,
    branchId: input.branchId,
    paymentType: input.paymentType,
    orderDevice: input.orderDevice,
    merchantId: input.merchantId,
    cartItems: input.items.map((item) => ({
      product: { ...item.product },
      modifications: item.modifications.map((m) => ({ ...m })),
    })),
    totals: {
      totalProductPrice: totals.totalProductPrice,
      totalProductDiscount: totals.totalProductDiscount,
      totalPrice: totals.totalPrice,
      totalDiscount: totals.totalDiscount,
      productPrice: totals.productPrice,
      productDiscount: totals.productDiscount,
      productCount: totals.productCount,
      deliveryPrice: totals.deliveryPrice,
      deliveryDiscount: totals.deliveryDiscount,
    },
    deliveryPrice: totals.deliveryPrice,
    deliveryDiscount: totals.deliveryDiscount,
    // What the order spends, already capped at the balance and the total (checkout-bill.ts).
    ...(totals.cashback > 0 ? { cashback: totals.cashback } : {}),
    ...(input.promo ? { promoId: input.promo.id, promoCode: input.promo.code } : {}),
    ...(input.receipt
      ? { sendCheque: true, ...(input.receipt.phone ? { sendChequePhone: input.receipt.phone } : {}) }
      : {}),
    comment: comment || null,
    ...(tableId !== null && Number.isInteger(tableId) ? { tableId } : {}),
    ...(input.receiver
      ? { receiver: { name: input.receiver.name.trim(), phone: input.receiver.phone } }
      : {}),
    ...(input.telegramId !== null ? { telegramId: input.telegramId } : {}),
    ...(input.when?.later
      ? { later: true, deliveryAt: input.when.deliveryAt, day: input.when.day, time: input.when.time }
      : {}),
    ...(input.when?.later && input.when.day2 && input.when.time2
      ? { day2: input.when.day2, time2: input.when.time2 }
      : {}),
    ...(isDeliveryService(input.serviceType) && input.delivery
      ? {
          address: { ...input.delivery.address },
          office: textOrNull(input.delivery.extras.office),
          domophone: textOrNull(input.delivery.extras.domophone),
          entrance: textOrNull(input.delivery.extras.entrance),
          floor: textOrNull(input.delivery.extras.floor),
          courierComment: textOrNull(input.courierComment ?? ''),
        }
      : {}),
  };
}

/** A set time goes to orders/at-time (spec section 7), everything else to orders. */
export const endpointFor = (request: OrderRequestBody): 'orderCreate' | 'orderCreateAtTime' =>
  request.later && request.deliveryAt ? 'orderCreateAtTime' : 'orderCreate';
