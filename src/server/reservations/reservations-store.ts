/**
 * The reservations table. Booking checks the place's chairs and inserts in one transaction, held
 * per place (PostgreSQL: an advisory lock; SQLite runs one write transaction at a time), so two
 * customers booking the last table at once cannot both have it.
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Reservation } from '../../contract/reservations.ts';
import { isoWithOffset, localDateTime } from '../../contract/merchant-time.ts';
import type { Engine } from '../storage/migrations.ts';
import type { Database, ReservationsTable } from '../storage/schema.ts';
import { oncePerDb } from '../storage/once-per-db.ts';

type Row = Selectable<ReservationsTable>;

/** A reservation with its owner, as the handlers check it. */
export interface StoredReservation {
  merchantId: number;
  userId: number;
  reservation: Reservation;
}

const toStored = (row: Row, timeZone: string): StoredReservation => {
  const start = Number(row.starts_at);
  const local = localDateTime(start, timeZone);
  return {
    merchantId: row.merchant_id,
    userId: row.user_id,
    reservation: {
      id: row.id,
      branchId: row.branch_id,
      placeId: row.place_id,
      chairs: row.chairs,
      time: isoWithOffset(start, timeZone),
      date: local.date,
      clock: local.time,
      name: row.name,
      phone: row.phone,
      status: row.status,
      createdDate: new Date(Number(row.created_at)).toISOString(),
    },
  };
};

export interface NewReservation {
  merchantId: number;
  userId: number;
  branchId: number;
  placeId: number;
  chairs: number;
  start: number;
  end: number;
  name: string;
  phone: string;
  now: number;
}

/** Any number, the same in every instance: the first half of the per-place advisory lock's key. */
const RESERVATION_LOCK = 7_412_026;

/** A branch's time zone, for the times of the answers: the merchant's, so given by each call. */
export type ZoneOf = (branchId: number) => string;

/** Typed queries on the reservations table. */
export class ReservationStore {
  readonly #db: Kysely<Database>;
  readonly #engine: Engine;

  constructor(db: Kysely<Database>, engine: Engine) {
    this.#db = db;
    this.#engine = engine;
  }

  /** A customer's reservations at a merchant, by start. */
  async listOf(merchantId: number, userId: number, zoneOf: ZoneOf): Promise<Reservation[]> {
    const rows = await this.#db
      .selectFrom('reservations')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('user_id', '=', userId)
      .orderBy('starts_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
    return rows.map((row) => toStored(row, zoneOf(row.branch_id)).reservation);
  }

  async find(id: number, zoneOf: ZoneOf): Promise<StoredReservation | undefined> {
    const row = await this.#db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toStored(row, zoneOf(row.branch_id));
  }

  /**
   * Books when `refuse` (given the chairs of the BOOKED reservations overlapping the slot) finds
   * nothing wrong; answers the new reservation, or what `refuse` said.
   */
  async book<R>(
    next: NewReservation,
    refuse: (taken: number[]) => R | null,
    zoneOf: ZoneOf,
  ): Promise<{ reservation: Reservation } | { refusal: R }> {
    return this.#db.transaction().execute(async (trx) => {
      await this.#lockPlace(trx, next.merchantId, next.placeId);
      const overlapping = await trx
        .selectFrom('reservations')
        .select('chairs')
        .where('merchant_id', '=', next.merchantId)
        .where('branch_id', '=', next.branchId)
        .where('place_id', '=', next.placeId)
        .where('status', '=', 'BOOKED')
        .where('starts_at', '<', next.end)
        .where('ends_at', '>', next.start)
        .execute();
      const refusal = refuse(overlapping.map((r) => r.chairs));
      if (refusal !== null) return { refusal };
      const row = await trx
        .insertInto('reservations')
        .values({
          merchant_id: next.merchantId,
          user_id: next.userId,
          branch_id: next.branchId,
          place_id: next.placeId,
          chairs: next.chairs,
          starts_at: next.start,
          ends_at: next.end,
          name: next.name,
          phone: next.phone,
          status: 'BOOKED',
          created_at: next.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { reservation: toStored(row, zoneOf(row.branch_id)).reservation };
    });
  }

  /** Marks a reservation cancelled (the row stays: the list shows it as cancelled). */
  async cancel(id: number, zoneOf: ZoneOf): Promise<Reservation> {
    const row = await this.#db
      .updateTable('reservations')
      .set({ status: 'CANCELLED' })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toStored(row, zoneOf(row.branch_id)).reservation;
  }

  async #lockPlace(trx: Transaction<Database>, merchantId: number, placeId: number): Promise<void> {
    if (this.#engine !== 'postgres') return;
    // Two-int advisory lock: this table's key, and the place (merchant ids and place ids are small).
    const key = (merchantId * 1_000_003 + placeId) % 2_147_483_647;
    await sql`SELECT pg_advisory_xact_lock(${RESERVATION_LOCK}, ${key})`.execute(trx);
  }
}

/** The reservation store of a database, made once per database (app). */
export const reservationsOf = oncePerDb(
  (db: { kysely: Kysely<Database>; engine: Engine }) => new ReservationStore(db.kysely, db.engine),
);
