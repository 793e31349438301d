/**
 * Paying a CARD order with a saved card (POST /payments/v1/cards/pay/{orderId}): a Payme receipt for
 * the order's amount with each line's fiscal detail (receipts.create), paid with the card's token
 * (receipts.pay). On success the order's transaction (payment_transactions, provider CARD) moves to
 * PERFORMED, which marks the order paid, and the order event is published.
 *
 * A card is charged at most once per order, whoever repeats the call and whatever fails on the way:
 * - each attempt claims its own transaction row first (unique per order and attempt number), so two
 *   calls at once cannot both make a receipt: the second is told the payment is under way;
 * - the call working on an attempt holds a lease on it (`payingUntil` in its data, set by a locked
 *   check-and-set), so a second call that finds the attempt open while the first still pays it is
 *   told the payment is under way instead of paying the same receipt again;
 * - an attempt whose answer was lost (a time-out after receipts.pay) stays CREATED with its receipt's
 *   id: the next call asks Payme about that receipt (receipts.check) before anything else. Paid: the
 *   order is recorded paid. Still awaiting payment: the same receipt is paid, never a new one (Payme
 *   pays a receipt once). Cancelled: a new attempt may start;
 * - a refusal is checked against the receipt too before the attempt is closed, because the refusal of
 *   a second concurrent receipts.pay must not cancel a payment the first one made.
 */
import type { Order } from '../../../contract/index.ts';
import { isExpired } from '../../../contract/index.ts';
import { ApiError } from '../../base/api-error.ts';
import type { ServerServices } from '../../http/api-types.ts';
import { messages } from '../../base/error-messages.ts';
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
import { SUBSCRIBE_TIMEOUT_MS } from './subscribe-http.ts';

/** An attempt that claimed its row but never recorded a receipt is given up after this long (ms). */
export const STALE_CLAIM_MS = 60_000;

/**
 * How long one call holds the attempt it pays (ms). The lease is freed when the call ends, whatever
 * its outcome; a call that died with it frees it after this long: longer than the Payme calls one
 * payment makes (receipts.check, .create, .pay and a check after a refusal) each taking their time-out.
 */
export const PAYING_LEASE_MS = 5 * SUBSCRIBE_TIMEOUT_MS;

const leaseHeld = (tx: PaymentTransaction, now: number): boolean =>
  typeof tx.data.payingUntil === 'number' && tx.data.payingUntil > now;

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
  if (order.isPaid) return recordPaidAttempt();
  if (order.status === 'CANCELED') {
    throw new ApiError(409, 'ORDER_CANCELLED', messages.orderCancelledNoPayment());
  }
  const card = await db.cards.find(owner, cardId);
  if (!card) throw new ApiError(404, 'CARD_NOT_FOUND', cardMessages.cardNotFound(cardId));
  if (!card.verified) throw new ApiError(409, 'CARD_NOT_VERIFIED', cardMessages.notVerified());
  if (isExpired(card.expire, now)) throw new ApiError(422, 'CARD_EXPIRED', cardMessages.expired());
  const amount = payableTiyin(order);
  if (amount <= 0) throw new ApiError(409, 'NOTHING_TO_PAY', cardMessages.nothingToPay());

  /**
   * The order is paid already. Payme's merchant API records a receipt's payment while receipts.pay
   * is under way (payme-methods.ts): when this call's earlier attempt lost the answer, that attempt is
   * still open, and its receipt is the Payme transaction that paid. It is recorded paid, and the
   * customer gets the paid order rather than an error. Any other paid order is ORDER_ALREADY_PAID; an
   * attempt another call still holds is that call's to finish.
   */
  async function recordPaidAttempt(): Promise<Order> {
    const all = await db.payments.forOrder(owner.merchantId, orderId);
    const paidReceipts = new Set(
      all.filter((p) => p.provider === 'PAYME' && p.state === 'PERFORMED').map((p) => p.providerTxId),
    );
    const open = all.find(
      (p) => p.provider === 'CARD' && p.state === 'CREATED' && paidReceipts.has(receiptIdOf(p) ?? ''),
    );
    if (!open) throw new ApiError(409, 'ORDER_ALREADY_PAID', messages.orderAlreadyPaid());
    if (leaseHeld(open, services.now())) throw inProgress();
    await db.payments.move(open.id, ['CREATED'], 'PERFORMED', services.now());
    return (await db.orders.find(orderId))?.order ?? order;
  }

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
  if (tx && !receiptIdOf(tx)) {
    if (now - tx.createdAt < STALE_CLAIM_MS) throw inProgress();
    await db.payments.move(tx.id, ['CREATED'], 'CANCELLED', now, { data: { abandoned: true } });
    tx = undefined;
  }
  const payingUntil = services.now() + PAYING_LEASE_MS;
  if (tx) {
    const open = tx;
    const leased = await db.payments.mergeDataIf(open.id, (current) =>
      current.state === 'CREATED' && !leaseHeld(current, services.now()) ? { payingUntil } : null,
    );
    if (!leased) {
      const current = await db.payments.byId(open.id);
      if (current?.state === 'PERFORMED')
        throw new ApiError(409, 'ORDER_ALREADY_PAID', messages.orderAlreadyPaid());
      throw inProgress();
    }
    tx = leased;
  }
  /** The attempts this call leased: freed when it ends, however it ends. */
  const held = new Set<number>(tx ? [tx.id] : []);
  try {
    return await settle(tx);
  } finally {
    for (const id of held) await release(id);
  }

  /** Frees this call's lease, unless it ran out and another call holds the attempt now. */
  async function release(id: number) {
    await db.payments
      .mergeDataIf(id, (current) => (current.data.payingUntil === payingUntil ? { payingUntil: null } : null))
      .catch((error: unknown) => log.error(`card payment ${id}: its lease was not released`, error));
  }

  /** Pays the leased open attempt `open`, or a new one when there is none or its receipt was cancelled. */
  async function settle(open: PaymentTransaction | undefined): Promise<Order> {
    let tx = open;
    let receiptId = tx ? receiptIdOf(tx) : null;
    if (tx && receiptId) {
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
      tx = await newAttempt();
      receiptId = receiptIdOf(tx);
    }
    return payReceipt(tx, receiptId!);
  }

  /** Claims the next attempt's row (leased to this call) and makes its receipt. */
  async function newAttempt(): Promise<PaymentTransaction> {
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
        data: { cardId: card!.id, payingUntil },
      },
      now,
    );
    if (!claim.created) throw inProgress();
    const tx = claim.transaction;
    held.add(tx.id);
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
    const moved = await db.payments.move(tx.id, ['CREATED'], 'CREATED', services.now(), {
      data: { receiptId: receipt._id },
    });
    return moved.transaction;
  }

  async function payReceipt(payingTx: PaymentTransaction, payingReceipt: string): Promise<Order> {
    let receipt: PaymeReceipt;
    try {
      receipt = await payme.receiptsPay(payingReceipt, card!.token);
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
    if (receipt.state === RECEIPT_PAID)
      return paid(payingTx, { id: payingReceipt, payTime: receipt.pay_time });
    // Accepted but not paid yet (the bank is slow): the next call asks Payme again.
    throw inProgress();
  }
}
