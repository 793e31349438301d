/**
 * Idempotency keys: the first answer to a request carrying an `Idempotency-Key` is stored with the
 * key, in the same transaction as the work it answers, and every repeat (same key, same body) gets
 * that answer again instead of doing the work twice. A double tap, a retry after a time-out or a
 * reload during "Place order" therefore never makes a second order.
 *
 * Concurrency: the key row is claimed first with INSERT ... ON CONFLICT DO NOTHING. On PostgreSQL a
 * second transaction claiming the same key waits on the unique index until the first commits (then
 * finds its answer) or rolls back (then claims the key itself); on SQLite transactions run one at a
 * time. A failure (an ApiError, a crash) rolls the claim back with the work, so the customer may
 * simply try again with the same key.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ApiError } from '../base/api-error.ts';
import { messages } from '../base/error-messages.ts';
import type { Database } from './schema.ts';

/** Whose key it is: keys are per merchant and customer, so one customer's key never meets another's. */
export interface IdempotencyScope {
  merchantId: number;
  userId: number;
  key: string;
}

/** Keys are kept this long; a repeat after that is new work (clients retry within minutes). */
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;

/** What a key may look like: the contract's, so the storefront never sends a key the server refuses. */
export { IDEMPOTENCY_KEY_PATTERN } from '../../contract/index.ts';

/** SHA-256 of a request body, to tell a repeat from another request under the same key. */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/** The answer of a request: stored as JSON with the key. */
export interface StoredAnswer<T> {
  value: T;
  /** True when this is a repeat answered from the store. */
  replayed: boolean;
}

/**
 * Runs `work` once per key: inside one transaction with the key's claim.
 * @throws ApiError 422 IDEMPOTENCY_KEY_REUSED when the key came with another body
 */
export async function once<T>(
  db: Kysely<Database>,
  scope: IdempotencyScope,
  hash: string,
  now: number,
  work: (trx: Kysely<Database>) => Promise<T>,
  /** Reads a stored answer back (through the contract: storage is outside input too). */
  parse: (stored: unknown) => T,
): Promise<StoredAnswer<T>> {
  return db.transaction().execute(async (trx) => {
    // Old keys go first, so a key reused after the keeping time is fresh again.
    await trx
      .deleteFrom('idempotency_keys')
      .where('merchant_id', '=', scope.merchantId)
      .where('user_id', '=', scope.userId)
      .where('created_at', '<', now - IDEMPOTENCY_KEEP_MS)
      .execute();
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({
        merchant_id: scope.merchantId,
        user_id: scope.userId,
        key: scope.key,
        request_hash: hash,
        status: 0,
        response: '',
        created_at: now,
      })
      .onConflict((conflict) => conflict.columns(['merchant_id', 'user_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const stored = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status', 'response'])
        .where('merchant_id', '=', scope.merchantId)
        .where('user_id', '=', scope.userId)
        .where('key', '=', scope.key)
        .executeTakeFirstOrThrow();
      if (stored.request_hash !== hash) {
        throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', messages.idempotencyKeyReused());
      }
      return { value: parse(JSON.parse(stored.response)), replayed: true };
    }
    const value = await work(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ status: 200, response: JSON.stringify(value) })
      .where('merchant_id', '=', scope.merchantId)
      .where('user_id', '=', scope.userId)
      .where('key', '=', scope.key)
      .execute();
    return { value, replayed: false };
  });
}
