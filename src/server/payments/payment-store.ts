/**
 * Provider payment transactions, shared by the Payme, Click and Uzum protocols (and saved cards).
 * Each protocol keeps its own wire format and state codes; here a transaction is in one of four
 * states, and every move between them is a guarded UPDATE (`WHERE state IN (...)`), so a callback
 * repeated, or two instances answering the same one, can never move a transaction twice. Moving to
 * PERFORMED marks the order paid and moving PERFORMED to REFUNDED marks it unpaid, in the same
 * transaction as the move; the order event it records is returned for the caller to publish.
 *
 * Amounts are integers in tiyin (1/100 so'm): the providers count in tiyin (Payme, Uzum) or in so'm
 * with two decimals (Click), and an order's total may carry tiyin.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Order } from '../../contract/index.ts';
import { OrderStore, type OrderEvent } from '../orders/orders-store.ts';
import type { Database, PaymentTransactionsTable } from '../storage/schema.ts';

export type PaymentProvider = 'PAYME' | 'PAYME_TEST' | 'CLICK' | 'UZUM' | 'CARD';

/**
 * Providers whose transactions are tests (Payme's test environment, signed with the test key): they
 * move between states like any other but never change an order's paid flag, and a real payment and a
 * test one never count against each other.
 */
export const TEST_PROVIDERS: ReadonlySet<PaymentProvider> = new Set(['PAYME_TEST']);

/** The providers whose transactions count together with this one's (tests with tests, real with real). */
const realmOf = (provider: PaymentProvider): PaymentProvider[] =>
  (['PAYME', 'PAYME_TEST', 'CLICK', 'UZUM', 'CARD'] as const).filter(
    (p) => TEST_PROVIDERS.has(p) === TEST_PROVIDERS.has(provider),
  );

/**
 * CREATED: the provider holds the amount or waits for the customer (Payme state 1, Click prepared,
 * Uzum CREATED). PERFORMED: paid (Payme 2, Click completed, Uzum CONFIRMED). CANCELLED: cancelled
 * before it was paid (Payme -1, Click cancelled). REFUNDED: cancelled after it was paid (Payme -2,
 * Uzum REVERSED).
 */
export type PaymentState = 'CREATED' | 'PERFORMED' | 'CANCELLED' | 'REFUNDED';

export interface PaymentTransaction {
  id: number;
  merchantId: number;
  orderId: number;
  provider: PaymentProvider;
  providerTxId: string;
  /** Tiyin. */
  amount: number;
  state: PaymentState;
  reason: number | null;
  /** The provider's own time of the transaction, epoch ms (Payme's `time`). */
  providerTime: number | null;
  createdAt: number;
  performedAt: number | null;
  cancelledAt: number | null;
  /** What one protocol keeps besides (parsed JSON object). */
  data: Record<string, unknown>;
}

export interface NewPaymentTransaction {
  merchantId: number;
  orderId: number;
  provider: PaymentProvider;
  providerTxId: string;
  amount: number;
  providerTime?: number | null;
  data?: Record<string, unknown>;
}

/** An order's total in so'm as tiyin (totals may carry tiyin: 38 400.5 so'm is 3 840 050). */
export const tiyinOf = (sum: number): number => Math.round(sum * 100);

/** The amount an order asks the customer to pay online, in tiyin. */
export const payableTiyin = (order: Pick<Order, 'totals'>): number => tiyinOf(order.totals?.totalPrice ?? 0);

type Row = Selectable<PaymentTransactionsTable>;

/** The saved-card attempt's receipt id (card-payment.ts keeps it in the attempt's data). */
const receiptOf = (tx: PaymentTransaction): string | undefined =>
  tx.provider === 'CARD' && typeof tx.data.receiptId === 'string' ? tx.data.receiptId : undefined;

/** A CARD attempt and the Payme merchant API transaction of its receipt: one payment. */
export function sameReceipt(a: PaymentTransaction, b: PaymentTransaction): boolean {
  const [card, payme] = a.provider === 'CARD' ? [a, b] : [b, a];
  return payme.provider === 'PAYME' && receiptOf(card) === payme.providerTxId;
}

/** Ids per query of forOrders. */
const ID_SLICE = 500;

function fromRow(row: Row): PaymentTransaction {
  const data: unknown = JSON.parse(row.data);
  const time = (value: number | string | null) => (value === null ? null : Number(value));
  return {
    id: Number(row.id),
    merchantId: row.merchant_id,
    orderId: row.order_id,
    provider: row.provider as PaymentProvider,
    providerTxId: row.provider_tx_id,
    amount: Number(row.amount),
    state: row.state as PaymentState,
    reason: row.reason,
    providerTime: time(row.provider_time),
    createdAt: Number(row.created_at),
    performedAt: time(row.performed_at),
    cancelledAt: time(row.cancelled_at),
    data:
      typeof data === 'object' && data !== null && !Array.isArray(data)
        ? (data as Record<string, unknown>)
        : {},
  };
}

/** The result of a move: the transaction as it is now, and the order event to publish, if any. */
export interface PaymentMove {
  transaction: PaymentTransaction;
  /** False when the transaction was not in a state it could move from (it is returned unchanged). */
  moved: boolean;
  /**
   * A move to PERFORMED found the order already paid by another transaction: this one was cancelled
   * instead (the provider returns the money), so an order is never paid twice.
   */
  alreadyPaid?: boolean;
  event?: OrderEvent;
}

export class PaymentStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** The same queries inside a transaction the caller holds. */
  in(trx: Kysely<Database>): PaymentStore {
    return new PaymentStore(trx);
  }

  async byProviderId(
    provider: PaymentProvider,
    merchantId: number,
    providerTxId: string,
  ): Promise<PaymentTransaction | undefined> {
    const row = await this.#db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('provider', '=', provider)
      .where('merchant_id', '=', merchantId)
      .where('provider_tx_id', '=', providerTxId)
      .executeTakeFirst();
    return row && fromRow(row);
  }

  async byId(id: number): Promise<PaymentTransaction | undefined> {
    const row = await this.#db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && fromRow(row);
  }

  /** An order's transactions, oldest first (any provider). */
  async forOrder(merchantId: number, orderId: number): Promise<PaymentTransaction[]> {
    const rows = await this.#db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    return rows.map(fromRow);
  }

  /**
   * Creates a transaction in state CREATED, or finds the one the provider already made with this id
   * (`created` false): a repeated create never makes a second row, even from two instances at once.
   */
  async create(
    input: NewPaymentTransaction,
    now: number,
  ): Promise<{ transaction: PaymentTransaction; created: boolean }> {
    const inserted = await this.#db
      .insertInto('payment_transactions')
      .values({
        merchant_id: input.merchantId,
        order_id: input.orderId,
        provider: input.provider,
        provider_tx_id: input.providerTxId,
        amount: input.amount,
        state: 'CREATED',
        reason: null,
        provider_time: input.providerTime ?? null,
        created_at: now,
        performed_at: null,
        cancelled_at: null,
        data: JSON.stringify(input.data ?? {}),
      })
      .onConflict((conflict) => conflict.columns(['provider', 'merchant_id', 'provider_tx_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { transaction: fromRow(inserted), created: true };
    const existing = await this.byProviderId(input.provider, input.merchantId, input.providerTxId);
    if (!existing)
      throw new Error(`payment ${input.provider} ${input.providerTxId} vanished after a conflict`);
    return { transaction: existing, created: false };
  }

  /**
   * Moves a transaction to `to` if it is in one of `from`, with the order's paid flag following
   * (PERFORMED: paid; REFUNDED: unpaid), in one database transaction. A test transaction
   * (TEST_PROVIDERS) moves alone: the order's flag is never touched.
   *
   * `cancelReason`: the provider's reason written when a move to PERFORMED finds the order paid by
   * another transaction and cancels this one instead (Payme reads a cancelled transaction's reason).
   */
  async move(
    id: number,
    from: readonly PaymentState[],
    to: PaymentState,
    now: number,
    extra: { reason?: number | null; cancelReason?: number; data?: Record<string, unknown> } = {},
  ): Promise<PaymentMove> {
    const work = async (trx: Kysely<Database>): Promise<PaymentMove> => {
      const current = await new PaymentStore(trx).byId(id);
      if (!current) throw new Error(`payment transaction ${id} does not exist`);
      if (to === 'PERFORMED' && from.includes(current.state)) {
        const paid = await this.#paidByAnother(trx, current);
        if (paid) {
          const cancelled = await this.#cancelInstead(trx, current, now, extra.cancelReason ?? null);
          return { transaction: cancelled ?? current, moved: false, alreadyPaid: true };
        }
      }
      const updated = await trx
        .updateTable('payment_transactions')
        .set({
          state: to,
          ...(to === 'PERFORMED' ? { performed_at: now } : {}),
          ...(to === 'CANCELLED' || to === 'REFUNDED' ? { cancelled_at: now } : {}),
          ...(extra.reason !== undefined ? { reason: extra.reason } : {}),
          ...(extra.data ? { data: JSON.stringify({ ...current.data, ...extra.data }) } : {}),
        })
        .where('id', '=', id)
        .where('state', 'in', [...from])
        .returningAll()
        .executeTakeFirst();
      if (!updated) return { transaction: current, moved: false };
      const transaction = fromRow(updated);
      if (TEST_PROVIDERS.has(transaction.provider)) return { transaction, moved: true };
      // The same payment seen from Payme's other API already moved the order: once is enough.
      const partner = await this.#samePayment(trx, transaction);
      if (partner?.state === to) return { transaction, moved: true };
      const orders = new OrderStore(trx);
      if (to === 'PERFORMED') {
        const { event } = await orders.setPaid(transaction.orderId, true, now);
        return { transaction, moved: true, event };
      }
      if (to === 'REFUNDED' && current.state === 'PERFORMED') {
        // A customer's cancellation waiting for this refund says it is done; else the order is unpaid.
        const refunded = await orders.markRefunded(transaction.orderId, now);
        const { event } = refunded ?? (await orders.setPaid(transaction.orderId, false, now));
        return { transaction, moved: true, event };
      }
      return { transaction, moved: true };
    };
    return this.#db.isTransaction ? work(this.#db) : this.#db.transaction().execute(work);
  }

  /**
   * Merges keys into a transaction's data without moving it (Payme's fiscal receipts arrive after the
   * payment). The row is locked first (an UPDATE that changes nothing holds it until the commit on
   * PostgreSQL; SQLite writes one at a time), so two merges at once both land.
   */
  async mergeData(id: number, data: Record<string, unknown>): Promise<PaymentTransaction> {
    const merged = await this.mergeDataIf(id, () => data);
    if (!merged) throw new Error(`payment transaction ${id} refused a plain merge`);
    return merged;
  }

  /**
   * Like mergeData, but `decide` sees the locked row first and answers the keys to merge, or null
   * to leave it (undefined is answered then): a check-and-set no other caller can interleave with,
   * which is how a saved-card payment leases its attempt.
   */
  async mergeDataIf(
    id: number,
    decide: (current: PaymentTransaction) => Record<string, unknown> | null,
  ): Promise<PaymentTransaction | undefined> {
    const work = async (trx: Kysely<Database>): Promise<PaymentTransaction | undefined> => {
      await trx
        .updateTable('payment_transactions')
        .set((eb) => ({ data: eb.ref('data') }))
        .where('id', '=', id)
        .execute();
      const current = await new PaymentStore(trx).byId(id);
      if (!current) throw new Error(`payment transaction ${id} does not exist`);
      const data = decide(current);
      if (!data) return undefined;
      const updated = await trx
        .updateTable('payment_transactions')
        .set({ data: JSON.stringify({ ...current.data, ...data }) })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return fromRow(updated);
    };
    return this.#db.isTransaction ? work(this.#db) : this.#db.transaction().execute(work);
  }

  /**
   * Whether another transaction of the same realm (real or test, any provider) already paid this
   * one's order. The order's row is written first: on PostgreSQL that row lock makes two payments of
   * one order take turns, so the second sees the first (SQLite runs one writing transaction at a time
   * anyway).
   *
   * A saved-card attempt (CARD) and the Payme transaction of its own receipt are one payment seen
   * from both of Payme's APIs: receipts.pay makes Payme call the merchant API (CreateTransaction's id
   * is the receipt's id), and the card flow then records the receipt paid. Neither counts against
   * the other.
   */
  async #paidByAnother(trx: Kysely<Database>, tx: PaymentTransaction): Promise<boolean> {
    await trx
      .updateTable('orders')
      .set({ updated: sql<number>`updated` })
      .where('id', '=', tx.orderId)
      .execute();
    const others = await trx
      .selectFrom('payment_transactions')
      .selectAll()
      .where('merchant_id', '=', tx.merchantId)
      .where('order_id', '=', tx.orderId)
      .where('state', '=', 'PERFORMED')
      .where('provider', 'in', realmOf(tx.provider))
      .where('id', '!=', tx.id)
      .execute();
    return others.map(fromRow).some((other) => !sameReceipt(tx, other));
  }

  /** The saved-card attempt's Payme transaction, or the Payme transaction's attempt (sameReceipt). */
  async #samePayment(trx: Kysely<Database>, tx: PaymentTransaction): Promise<PaymentTransaction | undefined> {
    if (tx.provider !== 'CARD' && tx.provider !== 'PAYME') return undefined;
    const rows = await trx
      .selectFrom('payment_transactions')
      .selectAll()
      .where('merchant_id', '=', tx.merchantId)
      .where('order_id', '=', tx.orderId)
      .where('provider', '=', tx.provider === 'CARD' ? 'PAYME' : 'CARD')
      .execute();
    return rows.map(fromRow).find((other) => sameReceipt(tx, other));
  }

  async #cancelInstead(
    trx: Kysely<Database>,
    tx: PaymentTransaction,
    now: number,
    reason: number | null,
  ): Promise<PaymentTransaction | undefined> {
    const row = await trx
      .updateTable('payment_transactions')
      .set({ state: 'CANCELLED', cancelled_at: now, reason })
      .where('id', '=', tx.id)
      .where('state', '=', tx.state)
      .returningAll()
      .executeTakeFirst();
    return row && fromRow(row);
  }

  /**
   * Every provider's transactions whose provider time (else creation time) falls in [from, to], of
   * one merchant or all, oldest first: a period as the providers' statements count it.
   */
  async between(from: number, to: number, merchantId?: number): Promise<PaymentTransaction[]> {
    let query = this.#db
      .selectFrom('payment_transactions')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('provider_time', '>=', from), eb('provider_time', '<=', to)]),
          eb.and([eb('provider_time', 'is', null), eb('created_at', '>=', from), eb('created_at', '<=', to)]),
        ]),
      );
    if (merchantId !== undefined) query = query.where('merchant_id', '=', merchantId);
    const rows = await query
      .orderBy(sql`coalesce(provider_time, created_at)`)
      .orderBy('id')
      .execute();
    return rows.map(fromRow);
  }

  /** The transactions of these orders (any provider, any time), oldest first. */
  async forOrders(orderIds: readonly number[]): Promise<PaymentTransaction[]> {
    const found: PaymentTransaction[] = [];
    // In slices: SQLite and PostgreSQL both cap the parameters of one statement.
    for (let start = 0; start < orderIds.length; start += ID_SLICE) {
      const rows = await this.#db
        .selectFrom('payment_transactions')
        .selectAll()
        .where('order_id', 'in', orderIds.slice(start, start + ID_SLICE))
        .execute();
      found.push(...rows.map(fromRow));
    }
    return found.sort((a, b) => a.id - b.id);
  }

  /** A provider's transactions whose provider time (else creation time) falls in [from, to], in that time's order. */
  async statement(
    provider: PaymentProvider,
    merchantId: number,
    from: number,
    to: number,
  ): Promise<PaymentTransaction[]> {
    const rows = await this.#db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('provider', '=', provider)
      .where('merchant_id', '=', merchantId)
      .where((eb) =>
        eb.or([
          eb.and([eb('provider_time', '>=', from), eb('provider_time', '<=', to)]),
          eb.and([eb('provider_time', 'is', null), eb('created_at', '>=', from), eb('created_at', '<=', to)]),
        ]),
      )
      .orderBy(sql`coalesce(provider_time, created_at)`)
      .orderBy('id')
      .execute();
    return rows.map(fromRow);
  }
}

// The database (storage/db.ts) holds this store; database.ts makes it when the database opens.
declare module '../storage/db.ts' {
  interface DomainStores {
    /** Online payments (provider transactions) of orders. */
    readonly payments: PaymentStore;
  }
}
