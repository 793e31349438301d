/**
 * The refund of a cancelled order that Click paid (a Click checkout or the Click app's invoice): the
 * merchant's Merchant API cancels the payment (payment/reversal with the payment's click_paydoc_id,
 * click-merchant-api.ts), and the transaction moves to REFUNDED, which marks the order unpaid and its
 * refund REFUNDED (payment-store.ts). Click does not call the shop back for a reversal the merchant
 * made, so this is where the move happens. A repeat finds nothing PERFORMED and does nothing; a Click
 * that refuses or cannot be reached leaves the refund PENDING (logged): the merchant finishes it in
 * Click's cabinet, and Click's cancel callback then moves it the same way.
 */
import type { Order } from '../../../contract/index.ts';
import { ORDER_EVENT_TOPIC } from '../../orders/orders-store.ts';
import type { RefundContext } from '../refund-context.ts';

export async function refundClickPayment(ctx: RefundContext, order: Order): Promise<Order | undefined> {
  const { db, tenant, services } = ctx;
  const payment = (await db.payments.forOrder(tenant.id, order.id)).find(
    (tx) => tx.provider === 'CLICK' && tx.state === 'PERFORMED',
  );
  const paydoc = payment?.data.clickPaydocId;
  const credentials = tenant.data.paymentProviders?.click;
  if (!payment || (typeof paydoc !== 'string' && typeof paydoc !== 'number') || !credentials)
    return undefined;
  try {
    await services.clickMerchant(credentials).reversePayment(String(paydoc));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    services.log.warn(
      `refund of order ${order.id}: Click's payment/reversal failed (${reason}); it stays pending`,
    );
    return undefined;
  }
  const moved = await db.payments.move(payment.id, ['PERFORMED'], 'REFUNDED', services.now(), {
    data: { refundedBy: 'click-reversal' },
  });
  if (moved.event) await db.events.publish({ topic: ORDER_EVENT_TOPIC, payload: moved.event });
  return (await db.orders.find(order.id))?.order;
}
