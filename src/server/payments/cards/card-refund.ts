/**
 * The refund of a cancelled order paid with a saved card (payments/refunds.ts chooses it): this
 * server paid it with a Payme receipt (payments/cards/card-payment.ts), so it cancels that receipt
 * through the Subscribe API (receipts.cancel) and, once Payme says the receipt is cancelled, moves the
 * transaction to REFUNDED, which marks the order unpaid and its refund REFUNDED (payment-store.ts).
 * A repeat finds nothing PERFORMED and does nothing. A Payme that cannot be reached leaves the refund
 * PENDING (logged).
 */
import type { Order } from '../../../contract/index.ts';
import { ORDER_EVENT_TOPIC } from '../../orders/orders-store.ts';
import type { RefundContext } from '../refund-context.ts';
import { signingCredentials } from './card-access.ts';
import { RECEIPT_CANCELLED } from './subscribe-api.ts';

/** Cancels the card payment's receipt; answers the order as it then is (undefined: unchanged). */
export async function refundCardPayment(ctx: RefundContext, order: Order): Promise<Order | undefined> {
  const { db, tenant, services } = ctx;
  const payment = (await db.payments.forOrder(tenant.id, order.id)).find(
    (tx) => tx.provider === 'CARD' && tx.state === 'PERFORMED',
  );
  const receiptId = typeof payment?.data.receiptId === 'string' ? payment.data.receiptId : null;
  const fixture = tenant.data.paymentProviders?.payme;
  if (!payment || !receiptId || !fixture) return undefined;
  try {
    const payme = services.paymeSubscribe(await signingCredentials(tenant, fixture, db));
    const receipt = await payme.receiptsCancel(receiptId);
    // Payme queues some refunds (state 21): the order keeps saying "on the way" until it is done.
    if (receipt.state !== RECEIPT_CANCELLED) return undefined;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    services.log.warn(`refund of order ${order.id}: receipts.cancel failed (${reason}); it stays pending`);
    return undefined;
  }
  const moved = await db.payments.move(payment.id, ['PERFORMED'], 'REFUNDED', services.now(), {
    data: { refundedBy: 'customer-cancel' },
  });
  if (moved.event) await db.events.publish({ topic: ORDER_EVENT_TOPIC, payload: moved.event });
  return (await db.orders.find(order.id))?.order;
}
