/**
 * The merchant's side of each Payme Merchant API method, as Payme documents it. Every method is
 * idempotent on Payme's transaction id (unique in payment_transactions): a repeated Create answers the
 * same create_time, a repeated Perform the same perform_time, a repeated Cancel the same cancel_time.
 *
 * Decisions beyond the documentation:
 * - An order takes Payme when its payment type is PAYME or CARD (a saved card pays through a Payme
 *   receipt, and receipts.pay makes Payme call this API for it), it is not cancelled, not paid, and
 *   the amount is payableTiyin(order). Account errors, checked in that order: -31050 not found (or
 *   another merchant's), -31051 not a Payme order, -31053 cancelled, -31052 paid; then -31001 wrong
 *   amount.
 * - CheckPerformTransaction answers the fiscal receipt's `detail` (fiscal-detail.ts: each line's
 *   title, price, count, MXIK and package code, VAT, and the delivery), which Payme fiscalises. An
 *   order a line of which has no code is refused (-31054) and logged: never a receipt with an
 *   invented tax code, and fixture:check requires the codes wherever Payme is on.
 * - One waiting transaction per order: another Payme transaction in state 1 makes the order busy
 *   (-31099) for CheckPerformTransaction and CreateTransaction. One past the 12-hour time-out does not
 *   count: CreateTransaction cancels it with reason 4 (as a Perform of it would) and goes on.
 * - CreateTransaction refuses (-31008) a `time` older than the time-out: Payme would not perform it.
 *   A repeated CreateTransaction must carry the first one's amount (else -31001) and account (else
 *   -31050): one id is one payment.
 * - PerformTransaction refuses (-31008) when the order was cancelled or paid some other way meanwhile:
 *   Payme then cancels the transaction and the customer's money goes back. Two performs racing for
 *   one order: the loser is cancelled with reason 3 (the transaction failed).
 * - CancelTransaction after Perform refunds (state -2, the order unpaid) unless the order was handed
 *   over (DELIVERED, DONE, CLOSED): then -31007. A cancelled order is refunded.
 * - Test mode (payment-providers.json `payme.testMode`): a call signed with the test key works on
 *   test transactions only (provider PAYME_TEST), which never mark an order paid; an order "paid" in
 *   the test is paid for the test's calls alone (-31052 to the test key, unpaid to everyone else).
 */
import type { z } from 'zod';
import type { Order, OrderStatus, PaymentType } from '../../../contract/index.ts';
import { ApiError } from '../../base/api-error.ts';
import { jsonPath } from '../../tenants/fixture-problems.ts';
import { receiptDetail } from '../cards/fiscal-detail.ts';
import { ORDER_EVENT_TOPIC, type OrderEvent } from '../../orders/orders-store.ts';
import type { PaymentDeps } from '../online-provider.ts';
import { withOrderLocked } from '../order-lock.ts';
import {
  payableTiyin,
  type PaymentProvider,
  type PaymentStore,
  type PaymentTransaction,
} from '../payment-store.ts';
import type { PaymeCaller } from './payme-auth.ts';
import { paymeErrors } from './payme-errors.ts';
import type { PaymeKeyStore } from './payme-keys.ts';
import {
  accountOrderId,
  CancelParams,
  ChangePasswordParams,
  CheckPerformParams,
  CreateParams,
  merchantTransactionId,
  PAYME_STATE,
  PAYME_TIMEOUT_MS,
  REASON_FAILED,
  REASON_TIMEOUT,
  SetFiscalDataParams,
  StatementParams,
  statementLine,
  timedOut,
  TransactionIdParams,
  transactionDetails,
} from './payme-protocol.ts';

/** What a method runs with: the app's parts and the merchant whose key signed the call. */
export interface PaymeContext {
  deps: PaymentDeps;
  keys: PaymeKeyStore;
  caller: PaymeCaller;
}

type Method = (ctx: PaymeContext, params: Record<string, unknown>) => Promise<unknown>;

/** Orders handed over to the customer: their payment can no longer be cancelled. */
const FULFILLED: ReadonlySet<OrderStatus> = new Set(['DELIVERED', 'DONE', 'CLOSED']);

/** Payment types Payme collects: its checkout (PAYME) and the receipts of saved cards (CARD). */
const PAID_WITH_PAYME: ReadonlySet<PaymentType> = new Set(['PAYME', 'CARD']);

/** Where the caller's transactions are kept: the test key's apart from the real ones. */
const providerOf = (ctx: PaymeContext): PaymentProvider =>
  ctx.caller.slot === 'testKey' ? 'PAYME_TEST' : 'PAYME';

/** Parses a method's params; a failure is Payme's -32600, naming the field. */
function parseParams<S extends z.ZodType>(schema: S, params: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(params);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue ? jsonPath(['params', ...issue.path]).replace(/^\$\.?/, '') : 'params';
  throw paymeErrors.invalidRequest(field);
}

async function publish(deps: PaymentDeps, event: OrderEvent | undefined): Promise<void> {
  if (event) await deps.db.events.publish({ topic: ORDER_EVENT_TOPIC, payload: event });
}

/** The caller's Payme transaction with this id; -31003 when there is none. */
async function transactionOf(ctx: PaymeContext, id: string): Promise<PaymentTransaction> {
  const found = await ctx.deps.db.payments.byProviderId(providerOf(ctx), ctx.caller.tenant.id, id);
  if (!found) throw paymeErrors.transactionNotFound();
  return found;
}

/**
 * Whether the order is paid as the caller sees it: really paid, or, for the test key, paid by a test
 * transaction (which leaves the order's own flag alone).
 */
async function paidForCaller(ctx: PaymeContext, order: Order): Promise<boolean> {
  if (order.isPaid) return true;
  if (providerOf(ctx) !== 'PAYME_TEST') return false;
  const all = await ctx.deps.db.payments.forOrder(ctx.caller.tenant.id, order.id);
  return all.some((t) => t.provider === 'PAYME_TEST' && t.state === 'PERFORMED');
}

/** The order an account names, if Payme may take this amount for it now. */
async function payableOrder(
  ctx: PaymeContext,
  account: Record<string, unknown>,
  amount: number,
): Promise<Order> {
  const orderId = accountOrderId(account);
  const stored = orderId === undefined ? undefined : await ctx.deps.db.orders.find(orderId);
  if (!stored || stored.merchantId !== ctx.caller.tenant.id) throw paymeErrors.orderNotFound();
  const { order } = stored;
  if (!PAID_WITH_PAYME.has(order.paymentType)) throw paymeErrors.orderNotPayme();
  if (order.status === 'CANCELED') throw paymeErrors.orderCancelled();
  if (await paidForCaller(ctx, order)) throw paymeErrors.orderPaid();
  if (amount !== payableTiyin(order)) throw paymeErrors.wrongAmount();
  return order;
}

/** The fiscal receipt detail Payme fiscalises the payment with (fiscal-detail.ts). */
function fiscalDetail(ctx: PaymeContext, order: Order, amount: number) {
  const { tenant, payme } = ctx.caller;
  const products = new Map(tenant.data.catalogue.products.map((p) => [p.id, p]));
  try {
    return receiptDetail(order, products, payme.fiscal, amount);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    ctx.deps.log.error(`[payme] ${tenant.sub}: order ${order.id} has no fiscal detail: ${error.message}`);
    throw paymeErrors.orderNotFiscal();
  }
}

/** The order's other transactions of the caller's kind (real or test) waiting to be performed. */
async function waitingOthers(
  ctx: PaymeContext,
  store: PaymentStore,
  orderId: number,
  exceptProviderId?: string,
): Promise<PaymentTransaction[]> {
  const provider = providerOf(ctx);
  const all = await store.forOrder(ctx.caller.tenant.id, orderId);
  return all.filter(
    (t) => t.provider === provider && t.state === 'CREATED' && t.providerTxId !== exceptProviderId,
  );
}

/** Cancels a transaction that outlived the time-out; the operation asked for is refused. */
async function expire(ctx: PaymeContext, transaction: PaymentTransaction): Promise<never> {
  await ctx.deps.db.payments.move(transaction.id, ['CREATED'], 'CANCELLED', ctx.deps.now(), {
    reason: REASON_TIMEOUT,
  });
  throw paymeErrors.cannotPerform();
}

const createView = (t: PaymentTransaction) => ({
  create_time: t.createdAt,
  transaction: merchantTransactionId(t),
  state: PAYME_STATE[t.state],
});

const performView = (t: PaymentTransaction) => ({
  transaction: merchantTransactionId(t),
  perform_time: t.performedAt ?? 0,
  state: PAYME_STATE[t.state],
});

const cancelView = (t: PaymentTransaction) => ({
  transaction: merchantTransactionId(t),
  cancel_time: t.cancelledAt ?? 0,
  state: PAYME_STATE[t.state],
});

/**
 * A CreateTransaction for a transaction that exists: the same answer while it waits, if it names the
 * same payment (one id is one amount for one order).
 */
async function repeatedCreate(
  ctx: PaymeContext,
  transaction: PaymentTransaction,
  params: { amount: number; account: Record<string, unknown> },
) {
  if (accountOrderId(params.account) !== transaction.orderId) throw paymeErrors.orderNotFound();
  if (params.amount !== transaction.amount) throw paymeErrors.wrongAmount();
  if (transaction.state !== 'CREATED') throw paymeErrors.cannotPerform();
  if (timedOut(transaction, ctx.deps.now())) await expire(ctx, transaction);
  return createView(transaction);
}

const checkPerformTransaction: Method = async (ctx, raw) => {
  const params = parseParams(CheckPerformParams, raw);
  const order = await payableOrder(ctx, params.account, params.amount);
  const now = ctx.deps.now();
  const waiting = await waitingOthers(ctx, ctx.deps.db.payments, order.id);
  if (waiting.some((t) => !timedOut(t, now))) throw paymeErrors.orderBusy();
  return { allow: true, detail: fiscalDetail(ctx, order, params.amount) };
};

const createTransaction: Method = async (ctx, raw) => {
  const params = parseParams(CreateParams, raw);
  const { db } = ctx.deps;
  const merchantId = ctx.caller.tenant.id;
  const provider = providerOf(ctx);
  const existing = await db.payments.byProviderId(provider, merchantId, params.id);
  if (existing) return repeatedCreate(ctx, existing, params);
  const now = ctx.deps.now();
  // Payme's own clock made it: past the time-out, Payme would never perform it.
  if (now - params.time > PAYME_TIMEOUT_MS) throw paymeErrors.cannotPerform();
  const order = await payableOrder(ctx, params.account, params.amount);
  const { transaction, created } = await withOrderLocked(db, order.id, async (store) => {
    for (const other of await waitingOthers(ctx, store, order.id, params.id)) {
      if (!timedOut(other, now)) throw paymeErrors.orderBusy();
      await store.move(other.id, ['CREATED'], 'CANCELLED', now, { reason: REASON_TIMEOUT });
    }
    return store.create(
      {
        merchantId,
        orderId: order.id,
        provider,
        providerTxId: params.id,
        amount: params.amount,
        providerTime: params.time,
        data: { account: params.account },
      },
      now,
    );
  });
  // Payme repeated the create while the first was on its way: the first one's answer.
  return created ? createView(transaction) : repeatedCreate(ctx, transaction, params);
};

const performTransaction: Method = async (ctx, raw) => {
  const params = parseParams(TransactionIdParams, raw);
  const transaction = await transactionOf(ctx, params.id);
  if (transaction.state === 'PERFORMED') return performView(transaction);
  if (transaction.state !== 'CREATED') throw paymeErrors.cannotPerform();
  const now = ctx.deps.now();
  if (timedOut(transaction, now)) return expire(ctx, transaction);
  const stored = await ctx.deps.db.orders.find(transaction.orderId);
  if (!stored || stored.order.status === 'CANCELED' || (await paidForCaller(ctx, stored.order)))
    throw paymeErrors.cannotPerform();
  const move = await ctx.deps.db.payments.move(transaction.id, ['CREATED'], 'PERFORMED', now, {
    cancelReason: REASON_FAILED,
  });
  await publish(ctx.deps, move.event);
  // Not moved: another call moved it first; answer by the state it is in now.
  if (move.transaction.state !== 'PERFORMED') throw paymeErrors.cannotPerform();
  return performView(move.transaction);
};

const cancelTransaction: Method = async (ctx, raw) => {
  const params = parseParams(CancelParams, raw);
  let transaction = await transactionOf(ctx, params.id);
  // Twice at most: a move that lost a race returns the transaction as the winner left it.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const now = ctx.deps.now();
    switch (transaction.state) {
      case 'CANCELLED':
      case 'REFUNDED':
        return cancelView(transaction);
      case 'CREATED': {
        const move = await ctx.deps.db.payments.move(transaction.id, ['CREATED'], 'CANCELLED', now, {
          reason: params.reason,
        });
        if (move.moved) return cancelView(move.transaction);
        transaction = move.transaction;
        break;
      }
      case 'PERFORMED': {
        const stored = await ctx.deps.db.orders.find(transaction.orderId);
        if (stored && FULFILLED.has(stored.order.status)) throw paymeErrors.cannotCancel();
        const move = await ctx.deps.db.payments.move(transaction.id, ['PERFORMED'], 'REFUNDED', now, {
          reason: params.reason,
        });
        await publish(ctx.deps, move.event);
        if (move.moved) return cancelView(move.transaction);
        transaction = move.transaction;
        break;
      }
    }
  }
  throw paymeErrors.cannotPerform();
};

const checkTransaction: Method = async (ctx, raw) => {
  const params = parseParams(TransactionIdParams, raw);
  return transactionDetails(await transactionOf(ctx, params.id));
};

const getStatement: Method = async (ctx, raw) => {
  const params = parseParams(StatementParams, raw);
  const transactions = await ctx.deps.db.payments.statement(
    providerOf(ctx),
    ctx.caller.tenant.id,
    params.from,
    params.to,
  );
  return { transactions: transactions.map(statementLine) };
};

/** The new key replaces the one the call was signed with (payme-keys.ts says why and where). */
const changePassword: Method = async (ctx, raw) => {
  const params = parseParams(ChangePasswordParams, raw);
  const { tenant, payme, slot } = ctx.caller;
  await ctx.keys.change(tenant.id, payme, slot, params.password, ctx.deps.now());
  ctx.deps.log.info(`[payme] ${tenant.sub}: the cash register ${slot} was changed by ChangePassword`);
  return { success: true };
};

/** The fiscal receipt of a payment (PERFORM) or of its cancel (CANCEL), kept on the transaction. */
const setFiscalData: Method = async (ctx, raw) => {
  const params = parseParams(SetFiscalDataParams, raw);
  const transaction = await transactionOf(ctx, params.id);
  // One key per receipt type: the two receipts may arrive at once, and a merge is per key.
  const key = params.type === 'PERFORM' ? 'fiscal_perform' : 'fiscal_cancel';
  await ctx.deps.db.payments.mergeData(transaction.id, { [key]: params.fiscal_data });
  return { success: true };
};

/** Payme's methods by name (a Map: a method named "toString" finds nothing). */
export const paymeMethods: ReadonlyMap<string, Method> = new Map([
  ['CheckPerformTransaction', checkPerformTransaction],
  ['CreateTransaction', createTransaction],
  ['PerformTransaction', performTransaction],
  ['CancelTransaction', cancelTransaction],
  ['CheckTransaction', checkTransaction],
  ['GetStatement', getStatement],
  ['ChangePassword', changePassword],
  ['SetFiscalData', setFiscalData],
]);
