/**
 * An order as the console shows it: the order, its customer's phone, where a refund stands and what
 * the merchant still has to do for it, the timeline, and the moves the transition table allows.
 */
import type { Order, PaymentType } from '../../contract/index.ts';
import type { ConsoleOrder, ConsoleOrderSummary } from '../../contract/console-orders.ts';
import { nextStatuses } from '../../contract/order-transitions.ts';
import type { StoredOrder } from '../orders/orders-store.ts';
import type { StorefrontDb } from '../storage/db.ts';
import { ConsoleOrderStore, type ListedOrder } from './console-orders-store.ts';

/** Providers whose payments the merchant gives back in the provider's own cabinet (refunds.ts). */
const CABINET_REFUNDS: Partial<Record<PaymentType, string>> = {
  PAYME: 'Payme',
  CLICK: 'Click',
  CLICK_MINI_APP: 'Click',
  UZUM: 'Uzum',
};

/**
 * What the merchant must still do for a refund that is not back yet (null when nothing). A saved
 * card is refunded by this server through Payme; when that could not be done it is the merchant's
 * to finish, like every payment the provider's merchant API drives.
 */
export function refundActionOf(order: Pick<Order, 'refundState' | 'paymentType'>): string | null {
  if (order.refundState !== 'PENDING') return null;
  const cabinet = CABINET_REFUNDS[order.paymentType];
  if (cabinet) {
    return `Refund the payment in the ${cabinet} merchant cabinet; the order turns refunded when ${cabinet} confirms it.`;
  }
  if (order.paymentType === 'CARD') {
    return "Payme has not cancelled the card payment yet: cancel its receipt in Payme's merchant cabinet if it does not turn refunded soon.";
  }
  return 'Pay the customer back by hand, then note it: this payment type has no refund this server can start.';
}

/** The board's line of an order. */
export function summaryOf({ order, createdAt }: ListedOrder): ConsoleOrderSummary {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    serviceType: order.serviceType,
    paymentType: order.paymentType,
    isPaid: order.isPaid,
    branchId: order.branchId ?? null,
    totalPrice: order.totals?.totalPrice ?? null,
    createdAt: new Date(createdAt).toISOString(),
    expectedAt: order.expectedAt ?? null,
    nextStatuses: [...nextStatuses(order)],
  };
}

/** The order page of an order, `order` being its state now (after a move, the moved one). */
export async function consoleOrderOf(
  db: StorefrontDb,
  stored: StoredOrder,
  order: Order,
): Promise<ConsoleOrder> {
  const reads = new ConsoleOrderStore(db.kysely, db.engine);
  return {
    order,
    customerPhone: await reads.customerPhone(stored.userId),
    refund: order.refundState ? { state: order.refundState, action: refundActionOf(order) } : null,
    timeline: await reads.timeline(stored.merchantId, order.id),
    nextStatuses: [...nextStatuses(order)],
  };
}
