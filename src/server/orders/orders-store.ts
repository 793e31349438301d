/**
 * The orders table: customers' placed orders. id, number, status, is_paid and the courier are columns
 * (they change, and lists filter by them); the rest of the stored order is JSON written once at
 * creation, read back through the contract's Order schema.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import {
  CANCELLABLE_STATUSES,
  type CancelReason,
  CourierStatus,
  Order,
  type OrderDevice,
  OrderStatus,
  type PaymentType,
  type ServiceType,
} from '../../contract/index.ts';
import type { CourierRecord } from '../deliveries/courier-progress.ts';
import { ORDER_EVENTS_TOPIC } from '../storage/order-events-announce.ts';
import type { Database, OrdersTable } from '../storage/schema.ts';
import type { Estimate } from './order-estimate.ts';
import { settleOrder } from './order-settlement.ts';
import { PromoUseStore, type PromoLimits, type PromoUseRefusal } from './promo-uses-store.ts';

/** Finished orders: the archive tab. Every other status is an active order. */
export const ARCHIVE_STATUSES = [
  'DELIVERED',
  'DONE',
  'CLOSED',
  'CANCELED',
] as const satisfies readonly OrderStatus[];

type OrderRow = Selectable<OrdersTable>;

/** An order with its owner, as the handlers check it. */
export interface StoredOrder {
  merchantId: number;
  /** null once the customer deleted the account (the merchant keeps the order). */
  userId: number | null;
  order: Order;
  courier: CourierRecord;
}

/** What placing an order stores; id, number and status are the store's. */
export interface NewOrder {
  merchantId: number;
  userId: number;
  /** CREATED for "now", AT_TIME for a set time. */
  status: Extract<OrderStatus, 'CREATED' | 'AT_TIME'>;
  serviceType: ServiceType;
  paymentType: PaymentType;
  orderDevice: OrderDevice;
  /** Cashback the order spends: taken from the user's balance in the same transaction. */
  cashback: number;
  /** The promo the order uses, with its limits: one use is taken in the same transaction. */
  promo?: PromoLimits | null;
  /** Cashback the order earns once done (order-settlement.ts credits it). */
  cashbackEarned?: number;
  /** What the customer pays; 0 (promo and cashback covered it all) stores the order paid. */
  totalPrice?: number;
  /** The server's estimate when placed (order-estimate.ts). */
  estimate?: Estimate;
  /** The stored order without id, number, status, isPaid, the courier and what columns keep. */
  body: Omit<
    Order,
    'id' | 'number' | 'status' | 'isPaid' | 'courierId' | 'courierStatus' | 'paidAt' | 'earnedCashback'
  >;
}

export type PlaceRefusal = 'NOT_ENOUGH_CASHBACK' | PromoUseRefusal;
export type PlaceResult = { ok: true; order: Order } | { ok: false; reason: PlaceRefusal };

/** Thrown inside place()'s work so its transaction rolls back; place() answers it as a refusal. */
class PlaceRefused extends Error {
  constructor(readonly reason: PlaceRefusal) {
    super(reason);
  }
}

/** What OrderStore.move changes besides the status (see there). */
export interface StatusMove {
  status: OrderStatus;
  /** Marks the order paid or unpaid; undefined keeps it. */
  isPaid?: boolean;
  courier?: CourierRecord;
  /** The estimate after the move, written in the same update. */
  estimate?: Estimate;
  /** The move applies only while the order still has this status. */
  from?: OrderStatus;
  /** A staff cancellation: its reason code (contract StaffCancelReason) and words. */
  cancel?: { reason: string; comment: string };
}

/** A status change as the live status stream sends it (order_events). */
export interface OrderEvent {
  /** The event's id: a client resumes after it (Last-Event-ID). */
  id: number;
  merchantId: number;
  userId: number;
  orderId: number;
  status: OrderStatus;
  isPaid: boolean;
  /** The delivery's courier status as the change left it (null: none yet, or not a delivery). */
  courierStatus: CourierStatus | null;
  /** Epoch milliseconds. */
  at: number;
}

/**
 * The topic order events are published under (storage/events.ts); on PostgreSQL the database
 * announces each one at its commit (storage/order-events-announce.ts).
 */
export const ORDER_EVENT_TOPIC = ORDER_EVENTS_TOPIC;

/** The columns win over the JSON: they are what changes after creation. The console reads its lists through it too. */
export function orderFromRow(row: OrderRow): Order {
  const body: unknown = JSON.parse(row.body);
  return Order.parse({
    ...(typeof body === 'object' && body !== null ? body : {}),
    // Why staff rejected or cancelled it (console/): the spec's order field `reason`.
    ...(row.staff_reason !== null && row.staff_reason !== undefined && { reason: row.staff_reason }),
    id: row.id,
    number: row.number,
    status: row.status,
    isPaid: row.is_paid === 1,
    // The status last set (an event); the courier call computes where the delivery stands now.
    courierId: row.courier_id,
    courierStatus: row.courier_status,
    paidAt: row.paid_at === null ? null : new Date(Number(row.paid_at)).toISOString(),
    earnedCashback: Number(row.cashback_earned),
    cancelReason: row.cancel_reason,
    cancelComment: row.cancel_comment,
    refundState: row.refund_state,
    // The server's estimate (order-estimate.ts): the kitchen's ready time and the customer's.
    cookingTime: isoOrNull(row.ready_at),
    expectedAt: isoOrNull(row.expected_at),
  });
}

const isoOrNull = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

const courierStatusOf = (value: string | null): CourierStatus | null => {
  const parsed = CourierStatus.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const courierOf = (row: OrderRow): CourierRecord => ({
  id: row.courier_id,
  status: courierStatusOf(row.courier_status),
  since: row.courier_since === null ? null : Number(row.courier_since),
  kmh: row.courier_kmh,
});

/** Typed queries on the orders table. */
export class OrderStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** The same queries inside a transaction the caller holds (idempotency keys). */
  in(trx: Kysely<Database>): OrderStore {
    return new OrderStore(trx);
  }

  /**
   * Stores a new order with the merchant's next number (1, 2, 3...), spending its cashback and taking
   * a use of its promo, and records its first event. The number comes from one atomic upsert on
   * order_numbers, so two instances never hand out the same one; the balance is spent by a guarded
   * UPDATE and the promo use by guarded upserts (promo-uses-store.ts), so neither can go over. Runs in
   * a transaction: its own, rolled back on a refusal; or the caller's, given via `in`, which the
   * caller must roll back on a refusal (the order handler throws).
   */
  async place(input: NewOrder, now: number): Promise<{ result: PlaceResult; event?: OrderEvent }> {
    const work = async (trx: Kysely<Database>) => {
      if (input.promo) {
        const refusal = await new PromoUseStore(trx).take(input.merchantId, input.userId, input.promo);
        if (refusal) throw new PlaceRefused(refusal);
      }
      if (input.cashback > 0) {
        const spent = await trx
          .updateTable('users')
          .set({ cashback: sql<number>`cashback - ${input.cashback}` })
          .where('id', '=', input.userId)
          .where('cashback', '>=', input.cashback)
          .executeTakeFirst();
        if (spent.numUpdatedRows === 0n) throw new PlaceRefused('NOT_ENOUGH_CASHBACK');
      }
      const { last_number: number } = await trx
        .insertInto('order_numbers')
        .values({ merchant_id: input.merchantId, last_number: 1 })
        .onConflict((conflict) =>
          conflict
            .column('merchant_id')
            .doUpdateSet({ last_number: sql<number>`order_numbers.last_number + 1` }),
        )
        .returning('last_number')
        .executeTakeFirstOrThrow();
      // Nothing left to pay (promo and cashback covered it all): paid already, whatever the type.
      const settled = input.totalPrice === 0;
      const row = await trx
        .insertInto('orders')
        .values({
          merchant_id: input.merchantId,
          user_id: input.userId,
          number,
          status: input.status,
          service_type: input.serviceType,
          payment_type: input.paymentType,
          order_device: input.orderDevice,
          is_paid: settled ? 1 : 0,
          paid_at: settled ? now : null,
          created: now,
          updated: now,
          body: JSON.stringify(input.body),
          promo_id: input.promo?.promoId ?? null,
          cashback_spent: input.cashback,
          cashback_earned: input.cashbackEarned ?? 0,
          ready_at: input.estimate?.readyAt ?? null,
          expected_at: input.estimate?.expectedAt ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const event = await recordEvent(trx, row, now);
      return { result: { ok: true, order: orderFromRow(row) }, event } as const;
    };
    try {
      return this.#db.isTransaction ? await work(this.#db) : await this.#db.transaction().execute(work);
    } catch (error) {
      if (error instanceof PlaceRefused) return { result: { ok: false, reason: error.reason } };
      throw error;
    }
  }

  async find(id: number): Promise<StoredOrder | undefined> {
    const row = await this.#db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    return (
      row && {
        merchantId: row.merchant_id,
        userId: row.user_id,
        order: orderFromRow(row),
        courier: courierOf(row),
      }
    );
  }

  /** One page of a customer's orders, newest first; only finished ones with `archiveOnly`. */
  async page(
    merchantId: number,
    userId: number,
    options: { archiveOnly: boolean; page: number; size: number },
  ): Promise<{ content: Order[]; totalElements: number }> {
    let mine = this.#db
      .selectFrom('orders')
      .where('merchant_id', '=', merchantId)
      .where('user_id', '=', userId);
    if (options.archiveOnly) mine = mine.where('status', 'in', ARCHIVE_STATUSES);
    const total = await mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await mine
      .selectAll()
      .orderBy('id', 'desc')
      .limit(options.size)
      .offset(options.page * options.size)
      .execute();
    return { content: rows.map(orderFromRow), totalElements: Number(total.n) };
  }

  /** A customer's orders that are not finished yet, newest first. */
  async active(merchantId: number, userId: number): Promise<Order[]> {
    const rows = await this.#db
      .selectFrom('orders')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('user_id', '=', userId)
      .where('status', 'not in', ARCHIVE_STATUSES)
      .orderBy('id', 'desc')
      .execute();
    return rows.map(orderFromRow);
  }

  /** How many of a customer's orders are under way and not paid (a limit against flooding a kitchen). */
  async countActiveUnpaid(merchantId: number, userId: number): Promise<number> {
    const row = await this.#db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('merchant_id', '=', merchantId)
      .where('user_id', '=', userId)
      .where('status', 'not in', ARCHIVE_STATUSES)
      .where('is_paid', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Moves an order to a status (and optionally marks it paid or unpaid, and sets its courier),
   * recording the change as an event in the same transaction. A done order's cashback is credited and
   * a cancelled order's spending given back in that transaction too, once per order
   * (order-settlement.ts). Publish the returned event once this has returned.
   */
  async setStatus(
    id: number,
    status: OrderStatus,
    isPaid: boolean | undefined,
    now: number,
    courier?: CourierRecord,
  ): Promise<{ order: Order; event?: OrderEvent }> {
    const moved = await this.move(id, { status, isPaid, courier }, now);
    if (!moved) throw new Error(`order ${id} vanished during a status change`);
    return moved;
  }

  /**
   * setStatus with more said about the change, in one transaction (the caller's, when given via
   * `in`): its estimate, a staff cancellation's reason (a paid order's refund becomes PENDING), and a
   * guard. With `from`, one conditional update changes the order only while it still has that
   * status, so of two staff moving it at once (on any instance) exactly one wins; undefined for the
   * other, and for an order that does not exist. `within` runs in the same transaction once the
   * order has moved (the console's audit entry).
   */
  async move(
    id: number,
    change: StatusMove,
    now: number,
    within?: (trx: Kysely<Database>, order: Order) => Promise<void>,
  ): Promise<{ order: Order; event?: OrderEvent } | undefined> {
    const { status, isPaid, courier, estimate, cancel } = change;
    const work = async (trx: Kysely<Database>) => {
      let update = trx
        .updateTable('orders')
        .set({
          status,
          is_paid: isPaid === undefined ? sql<number>`is_paid` : Number(isPaid),
          paid_at: paidAtAfter(isPaid, now),
          updated: now,
          ...(courier && {
            courier_id: courier.id,
            courier_status: courier.status,
            courier_since: courier.since,
            courier_kmh: courier.kmh,
          }),
          ...(estimate && { ready_at: estimate.readyAt, expected_at: estimate.expectedAt }),
          ...(cancel && {
            staff_reason: cancel.reason,
            cancel_comment: cancel.comment || null,
            refund_state: sql<string | null>`CASE WHEN is_paid = 1 THEN 'PENDING' ELSE NULL END`,
          }),
        })
        .where('id', '=', id);
      if (change.from !== undefined) update = update.where('status', '=', change.from);
      const row = await update.returningAll().executeTakeFirst();
      if (!row) return undefined;
      await settleOrder(trx, row, now);
      const moved = { order: orderFromRow(row), event: await recordEvent(trx, row, now) };
      await within?.(trx, moved.order);
      return moved;
    };
    return this.#db.isTransaction ? work(this.#db) : this.#db.transaction().execute(work);
  }

  /**
   * The customer cancels their order (contract order-cancel.ts): one guarded update that changes the
   * order only while its status still allows it, so a merchant accepting it at the same moment (on
   * any instance) wins or loses cleanly. A paid order is left paid with its refund PENDING until the
   * provider gives the money back. Spent cashback and the promo use go back as for any cancellation
   * (order-settlement.ts). Undefined when the order had moved on meanwhile.
   */
  async cancel(
    id: number,
    input: { reason: CancelReason; comment: string },
    now: number,
  ): Promise<{ order: Order; event?: OrderEvent } | undefined> {
    return this.#db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('orders')
        .set({
          status: 'CANCELED',
          cancel_reason: input.reason,
          cancel_comment: input.comment || null,
          refund_state: sql<string | null>`CASE WHEN is_paid = 1 THEN 'PENDING' ELSE NULL END`,
          updated: now,
        })
        .where('id', '=', id)
        .where('status', 'in', CANCELLABLE_STATUSES)
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      await settleOrder(trx, row, now);
      return { order: orderFromRow(row), event: await recordEvent(trx, row, now) };
    });
  }

  /**
   * A cancelled order's refund went through: the order is no longer paid and says REFUNDED. Guarded
   * on PENDING, so a repeated confirmation changes nothing. Runs in the caller's transaction when
   * given one via `in`. Undefined when there was no pending refund.
   */
  async markRefunded(id: number, now: number): Promise<{ order: Order; event?: OrderEvent } | undefined> {
    const work = async (trx: Kysely<Database>) => {
      const row = await trx
        .updateTable('orders')
        .set({ refund_state: 'REFUNDED', is_paid: 0, paid_at: null, updated: now })
        .where('id', '=', id)
        .where('refund_state', '=', 'PENDING')
        .returningAll()
        .executeTakeFirst();
      return row && { order: orderFromRow(row), event: await recordEvent(trx, row, now) };
    };
    return this.#db.isTransaction ? work(this.#db) : this.#db.transaction().execute(work);
  }

  /**
   * Marks an order paid or unpaid (a provider's payment performed, or refunded), keeping its status,
   * and records the change as an event. Runs in the caller's transaction when given one via `in`, so
   * a payment's state and the order's flag change together. Publish the returned event afterwards.
   */
  async setPaid(id: number, isPaid: boolean, now: number): Promise<{ order: Order; event?: OrderEvent }> {
    const work = async (trx: Kysely<Database>) => {
      const row = await trx
        .updateTable('orders')
        .set({ is_paid: Number(isPaid), paid_at: paidAtAfter(isPaid, now), updated: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new Error(`order ${id} vanished while its payment changed`);
      return { order: orderFromRow(row), event: await recordEvent(trx, row, now) };
    };
    return this.#db.isTransaction ? work(this.#db) : this.#db.transaction().execute(work);
  }

  /** Moves an order's estimate (order-estimate.ts), after a status change. */
  async setEstimate(id: number, estimate: Estimate): Promise<void> {
    await this.#db
      .updateTable('orders')
      .set({ ready_at: estimate.readyAt, expected_at: estimate.expectedAt })
      .where('id', '=', id)
      .execute();
  }

  /** The id of a customer's newest event (0 when none): a new stream starts after it. */
  async latestEventId(merchantId: number, userId: number): Promise<number> {
    const row = await this.#db
      .selectFrom('order_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('merchant_id', '=', merchantId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  /** A customer's events after an event id, oldest first (a stream resuming after Last-Event-ID). */
  async eventsAfter(merchantId: number, userId: number, afterId: number, limit = 100): Promise<OrderEvent[]> {
    const rows = await this.#db
      .selectFrom('order_events')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('user_id', '=', userId)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(eventFromRow);
  }
}

/** When the order counts as paid after a change: kept if it already was, now if it becomes so. */
const paidAtAfter = (isPaid: boolean | undefined, now: number) =>
  isPaid === undefined ? sql<number | null>`paid_at` : isPaid ? sql<number>`COALESCE(paid_at, ${now})` : null;

function eventFromRow(row: Selectable<Database['order_events']>): OrderEvent {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    userId: row.user_id,
    orderId: row.order_id,
    status: OrderStatus.parse(row.status),
    isPaid: row.is_paid === 1,
    courierStatus: courierStatusOf(row.courier_status),
    at: row.created_at,
  };
}

/** Writes an order's current status as an event; none for an order whose customer is gone. */
async function recordEvent(
  trx: Kysely<Database>,
  row: OrderRow,
  now: number,
): Promise<OrderEvent | undefined> {
  if (row.user_id === null) return undefined;
  const event = await trx
    .insertInto('order_events')
    .values({
      merchant_id: row.merchant_id,
      user_id: row.user_id,
      order_id: row.id,
      status: row.status,
      is_paid: row.is_paid,
      courier_status: row.courier_status,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return eventFromRow(event);
}

// The database (storage/db.ts) holds this store; database.ts makes it when the database opens.
declare module '../storage/db.ts' {
  interface DomainStores {
    /** Orders, their numbers and status events. */
    readonly orders: OrderStore;
  }
}
