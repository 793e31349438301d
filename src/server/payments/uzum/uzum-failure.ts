/**
 * How an Uzum transaction fails for good, before it is paid: a confirm the merchant refused (the
 * order was cancelled, or paid through another transaction). The transaction is CANCELLED with the
 * code it failed with kept in its data (`failedWith`), so every later call reads the same outcome:
 * status answers FAILED with that code (Uzum stops asking and returns the money), a confirm is refused
 * with it, and a reverse is refused (uzum-callbacks.ts says why).
 */
import type { PaymentStore, PaymentTransaction } from '../payment-store.ts';
import { UZUM_ERRORS, type UzumErrorCode } from './uzum-protocol.ts';

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
): Promise<PaymentTransaction> {
  const move = await store.move(tx.id, ['CREATED'], 'CANCELLED', now, {
    reason: Number(code),
    data: { failedWith: code },
  });
  return move.transaction;
}
