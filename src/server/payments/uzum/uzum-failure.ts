/**
 * How an Uzum transaction fails for good, before it is paid:
 * - a confirm the merchant refused (the order was cancelled, or paid through another transaction);
 * - no confirm within the merchant's time-out (`uzum.createdTimeoutMinutes`, 30 by default: Uzum
 *   itself treats a transaction unconfirmed after 30 minutes as failed). Nothing runs on a timer: the
 *   first call that meets such a transaction (confirm, reverse, status, a repeated create, or a create
 *   of another transaction for the order) fails it, with 10015 ("transaction cancelled", what Uzum's
 *   table answers a confirm of a cancelled transaction).
 * The transaction is CANCELLED with the code it failed with kept in its data (`failedWith`), so every
 * later call reads the same outcome: status answers FAILED with that code (Uzum stops asking and
 * returns the money), a confirm is refused with it, and a reverse is refused (uzum-callbacks.ts).
 */
import type { UzumCredentials } from '../../../contract/payment-providers.ts';
import type { PaymentStore, PaymentTransaction } from '../payment-store.ts';
import { UZUM_ERRORS, type UzumErrorCode } from './uzum-protocol.ts';

/** How long a created transaction waits for its confirm, in ms. */
export const confirmWaitMs = (uzum: Pick<UzumCredentials, 'createdTimeoutMinutes'>): number =>
  uzum.createdTimeoutMinutes * 60_000;

/** True when a transaction still waiting was created longer than the wait ago. */
export const waitedTooLong = (tx: PaymentTransaction, now: number, waitMs: number): boolean =>
  tx.state === 'CREATED' && now - tx.createdAt > waitMs;

const isUzumErrorCode = (value: unknown): value is UzumErrorCode =>
  Object.values(UZUM_ERRORS).some((code) => code === value);

/** The error the transaction failed with, if that is how it ended (null: it did not fail). */
export function failureOf(tx: PaymentTransaction): UzumErrorCode | null {
  const code = tx.data.failedWith;
  return tx.state === 'CANCELLED' && isUzumErrorCode(code) ? code : null;
}

/**
 * Fails a waiting transaction with `code`; the transaction as it is now. A transaction no longer
 * waiting (confirmed or reversed meanwhile by another call) is returned as that call left it.
 */
export async function failTransaction(
  store: PaymentStore,
  tx: PaymentTransaction,
  code: UzumErrorCode,
  now: number,
  data: Record<string, unknown> = {},
): Promise<PaymentTransaction> {
  const move = await store.move(tx.id, ['CREATED'], 'CANCELLED', now, {
    reason: Number(code),
    data: { ...data, failedWith: code },
  });
  return move.transaction;
}

/** The transaction as it stands at `now`: one that waited past the time-out is failed first. */
export function expireIfDue(
  store: PaymentStore,
  tx: PaymentTransaction,
  now: number,
  waitMs: number,
): Promise<PaymentTransaction> {
  if (!waitedTooLong(tx, now, waitMs)) return Promise.resolve(tx);
  return failTransaction(store, tx, UZUM_ERRORS.TRANSACTION_CANCELLED, now, { timedOut: true });
}
