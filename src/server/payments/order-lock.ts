/**
 * One database transaction that holds an order's row, for the provider steps that must not race for
 * one order (a Payme or Uzum create checking that no other transaction of the order waits): two of
 * them, on one instance or two, take turns, and the second sees what the first wrote.
 */
import type { Kysely } from 'kysely';
import type { StorefrontDb } from '../storage/db.ts';
import type { Database } from '../storage/schema.ts';
import type { PaymentStore } from './payment-store.ts';

export async function withOrderLocked<T>(
  db: StorefrontDb,
  orderId: number,
  work: (store: PaymentStore, trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.kysely.transaction().execute(async (trx) => {
    // SQLite runs one write transaction at a time on its one connection: nothing to lock there.
    if (db.engine === 'postgres')
      await trx.selectFrom('orders').select('id').where('id', '=', orderId).forUpdate().execute();
    return work(db.payments.in(trx), trx);
  });
}
