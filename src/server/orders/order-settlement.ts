/**
 * What an order's status change does to the customer's money, inside the status change's transaction:
 *
 * - done (DONE, DELIVERED or CLOSED): the cashback the order earns (decided when it was placed) is
 *   credited to the customer's balance;
 * - cancelled (CANCELED): the cashback it spent goes back to the balance, and its promo use to the
 *   code's counters.
 *
 * Each happens at most once per order, whoever sets the status and however often: a guarded update
 * ("set the time where it is still empty") marks the order first, and only the one update that
 * changed the row goes on to move the money; on PostgreSQL a second instance waits for the row lock
 * and then finds it marked. The two exclude each other: a cancelled order that was given back earns
 * nothing if it is later set done, and a done order that was credited keeps its use and spending if
 * it is later cancelled (moving a finished order back is a back-office correction, not a refund).
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { OrderStatus } from '../../contract/index.ts';
import type { Database, OrdersTable } from '../storage/schema.ts';
import { PromoUseStore } from './promo-uses-store.ts';

/** The statuses of an order that was received: its cashback is earned then. */
export const COMPLETED_STATUSES = ['DONE', 'DELIVERED', 'CLOSED'] as const satisfies readonly OrderStatus[];

const isCompleted = (status: string) => (COMPLETED_STATUSES as readonly string[]).includes(status);

/** What settling did (tests and logs read it). */
export type Settlement = 'credited' | 'released' | 'none';

/** Settles the order as its new status asks; `row` is the order just updated in `trx`. */
export async function settleOrder(
  trx: Kysely<Database>,
  row: Selectable<OrdersTable>,
  now: number,
): Promise<Settlement> {
  if (isCompleted(row.status)) return (await credit(trx, row, now)) ? 'credited' : 'none';
  if (row.status === 'CANCELED') return (await release(trx, row, now)) ? 'released' : 'none';
  return 'none';
}

async function credit(trx: Kysely<Database>, row: Selectable<OrdersTable>, now: number): Promise<boolean> {
  const earned = Number(row.cashback_earned);
  // A deleted customer has no balance to credit.
  if (!(earned > 0) || row.user_id === null) return false;
  const marked = await trx
    .updateTable('orders')
    .set({ cashback_credited_at: now })
    .where('id', '=', row.id)
    .where('cashback_credited_at', 'is', null)
    .where('released_at', 'is', null)
    .executeTakeFirst();
  if (marked.numUpdatedRows === 0n) return false;
  await trx
    .updateTable('users')
    .set({ cashback: sql<number>`cashback + ${earned}` })
    .where('id', '=', row.user_id)
    .where('merchant_id', '=', row.merchant_id)
    .execute();
  return true;
}

async function release(trx: Kysely<Database>, row: Selectable<OrdersTable>, now: number): Promise<boolean> {
  const spent = Number(row.cashback_spent);
  if (!(spent > 0) && row.promo_id === null) return false;
  const marked = await trx
    .updateTable('orders')
    .set({ released_at: now })
    .where('id', '=', row.id)
    .where('released_at', 'is', null)
    .where('cashback_credited_at', 'is', null)
    .executeTakeFirst();
  if (marked.numUpdatedRows === 0n) return false;
  if (spent > 0 && row.user_id !== null) {
    await trx
      .updateTable('users')
      .set({ cashback: sql<number>`cashback + ${spent}` })
      .where('id', '=', row.user_id)
      .where('merchant_id', '=', row.merchant_id)
      .execute();
  }
  if (row.promo_id !== null)
    await new PromoUseStore(trx).giveBack(row.merchant_id, row.user_id, row.promo_id);
  return true;
}
