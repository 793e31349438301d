/**
 * The notification centre's storage: which notifications a customer has read (notification_reads),
 * and the customer's order events with their orders' numbers, which the centre lists.
 */
import type { Kysely } from 'kysely';
import { OrderStatus } from '../../contract/index.ts';
import type { Database } from '../storage/schema.ts';
import { oncePerDb } from '../storage/once-per-db.ts';
import type { EventRow } from './notification-list.ts';

/** Events read back to find the status changes: enough for the centre's LISTED and their history. */
const EVENTS_READ = 300;

export class NotificationStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** A customer's latest order events, oldest first, with each order's number. */
  async orderEvents(merchantId: number, userId: number): Promise<EventRow[]> {
    const rows = await this.#db
      .selectFrom('order_events')
      .innerJoin('orders', 'orders.id', 'order_events.order_id')
      .select([
        'order_events.id as id',
        'order_events.order_id as order_id',
        'order_events.status as status',
        'order_events.created_at as created_at',
        'orders.number as number',
      ])
      .where('order_events.merchant_id', '=', merchantId)
      .where('order_events.user_id', '=', userId)
      .orderBy('order_events.id', 'desc')
      .limit(EVENTS_READ)
      .execute();
    return rows.reverse().flatMap((row) => {
      const status = OrderStatus.safeParse(row.status);
      if (!status.success) return [];
      return [
        {
          id: row.id,
          orderId: row.order_id,
          orderNumber: row.number,
          status: status.data,
          at: Number(row.created_at),
        },
      ];
    });
  }

  /** The ids of the notifications a customer has read. */
  async readIds(merchantId: number, userId: number): Promise<Set<string>> {
    const rows = await this.#db
      .selectFrom('notification_reads')
      .select('notification_id')
      .where('merchant_id', '=', merchantId)
      .where('user_id', '=', userId)
      .execute();
    return new Set(rows.map((row) => row.notification_id));
  }

  /** Marks notifications read (again is fine: the first time is kept). */
  async markRead(merchantId: number, userId: number, ids: readonly string[], now: number): Promise<void> {
    if (ids.length === 0) return;
    await this.#db
      .insertInto('notification_reads')
      .values(
        ids.map((id) => ({ merchant_id: merchantId, user_id: userId, notification_id: id, read_at: now })),
      )
      .onConflict((conflict) => conflict.columns(['merchant_id', 'user_id', 'notification_id']).doNothing())
      .execute();
  }

  /** Whether an order event is this customer's (a notification id they may mark). */
  async ownsEvent(merchantId: number, userId: number, eventId: number): Promise<boolean> {
    const row = await this.#db
      .selectFrom('order_events')
      .select('id')
      .where('id', '=', eventId)
      .where('merchant_id', '=', merchantId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }
}

/** The notification store of a database, made once per database (app). */
export const notificationsOf = oncePerDb(
  (db: { kysely: Kysely<Database> }) => new NotificationStore(db.kysely),
);
