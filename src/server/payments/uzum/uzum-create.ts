/**
 * Uzum's create of a new transaction, the part that must not race: an order holds at most one live
 * Uzum transaction (CREATED, not past the time-out of uzum-failure.ts).
 *
 * A create for an order whose live transaction has another transId is refused with 99999, and the
 * live one is kept. Uzum's error table has no code for "another payment of this order is under way":
 * 10008 (paid) and 10009 (cancelled) would tell the customer something false, and 10010 is about this
 * very transId. 99999 is the table's "try again later", which is the case: the order is free again
 * once the live transaction is confirmed, reversed or past its time-out. Cancelling the live one
 * instead, which Uzum's documentation nowhere asks for, could refuse the confirm of money Uzum had
 * already debited for it (Uzum debits between create and confirm); a refused create moves no money.
 * A transaction past the time-out does not count: it is failed here (10015) and the create goes on.
 *
 * Check is not refused for a live transaction: it carries no transId, so it cannot tell Uzum asking
 * again about the payment under way from a new payment.
 *
 * Two creates for one order at once, on one instance or two, take turns: the order's row is locked
 * for the database transaction (SELECT ... FOR UPDATE on PostgreSQL; SQLite runs one writing
 * transaction at a time), so the second sees the first's row and is refused.
 */
import type { PaymentDeps } from '../online-provider.ts';
import { withOrderLocked } from '../order-lock.ts';
import type { NewPaymentTransaction, PaymentTransaction } from '../payment-store.ts';
import { expireIfDue, waitedTooLong } from './uzum-failure.ts';
import { UZUM_ERRORS, UzumRefusal } from './uzum-protocol.ts';

/**
 * Records a new Uzum transaction for the order, or finds the one this transId already made (a create
 * repeated at once); refuses (99999) while another transaction of the order is live.
 */
export async function createLiveTransaction(
  deps: Pick<PaymentDeps, 'db' | 'now'>,
  input: Omit<NewPaymentTransaction, 'provider'>,
  waitMs: number,
): Promise<PaymentTransaction> {
  const now = deps.now();
  return withOrderLocked(deps.db, input.orderId, async (store) => {
    const others = (await store.forOrder(input.merchantId, input.orderId)).filter(
      (tx) => tx.provider === 'UZUM' && tx.state === 'CREATED' && tx.providerTxId !== input.providerTxId,
    );
    if (others.some((tx) => !waitedTooLong(tx, now, waitMs))) throw new UzumRefusal(UZUM_ERRORS.OTHER);
    for (const tx of others) await expireIfDue(store, tx, now, waitMs);
    const { transaction } = await store.create({ ...input, provider: 'UZUM' }, now);
    return transaction;
  });
}
