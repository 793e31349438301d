/**
 * What the comparison reads from the server's database for a period: the orders placed in it, the
 * orders of the transactions the providers dated in it (and of Payme's statement), and every stored
 * transaction of those orders, whenever it happened (an order placed on the last evening may be paid
 * the next morning). Only reads: the database is connected without migrating, and a SQLite file that
 * does not exist is not created.
 */
import fs from 'node:fs';
import { z } from 'zod';
import { OrderTotals } from '../../contract/index.ts';
import { PaymentStore, payableTiyin, type PaymentTransaction } from '../../server/payments/payment-store.ts';
import { defaultDbFile } from '../../server/base/paths.ts';
import { connectStorage, isPostgresUrl, type Storage } from '../../server/storage/engine.ts';
import type { ReconcileOrder } from './reconcile.ts';

/** A database that cannot be used; the message says which and why. */
export class DatabaseError extends Error {
  override name = 'DatabaseError';
}

/** The database the server would open: --db, else DATABASE_URL, else its default file (server/app.ts). */
export const databaseTarget = (db: string | undefined, env: NodeJS.ProcessEnv = process.env): string =>
  db ?? env.DATABASE_URL ?? defaultDbFile;

/** Connects to the server's database. @throws DatabaseError for a SQLite file that does not exist */
export function openDatabase(target: string): Storage {
  if (!isPostgresUrl(target) && !fs.existsSync(target))
    throw new DatabaseError(`${target}: no such database (the server's is named by --db or DATABASE_URL)`);
  return connectStorage(target, { poolSize: 2 });
}

/** The order's totals: all the comparison reads of the stored order body. */
const OrderBody = z.looseObject({ totals: OrderTotals.nullish() });

const ID_SLICE = 500;

export interface PeriodData {
  orders: ReconcileOrder[];
  transactions: PaymentTransaction[];
}

export interface PeriodQuery {
  from: number;
  to: number;
  merchantId?: number;
  /** Orders named elsewhere (Payme's statement), read as well. */
  orderIds?: readonly number[];
}

async function ordersByIds(storage: Storage, ids: readonly number[]): Promise<ReconcileOrder[]> {
  const orders: ReconcileOrder[] = [];
  for (let start = 0; start < ids.length; start += ID_SLICE) {
    const rows = await storage.db
      .selectFrom('orders')
      .select(['id', 'merchant_id', 'payment_type', 'is_paid', 'body'])
      .where('id', 'in', ids.slice(start, start + ID_SLICE))
      .execute();
    for (const row of rows) {
      const body = OrderBody.safeParse(JSON.parse(row.body));
      // A payable amount guessed as 0 would hide or invent mismatches: better to stop and say so.
      if (!body.success) throw new DatabaseError(`order ${row.id}: its stored totals cannot be read`);
      orders.push({
        id: Number(row.id),
        merchantId: row.merchant_id,
        paymentType: row.payment_type,
        isPaid: Number(row.is_paid) === 1,
        payable: payableTiyin({ totals: body.data.totals }),
      });
    }
  }
  return orders.sort((a, b) => a.id - b.id);
}

export async function loadPeriod(storage: Storage, query: PeriodQuery): Promise<PeriodData> {
  const payments = new PaymentStore(storage.db);
  const dated = await payments.between(query.from, query.to, query.merchantId);
  let placed = storage.db
    .selectFrom('orders')
    .select('id')
    .where('created', '>=', query.from)
    .where('created', '<=', query.to);
  if (query.merchantId !== undefined) placed = placed.where('merchant_id', '=', query.merchantId);
  const ids = new Set<number>([
    ...(await placed.execute()).map((row) => Number(row.id)),
    ...dated.map((tx) => tx.orderId),
    ...(query.orderIds ?? []),
  ]);
  const orders = (await ordersByIds(storage, [...ids])).filter(
    (order) => query.merchantId === undefined || order.merchantId === query.merchantId,
  );
  const transactions = new Map<number, PaymentTransaction>();
  for (const tx of [...dated, ...(await payments.forOrders([...ids]))])
    if (query.merchantId === undefined || tx.merchantId === query.merchantId) transactions.set(tx.id, tx);
  return { orders, transactions: [...transactions.values()].sort((a, b) => a.id - b.id) };
}
