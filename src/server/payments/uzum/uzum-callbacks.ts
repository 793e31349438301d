/**
 * Uzum Bank's five webhooks (uzum-protocol.ts), answered from the shared payment transactions:
 * create makes the order's UZUM transaction (keyed by transId, state CREATED; one live transaction
 * per order, uzum-create.ts), confirm performs it (the order is paid), reverse cancels it (CANCELLED
 * before a confirm; REFUNDED after one, and the order is unpaid again), status reads it.
 *
 * Checks, in this order: the operation and method (10003), the JSON (10002), the Basic auth (10001),
 * the required fields (10005), the serviceId of those credentials (10006); then the operation's own.
 *
 * Repeats are safe: every answer is read from the stored transaction, so a repeated create (before a
 * confirm), confirm, reverse or status gets the first answer again, times included. A create
 * repeated once the transaction was confirmed or reversed is refused (10016, 10015): it cannot begin
 * again. A confirm the merchant refuses (the order was cancelled, or paid through another
 * transaction) fails the transaction for good (uzum-failure.ts): status then reads FAILED, so Uzum
 * stops asking and returns the money. So does the time-out: a transaction still created past the
 * merchant's `createdTimeoutMinutes` fails (10015) when a call next meets it, before that call is
 * answered, so a late confirm is refused (10015) and status reads FAILED, whichever comes first.
 *
 * A reverse of a failed transaction is refused with 10017, "the transaction cannot be cancelled in
 * its current state" in Uzum's error table, rather than answered REVERSED. FAILED is final for Uzum:
 * it has already acted on it (no more status calls, the money back to the customer), so status keeps
 * reading FAILED, and a REVERSED answer to the reverse would give one transaction two final states.
 * Making both read REVERSED instead would change an outcome status has already reported; refusing
 * keeps every answer about the transaction the same, however often and in whatever order Uzum asks.
 */
import type { UzumCredentials } from '../../../contract/payment-providers.ts';
import type { StoredOrder } from '../../orders/orders-store.ts';
import type { Tenant } from '../../tenants/load-tenants.ts';
import type { PaymentDeps } from '../online-provider.ts';
import { publishMove } from '../payment-events.ts';
import { payableTiyin, type PaymentTransaction } from '../payment-store.ts';
import { basicCredentials, uzumAuthMatches } from './uzum-auth.ts';
import { createLiveTransaction } from './uzum-create.ts';
import { confirmWaitMs, expireIfDue, failTransaction, failureOf } from './uzum-failure.ts';
import {
  ORDER_PARAM,
  UZUM_ERRORS,
  UzumRefusal,
  isUzumOperation,
  uzumRequestSchemas,
  type UzumAnswer,
  type UzumErrorCode,
  type UzumSuccess,
} from './uzum-protocol.ts';

/** A webhook as it reached the server. */
export interface UzumCall {
  operation: string;
  method: string;
  authorization: string | undefined;
  body: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

export async function uzumCallback(call: UzumCall, deps: PaymentDeps): Promise<UzumAnswer> {
  const json = parseJson(call.body);
  const serviceId = typeof json?.serviceId === 'number' ? json.serviceId : null;
  const transId = typeof json?.transId === 'string' ? json.transId : undefined;
  const fail = (errorCode: UzumErrorCode): UzumAnswer => ({
    status: 400,
    body: { serviceId, timestamp: deps.now(), status: 'FAILED', errorCode, ...(transId ? { transId } : {}) },
  });

  const operation = call.operation;
  if (call.method !== 'POST' || !isUzumOperation(operation)) return fail(UZUM_ERRORS.INVALID_OPERATION);
  if (!json) return fail(UZUM_ERRORS.JSON_PARSING_ERROR);
  const given = basicCredentials(call.authorization);
  const authorized = given === null ? [] : uzumMerchants(deps).filter((m) => uzumAuthMatches(given, m.uzum));
  if (authorized.length === 0) return fail(UZUM_ERRORS.ACCESS_DENIED);
  if (!uzumRequestSchemas[operation].safeParse(json).success) return fail(UZUM_ERRORS.MISSING_PARAMETERS);
  const merchant = authorized.find((m) => m.uzum.serviceId === serviceId);
  if (!merchant) return fail(UZUM_ERRORS.INVALID_SERVICE_ID);

  try {
    const ops = new UzumOperations(merchant.tenant, merchant.uzum, deps);
    const body = await ops[operation](json);
    return { status: 200, body };
  } catch (error) {
    if (error instanceof UzumRefusal) return fail(error.code);
    deps.log.error(`Uzum ${operation} failed`, error);
    return fail(UZUM_ERRORS.OTHER);
  }
}

/** Every merchant with Uzum credentials. */
export function uzumMerchants(
  deps: Pick<PaymentDeps, 'tenants'>,
): Array<{ tenant: Tenant; uzum: UzumCredentials }> {
  return deps.tenants.all.flatMap((tenant) => {
    const uzum = tenant.data.paymentProviders?.uzum;
    return uzum ? [{ tenant, uzum }] : [];
  });
}

/** The order a webhook's params name, as the answer's `data` shows it. */
const dataOf = (orderId: number) => ({ [ORDER_PARAM]: { value: String(orderId) } });

/** The five operations for one merchant; each either answers or throws an UzumRefusal. */
class UzumOperations {
  readonly #tenant: Tenant;
  readonly #serviceId: number;
  /** How long a created transaction waits for its confirm (uzum-failure.ts). */
  readonly #waitMs: number;
  readonly #deps: PaymentDeps;

  constructor(tenant: Tenant, uzum: UzumCredentials, deps: PaymentDeps) {
    this.#tenant = tenant;
    this.#serviceId = uzum.serviceId;
    this.#waitMs = confirmWaitMs(uzum);
    this.#deps = deps;
  }

  check = async (json: unknown): Promise<UzumSuccess> => {
    const request = uzumRequestSchemas.check.parse(json);
    const order = await this.#payableOrder(request.params);
    return {
      serviceId: this.#serviceId,
      timestamp: this.#deps.now(),
      status: 'OK',
      data: dataOf(order.order.id),
    };
  };

  create = async (json: unknown): Promise<UzumSuccess> => {
    const request = uzumRequestSchemas.create.parse(json);
    const seen = await this.#transaction(request.transId);
    if (seen) return this.#repeatedCreate(await this.#asNow(seen), request.params, request.amount);
    const order = await this.#payableOrder(request.params);
    if (request.amount !== payableTiyin(order.order)) throw new UzumRefusal(UZUM_ERRORS.INCORRECT_AMOUNT);
    // At most one live transaction per order (uzum-create.ts says why and how).
    const transaction = await createLiveTransaction(
      this.#deps,
      {
        merchantId: this.#tenant.id,
        orderId: order.order.id,
        providerTxId: request.transId,
        amount: request.amount,
        providerTime: request.timestamp,
        data: { params: request.params },
      },
      this.#waitMs,
    );
    // Two creates with this transId at once: the one that lost answers from the other's row.
    return this.#repeatedCreate(transaction, request.params, request.amount);
  };

  confirm = async (json: unknown): Promise<UzumSuccess> => {
    const request = uzumRequestSchemas.confirm.parse(json);
    const tx = await this.#existing(request.transId);
    if (tx.state !== 'CREATED') return this.#confirmed(tx);
    const stored = await this.#deps.db.orders.find(tx.orderId);
    if (!stored || stored.order.status === 'CANCELED')
      return this.#failTransaction(tx, UZUM_ERRORS.PAYMENT_CANCELLED);
    if (stored.order.isPaid) return this.#failTransaction(tx, UZUM_ERRORS.ALREADY_PAID);
    const move = await this.#deps.db.payments.move(tx.id, ['CREATED'], 'PERFORMED', this.#deps.now(), {
      data: {
        paymentSource: request.paymentSource ?? null,
        tariff: request.tariff ?? null,
        processingReferenceNumber: request.processingReferenceNumber ?? null,
        phone: request.phone ?? null,
        confirmTimestamp: request.timestamp,
      },
    });
    await publishMove(this.#deps.db, move);
    return this.#confirmed(move.transaction);
  };

  reverse = async (json: unknown): Promise<UzumSuccess> => {
    const request = uzumRequestSchemas.reverse.parse(json);
    let tx = await this.#existing(request.transId);
    const now = this.#deps.now();
    const extra = { data: { reverseTimestamp: request.timestamp } };
    if (tx.state === 'CREATED')
      tx = (await this.#deps.db.payments.move(tx.id, ['CREATED'], 'CANCELLED', now, extra)).transaction;
    if (tx.state === 'PERFORMED') {
      // Reversed after the confirm: the order is unpaid again.
      const move = await this.#deps.db.payments.move(tx.id, ['PERFORMED'], 'REFUNDED', now, extra);
      await publishMove(this.#deps.db, move);
      tx = move.transaction;
    }
    // Failed for good, as status reads: not reversible (the header says why).
    if (failureOf(tx)) throw new UzumRefusal(UZUM_ERRORS.TRANSACTION_NOT_REVERSIBLE);
    if (tx.state !== 'CANCELLED' && tx.state !== 'REFUNDED') throw new UzumRefusal(UZUM_ERRORS.OTHER);
    return {
      serviceId: this.#serviceId,
      transId: tx.providerTxId,
      status: 'REVERSED',
      reverseTime: tx.cancelledAt ?? now,
      data: dataOf(tx.orderId),
      amount: tx.amount,
    };
  };

  status = async (json: unknown): Promise<UzumSuccess> => {
    const request = uzumRequestSchemas.status.parse(json);
    const tx = await this.#existing(request.transId);
    const failedWith = failureOf(tx);
    const status = failedWith
      ? 'FAILED'
      : tx.state === 'CREATED'
        ? 'CREATED'
        : tx.state === 'PERFORMED'
          ? 'CONFIRMED'
          : 'REVERSED';
    return {
      serviceId: this.#serviceId,
      transId: tx.providerTxId,
      status,
      transTime: tx.createdAt,
      confirmTime: tx.performedAt,
      reverseTime: status === 'REVERSED' ? tx.cancelledAt : null,
      ...(failedWith ? { errorCode: failedWith } : {}),
      data: dataOf(tx.orderId),
      amount: tx.amount,
    };
  };

  /** The order params name, if Uzum may take its payment now. */
  async #payableOrder(params: Record<string, unknown>): Promise<StoredOrder> {
    const value = params[ORDER_PARAM];
    if (value === undefined || value === null || value === '')
      throw new UzumRefusal(UZUM_ERRORS.MISSING_PARAMETERS);
    const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
    const stored = /^\d{1,15}$/.test(text) ? await this.#deps.db.orders.find(Number(text)) : undefined;
    if (!stored || stored.merchantId !== this.#tenant.id || stored.order.paymentType !== 'UZUM')
      throw new UzumRefusal(UZUM_ERRORS.ATTRIBUTE_NOT_FOUND);
    if (stored.order.status === 'CANCELED') throw new UzumRefusal(UZUM_ERRORS.PAYMENT_CANCELLED);
    if (stored.order.isPaid) throw new UzumRefusal(UZUM_ERRORS.ALREADY_PAID);
    return stored;
  }

  #transaction(transId: string): Promise<PaymentTransaction | undefined> {
    return this.#deps.db.payments.byProviderId('UZUM', this.#tenant.id, transId);
  }

  /** The transaction with this transId as it stands now (one past the time-out failed first). */
  async #existing(transId: string): Promise<PaymentTransaction> {
    const tx = await this.#transaction(transId);
    if (!tx) throw new UzumRefusal(UZUM_ERRORS.TRANSACTION_NOT_FOUND);
    return this.#asNow(tx);
  }

  #asNow(tx: PaymentTransaction): Promise<PaymentTransaction> {
    return expireIfDue(this.#deps.db.payments, tx, this.#deps.now(), this.#waitMs);
  }

  /** A create for a transId already recorded: the same answer while it waits for its confirm. */
  #repeatedCreate(tx: PaymentTransaction, params: Record<string, unknown>, amount: number): UzumSuccess {
    const named = params[ORDER_PARAM];
    if (
      (typeof named !== 'string' && typeof named !== 'number') ||
      String(named).trim() !== String(tx.orderId) ||
      amount !== tx.amount
    )
      throw new UzumRefusal(UZUM_ERRORS.TRANS_ID_EXISTS);
    if (tx.state === 'PERFORMED') throw new UzumRefusal(UZUM_ERRORS.TRANSACTION_ALREADY_CONFIRMED);
    if (tx.state !== 'CREATED') throw new UzumRefusal(UZUM_ERRORS.TRANSACTION_CANCELLED);
    return {
      serviceId: this.#serviceId,
      transId: tx.providerTxId,
      status: 'CREATED',
      transTime: tx.createdAt,
      data: dataOf(tx.orderId),
      amount: tx.amount,
    };
  }

  /** The answer to a confirm, from where the transaction stands. */
  #confirmed(tx: PaymentTransaction): UzumSuccess {
    if (tx.state === 'CANCELLED' || tx.state === 'REFUNDED') {
      throw new UzumRefusal(failureOf(tx) ?? UZUM_ERRORS.TRANSACTION_CANCELLED);
    }
    if (tx.state !== 'PERFORMED' || tx.performedAt === null) throw new UzumRefusal(UZUM_ERRORS.OTHER);
    return {
      serviceId: this.#serviceId,
      transId: tx.providerTxId,
      status: 'CONFIRMED',
      confirmTime: tx.performedAt,
      data: dataOf(tx.orderId),
      amount: tx.amount,
    };
  }

  /** A confirm refused: the transaction will never be paid (its status reads FAILED). */
  async #failTransaction(tx: PaymentTransaction, code: UzumErrorCode): Promise<never> {
    const after = await failTransaction(this.#deps.db.payments, tx, code, this.#deps.now());
    if (after.state === 'PERFORMED') {
      // Confirmed meanwhile by a repeat of this very confirm: that answer stands.
      throw new UzumRefusal(UZUM_ERRORS.OTHER);
    }
    throw new UzumRefusal(code);
  }
}
