/**
 * The console's reads of orders: the board's list across customers (by branch, status, newest
 * first), an order's timeline (its status events) and its customer's phone. Writes go through the
 * orders' own store (orders/order-status-change.ts), never from here.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { CourierStatus, OrderStatus, type Order } from '../../contract/index.ts';
import type { TimelineEntry } from '../../contract/console-orders.ts';
import { orderFromRow } from '../orders/orders-store.ts';
import type { Engine } from '../storage/migrations.ts';
import type { Database } from '../storage/schema.ts';

/** What the board asks for. */
export interface OrderFilter {
  /** undefined: every branch. */
  branchIds?: readonly number[];
  statuses?: readonly OrderStatus[];
  beforeId?: number;
  limit: number;
}

/** An order as the console lists it, with what the row alone knows. */
export interface ListedOrder {
  order: Order;
  createdAt: number;
}

/** The branch id inside the stored order's JSON (the orders table keeps it there, not in a column). */
const branchIdOf = (engine: Engine): RawBuilder<number | null> =>
  engine === 'postgres'
    ? sql<number | null>`CAST(body::jsonb ->> 'branchId' AS integer)`
    : sql<number | null>`json_extract(body, '$.branchId')`;

export class ConsoleOrderStore {
  readonly #db: Kysely<Database>;
  readonly #engine: Engine;

  constructor(db: Kysely<Database>, engine: Engine) {
    this.#db = db;
    this.#engine = engine;
  }

  /** A merchant's orders, newest first; one more than `limit` is read to know if more remain. */
  async list(merchantId: number, filter: OrderFilter): Promise<{ orders: ListedOrder[]; more: boolean }> {
    let select = this.#db.selectFrom('orders').selectAll().where('merchant_id', '=', merchantId);
    if (filter.statuses?.length) select = select.where('status', 'in', [...filter.statuses]);
    if (filter.branchIds) {
      if (filter.branchIds.length === 0) return { orders: [], more: false };
      select = select.where(branchIdOf(this.#engine), 'in', [...filter.branchIds]);
    }
    if (filter.beforeId !== undefined) select = select.where('id', '<', filter.beforeId);
    const rows = await select
      .orderBy('id', 'desc')
      .limit(filter.limit + 1)
      .execute();
    return {
      orders: rows
        .slice(0, filter.limit)
        .map((row) => ({ order: orderFromRow(row), createdAt: Number(row.created) })),
      more: rows.length > filter.limit,
    };
  }

  /** The order's status changes, oldest first. */
  async timeline(merchantId: number, orderId: number): Promise<TimelineEntry[]> {
    const rows = await this.#db
      .selectFrom('order_events')
      .select(['status', 'is_paid', 'courier_status', 'created_at'])
      .where('merchant_id', '=', merchantId)
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    return rows.map((row) => {
      const courier = CourierStatus.safeParse(row.courier_status);
      return {
        status: OrderStatus.parse(row.status),
        isPaid: row.is_paid === 1,
        courierStatus: courier.success ? courier.data : null,
        at: new Date(Number(row.created_at)).toISOString(),
      };
    });
  }

  /** The phone of an order's customer; null once the account is gone. */
  async customerPhone(userId: number | null): Promise<string | null> {
    if (userId === null) return null;
    const row = await this.#db
      .selectFrom('users')
      .select('phone')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.phone ?? null;
  }
}
