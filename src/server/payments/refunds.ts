/**
 * Starting the refund of a cancelled order that was paid online (its refund_state is PENDING), where
 * the merchant's side of the provider's API can start one:
 *
 * | paid with                       | refund                                                           |
 * | ------------------------------- | ---------------------------------------------------------------- |
 * | a saved card (CARD)             | Payme's Subscribe API receipts.cancel (cards/card-refund.ts)      |
 * | Click (checkout or the Click app) | Click's Merchant API payment/reversal (click/click-refund.ts)   |
 * | Payme or Uzum checkout          | none: their merchant APIs are called by the provider, and a refund |
 * |                                 | is the merchant's action in the provider's cabinet; the order     |
 * |                                 | says "refund on the way" until the provider's cancel callback     |
 *
 * The cancel handlers (the customer's: orders/cancel-handler.ts; the staff's: console/staff-move.ts)
 * are given this function by the server's root (api-handlers.ts): orders stands below payments.
 */
import type { Order } from '../../contract/index.ts';
import { refundCardPayment } from './cards/card-refund.ts';
import { refundClickPayment } from './click/click-refund.ts';
import type { RefundContext } from './refund-context.ts';

/** Starts the refund where this server can; answers the order as it then is (undefined: unchanged). */
export function startRefund(ctx: RefundContext, order: Order): Promise<Order | undefined> {
  switch (order.paymentType) {
    case 'CARD':
      return refundCardPayment(ctx, order);
    case 'CLICK':
    case 'CLICK_MINI_APP':
      return refundClickPayment(ctx, order);
    default:
      return Promise.resolve(undefined);
  }
}
