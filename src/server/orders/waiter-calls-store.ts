/**
 * The waiter_calls table. One open call per order, kept by a unique `open_key` (the order id while
 * the call is open, null once answered or replaced): calling while a call is open finds that call,
 * whichever instance and however many taps at once.
 */
import type { Kysely, Selectable } from 'kysely';
import { WAITER_CALL_TIMEOUT_MS, type WaiterCall } from '../../contract/waiter-call.ts';
import type { Database, WaiterCallsTable } from '../storage/schema.ts';
import { oncePerDb } from '../storage/once-per-db.ts';

type Row = Selectable<WaiterCallsTable>;

const iso = (at: number) => new Date(at).toISOString();

/** A call as the customer sees it at `now`: answered, still open, or expired unanswered. */
export function waiterCallAt(row: Row, now: number): WaiterCall {
  const answeredAt = row.answered_at === null ? null : Number(row.answered_at);
  const expiresAt = Number(row.expires_at);
  return {
    id: row.id,
    orderId: row.order_id,
    state: answeredAt !== null ? 'ANSWERED' : now >= expiresAt ? 'EXPIRED' : 'CALLED',
    calledAt: iso(Number(row.called_at)),
    expiresAt: iso(expiresAt),
    answeredAt: answeredAt === null ? null : iso(answeredAt),
  };
}

/** Typed queries on the waiter_calls table. */
export class WaiterCallStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** The order's latest call, or undefined. */
  async latest(orderId: number, now: number): Promise<WaiterCall | undefined> {
    const row = await this.#db
      .selectFrom('waiter_calls')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && waiterCallAt(row, now);
  }

  /** The open call of the order, made now when there is none (an expired one is let go first). */
  async call(merchantId: number, orderId: number, now: number): Promise<WaiterCall> {
    return this.#db.transaction().execute(async (trx) => {
      await trx
        .updateTable('waiter_calls')
        .set({ open_key: null })
        .where('open_key', '=', orderId)
        .where('expires_at', '<=', now)
        .execute();
      await trx
        .insertInto('waiter_calls')
        .values({
          merchant_id: merchantId,
          order_id: orderId,
          open_key: orderId,
          called_at: now,
          expires_at: now + WAITER_CALL_TIMEOUT_MS,
        })
        .onConflict((conflict) => conflict.column('open_key').doNothing())
        .execute();
      const row = await trx
        .selectFrom('waiter_calls')
        .selectAll()
        .where('open_key', '=', orderId)
        .executeTakeFirstOrThrow();
      return waiterCallAt(row, now);
    });
  }

  /** The staff answer the open call (nothing happens when none is open). */
  async answer(orderId: number, now: number): Promise<void> {
    await this.#db
      .updateTable('waiter_calls')
      .set({ open_key: null, answered_at: now })
      .where('open_key', '=', orderId)
      .where('expires_at', '>', now)
      .execute();
  }
}

/** The waiter call store of a database, made once per database (app). */
export const waiterCallsOf = oncePerDb((db: { kysely: Kysely<Database> }) => new WaiterCallStore(db.kysely));
