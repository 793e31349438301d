/**
 * Paying a CARD order with a saved card (POST /payments/v1/cards/pay/{orderId}): a Payme receipt for
 * the order's amount with each line's fiscal detail (receipts.create), paid with the card's token
 * (receipts.pay). On success the order's transaction (payment_transactions, provider CARD) moves to
 * PERFORMED, which marks the order paid, and the order event is published.
 *
 * A card is charged at most once per order, whoever repeats the call and whatever fails on the way:
 * - each attempt claims its own transaction row first (unique per order and attempt number), so two
 *   calls at once cannot both make a receipt: the second is told the payment is under way;
 * - an attempt whose answer was lost (a time-out after receipts.pay) stays CREATED with its receipt's
 *   id: the next call asks Payme about that receipt (receipts.check) before anything else. Paid: the
 *   order is recorded paid. Still awaiting payment: the same receipt is paid, never a new one (Payme
 *   pays a receipt once). Cancelled: a new attempt may start;
 * - a refusal is checked against the receipt too before the attempt is closed, because the refusal of
 *   a second concurrent receipts.pay must not cancel a payment the first one made.
 */
import type { Order } from '../../../contract/index.ts';
import { isExpired } from '../../../contract/index.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ServerServices } from '../../http/api-types.ts';
import { messages } from '../../http/error-messages.ts';
import { ORDER_EVENT_TOPIC } from '../../orders/orders-store.ts';
import type { StorefrontDb } from '../../storage/db.ts';
import type { Tenant } from '../../tenants/load-tenants.ts';
import { payableTiyin, type PaymentTransaction } from '../payment-store.ts';
import type { CardAccess } from './card-access.ts';
import { cardMessages } from './card-messages.ts';
import { receiptDetail } from './fiscal-detail.ts';
import {
  RECEIPT_CANCELLED,
  RECEIPT_CREATED,
  RECEIPT_PAID,
  SubscribeError,
  type PaymeReceipt,
} from './subscribe-api.ts';
import { viaPayme } from './subscribe-errors.ts';

/** An attempt that claimed its row but never recorded a receipt is given up after this long (ms). */
export const STALE_CLAIM_MS = 60_000;

export interface PayInput {
  tenant: Tenant;
  access: CardAccess;
  db: StorefrontDb;
  services: Pick<ServerServices, 'now' | 'log'>;
  orderId: number;
  cardId: number;
}

const receiptIdOf = (tx: PaymentTransaction): string | null =>
  typeof tx.data.receiptId === 'string' ? tx.data.receiptId : null;

const inProgress = () => new ApiError(409, 'PAYMENT_IN_PROGRESS', cardMessages.inProgress());

/**
 * @throws ApiError 404 ORDER_NOT_FOUND / CARD_NOT_FOUND for what is not the customer's, 400
 * PAYMENT_NOT_CARD, 409 ORDER_ALREADY_PAID / ORDER_CANCELLED / CARD_NOT_VERIFIED /
 * PAYMENT_IN_PROGRESS, 422 for Payme's refusals (subscribe-errors.ts), 503 when Payme is unreachable
 */
export async function payOrderWithCard(input: PayInput): Promise<Order> {
  const { tenant, access, db, services, orderId, cardId } = input;
  const { owner, payme, credentials } = access;
  const { log } = services;
  const now = services.now();

  const stored = await db.orders.find(orderId);
  if (!stored || stored.merchantId !== owner.merchantId || stored.userId !== owner.userId) {
    throw new ApiError(404, 'ORDER_NOT_FOUND', messages.orderNotFound(orderId));
  }
  const { order } = stored;
  if (order.paymentType !== 'CARD') {
    throw new ApiError(400, 'PAYMENT_NOT_CARD', cardMessages.notCardOrder(order.paymentType));
  }
  if (order.isPaid) throw new ApiError(409, 'ORDER_ALREADY_PAID', messages.orderAlreadyPaid());
  if (order.status === 'CANCELED') {
    throw new ApiError(409, 'ORDER_CANCELLED', messages.orderCancelledNoPayment());
  }
  const card = await db.cards.find(owner, cardId);
  if (!card) throw new ApiError(404, 'CARD_NOT_FOUND', cardMessages.cardNotFound(cardId));
  if (!card.verified) throw new ApiError(409, 'CARD_NOT_VERIFIED', cardMessages.notVerified());
  if (isExpired(card.expire, now)) throw new ApiError(422, 'CARD_EXPIRED', cardMessages.expired());
  const amount = payableTiyin(order);
  if (amount <= 0) throw new ApiError(409, 'NOTHING_TO_PAY', cardMessages.nothingToPay());

  /** Records the order paid and tells its watchers; answers the order as it now is. */
  async function paid(tx: PaymentTransaction, receipt: { id: string; payTime?: number | null }) {
    const moved = await db.payments.move(tx.id, ['CREATED', 'CANCELLED'], 'PERFORMED', services.now(), {
      data: { receiptId: receipt.id, cardId: card!.id, payTime: receipt.payTime ?? null },
    });
    if (moved.event) await db.events.publish({ topic: ORDER_EVENT_TOPIC, payload: moved.event });
    const after = await db.orders.find(orderId);
    if (!after) throw new Error(`order ${orderId} vanished after its payment`);
    return after.order;
  }

  const attempts = (await db.payments.forOrder(owner.merchantId, orderId)).filter(
    (p) => p.provider === 'CARD',
  );
  if (attempts.some((tx) => tx.state === 'PERFORMED')) {
    throw new ApiError(409, 'ORDER_ALREADY_PAID', messages.orderAlreadyPaid());
  }

  // An earlier attempt still open: finish it rather than start another.
  let tx: PaymentTransaction | undefined = attempts.find((p) => p.state === 'CREATED');
  let receiptId = tx ? receiptIdOf(tx) : null;
  if (tx && !receiptId) {
    if (now - tx.createdAt < STALE_CLAIM_MS) throw inProgress();
    await db.payments.move(tx.id, ['CREATED'], 'CANCELLED', now, { data: { abandoned: true } });
    tx = undefined;
  } else if (tx && receiptId) {
    const state = await viaPayme(log, 'receipts.check', () => payme.receiptsCheck(receiptId!));
    if (state === RECEIPT_PAID) return paid(tx, { id: receiptId });
    if (state === RECEIPT_CANCELLED) {
      await db.payments.move(tx.id, ['CREATED'], 'CANCELLED', now, { data: { receiptState: state } });
      tx = undefined;
      receiptId = null;
    } else if (state !== RECEIPT_CREATED) {
      throw inProgress();
    }
  }

  if (!tx) {
    // The detail first: a merchant without fiscal codes is told before anything is claimed.
    const products = new Map(tenant.data.catalogue.products.map((p) => [p.id, p]));
    const detail = receiptDetail(order, products, credentials.fiscal, amount);
    const claim = await db.payments.create(
      {
        merchantId: owner.merchantId,
        orderId,
        provider: 'CARD',
        providerTxId: `${orderId}:${attempts.length + 1}`,
        amount,
        data: { cardId: card.id },
      },
      now,
    );
    if (!claim.created) throw inProgress();
    tx = claim.transaction;
    let receipt: PaymeReceipt;
    try {
      receipt = await viaPayme(log, 'receipts.create', () =>
        payme.receiptsCreate({
          amount,
          account: { order_id: String(orderId) },
          description: `Заказ №${order.number ?? orderId}`,
          detail,
        }),
      );
    } catch (error) {
      await db.payments.move(tx.id, ['CREATED'], 'CANCELLED', services.now());
      throw error;
    }
    receiptId = receipt._id;
    await db.payments.move(tx.id, ['CREATED'], 'CREATED', services.now(), { data: { receiptId } });
  }

  const payingTx = tx;
  const payingReceipt = receiptId!;
  let receipt: PaymeReceipt;
  try {
    receipt = await payme.receiptsPay(payingReceipt, card.token);
  } catch (error) {
    if (error instanceof SubscribeError) {
      // A refusal, unless another call paid this receipt meanwhile.
      const state = await payme.receiptsCheck(payingReceipt).catch(() => null);
      if (state === RECEIPT_PAID) return paid(payingTx, { id: payingReceipt });
      await db.payments.move(payingTx.id, ['CREATED'], 'CANCELLED', services.now(), {
        data: { paymeError: error.code },
      });
    }
    // Lost on the way, the attempt stays open: its receipt's fate is asked about next time.
    return viaPayme(log, 'receipts.pay', () => Promise.reject(error));
  }
  if (receipt.state === RECEIPT_PAID) return paid(payingTx, { id: payingReceipt, payTime: receipt.pay_time });
  // Accepted but not paid yet (the bank is slow): the next call asks Payme again.
  throw inProgress();
}
