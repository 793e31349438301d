/**
 * The orders table: customers' placed orders. id, number, status and is_paid are columns (they change,
 * and lists filter by them); the rest of the stored order is JSON written once at creation, read back
 * through the contract's Order schema.
 */
import type Database from 'better-sqlite3';
import {
  Order,
  type OrderDevice,
  type OrderStatus,
  type PaymentType,
  type ServiceType,
} from '../../contract/index.ts';
import type { StorefrontDb } from '../storage/db.ts';

/** Finished orders: the archive tab. Every other status is an active order. */
export const ARCHIVE_STATUSES = [
  'DELIVERED',
  'DONE',
  'CLOSED',
  'CANCELED',
] as const satisfies readonly OrderStatus[];

interface OrderRow {
  id: number;
  merchant_id: number;
  user_id: number | null;
  number: number;
  status: string;
  is_paid: number;
  body: string;
}

/** An order with its owner, as the handlers check it. */
export interface StoredOrder {
  merchantId: number;
  /** null once the customer deleted the account (the merchant keeps the order). */
  userId: number | null;
  order: Order;
}

/** What placing an order stores; id, number and status are the store's. */
export interface NewOrder {
  merchantId: number;
  userId: number;
  serviceType: ServiceType;
  paymentType: PaymentType;
  orderDevice: OrderDevice;
  /** Cashback the order spends: taken from the user's balance in the same transaction. */
  cashback: number;
  /** The stored order without id, number, status and isPaid. */
  body: Omit<Order, 'id' | 'number' | 'status' | 'isPaid'>;
}

export type PlaceResult = { ok: true; order: Order } | { ok: false; reason: 'NOT_ENOUGH_CASHBACK' };

/** The columns win over the JSON: they are what changes after creation. */
function orderFromRow(row: OrderRow): Order {
  const body: unknown = JSON.parse(row.body);
  return Order.parse({
    ...(typeof body === 'object' && body !== null ? body : {}),
    id: row.id,
    number: row.number,
    status: row.status,
    isPaid: row.is_paid === 1,
  });
}

const archiveList = ARCHIVE_STATUSES.map((s) => `'${s}'`).join(', ');

/** Typed queries on the orders table. */
export class OrderStore {
  readonly #sqlite: Database.Database;

  constructor(sqlite: Database.Database) {
    this.#sqlite = sqlite;
  }

  /**
   * Stores a new order with the merchant's next number (1, 2, 3...), spending its cashback. One
   * transaction: two orders never share a number, and the balance cannot be spent twice.
   */
  place(input: NewOrder, now: number): PlaceResult {
    return this.#sqlite.transaction((): PlaceResult => {
      if (input.cashback > 0) {
        const spent = this.#sqlite
          .prepare('UPDATE users SET cashback = cashback - ? WHERE id = ? AND cashback >= ?')
          .run(input.cashback, input.userId, input.cashback);
        if (spent.changes === 0) return { ok: false, reason: 'NOT_ENOUGH_CASHBACK' };
      }
      const number = this.#sqlite
        .prepare<[number], number>('SELECT COALESCE(MAX(number), 0) + 1 FROM orders WHERE merchant_id = ?')
        .pluck()
        .get(input.merchantId) as number;
      const row = this.#sqlite
        .prepare<[Record<string, unknown>], OrderRow>(
          `INSERT INTO orders (merchant_id, user_id, number, status, service_type, payment_type,
             order_device, is_paid, created, updated, body)
           VALUES (@merchantId, @userId, @number, 'CREATED', @serviceType, @paymentType,
             @orderDevice, 0, @now, @now, @body)
           RETURNING *`,
        )
        .get({
          merchantId: input.merchantId,
          userId: input.userId,
          number,
          serviceType: input.serviceType,
          paymentType: input.paymentType,
          orderDevice: input.orderDevice,
          now,
          body: JSON.stringify(input.body),
        });
      if (!row) throw new Error('INSERT ... RETURNING gave no row');
      return { ok: true, order: orderFromRow(row) };
    })();
  }

  find(id: number): StoredOrder | undefined {
    const row = this.#sqlite.prepare<[number], OrderRow>('SELECT * FROM orders WHERE id = ?').get(id);
    return row && { merchantId: row.merchant_id, userId: row.user_id, order: orderFromRow(row) };
  }

  /** One page of a customer's orders, newest first; only finished ones with `archiveOnly`. */
  page(
    merchantId: number,
    userId: number,
    options: { archiveOnly: boolean; page: number; size: number },
  ): { content: Order[]; totalElements: number } {
    const where = `merchant_id = ? AND user_id = ?${options.archiveOnly ? ` AND status IN (${archiveList})` : ''}`;
    const totalElements = this.#sqlite
      .prepare<[number, number], number>(`SELECT COUNT(*) FROM orders WHERE ${where}`)
      .pluck()
      .get(merchantId, userId) as number;
    const content = this.#sqlite
      .prepare<[number, number, number, number], OrderRow>(
        `SELECT * FROM orders WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`,
      )
      .all(merchantId, userId, options.size, options.page * options.size)
      .map(orderFromRow);
    return { content, totalElements };
  }

  /** A customer's orders that are not finished yet, newest first. */
  active(merchantId: number, userId: number): Order[] {
    return this.#sqlite
      .prepare<[number, number], OrderRow>(
        `SELECT * FROM orders WHERE merchant_id = ? AND user_id = ? AND status NOT IN (${archiveList})
         ORDER BY id DESC`,
      )
      .all(merchantId, userId)
      .map(orderFromRow);
  }

  /** Moves an order to a status (and optionally marks it paid or unpaid). */
  setStatus(id: number, status: OrderStatus, isPaid: boolean | undefined, now: number): Order {
    const row = this.#sqlite
      .prepare<[Record<string, unknown>], OrderRow>(
        `UPDATE orders SET status = @status, is_paid = COALESCE(@isPaid, is_paid), updated = @now
         WHERE id = @id RETURNING *`,
      )
      .get({ id, status, isPaid: isPaid === undefined ? null : Number(isPaid), now });
    if (!row) throw new Error(`order ${id} vanished during a status change`);
    return orderFromRow(row);
  }
}

const stores = new WeakMap<StorefrontDb, OrderStore>();

/**
 * The order store of a database. Kept beside the connection rather than as a field of StorefrontDb,
 * as db.ts invites later phases to do (`db.sqlite`), so the orders phase does not edit the core of it.
 */
export function ordersOf(db: StorefrontDb): OrderStore {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new OrderStore(db.sqlite)));
  return store;
}
