/**
 * The sms_outbox table (migration 28): every SMS is a row before it is sent, so a crash, a restart
 * or a gateway that is down loses none.
 *
 * How a row moves: `pending` (due at next_attempt_at) → `sending` (claimed by one instance, with a
 * lease) → `sent`; or back to `pending` with a later next_attempt_at after a transient failure; or
 * `failed` once it is given up. Every move is a guarded UPDATE, the same statement on SQLite and
 * PostgreSQL: the claim matches only a row that is still due (or whose lease ran out), so of two
 * instances claiming at once exactly one gets it (PostgreSQL re-checks the WHERE on the row it waited
 * for); and a claim bumps `attempts`, which the claimer's later writes require unchanged, so an
 * instance whose lease ran out meanwhile cannot overwrite the one that took the row over.
 *
 * A code is in clear in `text` only while it is on its way: the final move of a code row blanks it
 * (the codes table keeps only a hash).
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, SmsKind, SmsOutboxTable } from '../storage/schema.ts';
import type { SmsGatewayName } from './sms-gateway.ts';

export type SmsRow = Selectable<SmsOutboxTable>;

/** A message to write. */
export interface NewSms {
  merchantId: number;
  phone: string;
  kind: SmsKind;
  text: string;
  gateway: SmsGatewayName;
  /** Given up once a retry would fall after this (epoch ms). */
  deadlineAt: number;
  /** One row per key (a receipt per order); a second enqueue with it writes nothing. */
  idempotencyKey?: string;
}

/** The text column after a final move: a code's is dropped, anything else's kept. */
const textAfterFinal = sql<string | null>`CASE WHEN kind = 'code' THEN NULL ELSE text END`;

export class SmsOutboxStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * Writes a message, due now. With `supersede`, the phone's earlier codes still waiting are given
   * up in the same transaction (they carry codes that no longer work).
   * @returns the row's id, or undefined when a row with the idempotency key already exists
   */
  async enqueue(
    message: NewSms,
    now: number,
    options: { supersede?: boolean } = {},
  ): Promise<number | undefined> {
    return this.#db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('sms_outbox')
        .values({
          merchant_id: message.merchantId,
          phone: message.phone,
          kind: message.kind,
          text: message.text,
          gateway: message.gateway,
          next_attempt_at: now,
          deadline_at: message.deadlineAt,
          idempotency_key: message.idempotencyKey ?? null,
          created_at: now,
        })
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row && options.supersede) {
        const older = () =>
          trx
            .updateTable('sms_outbox')
            .where('merchant_id', '=', message.merchantId)
            .where('phone', '=', message.phone)
            .where('kind', '=', 'code')
            .where('id', '<', row.id);
        await older()
          .set({ status: 'failed', text: null, lease_until: null, last_error: 'superseded by a newer code' })
          .where('status', '=', 'pending')
          .execute();
        // One being sent right now may still go; if it fails, its deadline has passed: no retry.
        await older().set({ deadline_at: now }).where('status', '=', 'sending').execute();
      }
      return row?.id;
    });
  }

  /** The newest row of a kind to a phone before `beforeId` (the previous code). */
  previous(merchantId: number, phone: string, kind: SmsKind, beforeId: number): Promise<SmsRow | undefined> {
    return this.#db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('phone', '=', phone)
      .where('kind', '=', kind)
      .where('id', '<', beforeId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Rows that may be claimed now: due, or sending with a lease that ran out. Oldest due first. */
  async due(now: number, limit: number): Promise<number[]> {
    const rows = await this.#db
      .selectFrom('sms_outbox')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', now)]),
        ]),
      )
      .orderBy('next_attempt_at')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Claims a row for one attempt: status `sending`, a lease until now + leaseMs, one more attempt.
   * @returns the claimed row, or undefined when it is not due or another instance holds it
   */
  claim(id: number, now: number, leaseMs: number): Promise<SmsRow | undefined> {
    return this.#db
      .updateTable('sms_outbox')
      .set({ status: 'sending', lease_until: now + leaseMs, attempts: sql<number>`attempts + 1` })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', now)]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /** The claimed attempt went through. False when the row was taken over meanwhile. */
  async markSent(claimed: SmsRow, providerId: string, now: number): Promise<boolean> {
    const result = await this.#owned(claimed)
      .set({
        status: 'sent',
        sent_at: now,
        provider_message_id: providerId,
        lease_until: null,
        text: textAfterFinal,
      })
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /**
   * The claimed attempt failed and will be tried again at `nextAt`. False when the row was taken over,
   * or when its deadline, which a newer code may have moved meanwhile, falls before `nextAt`.
   */
  async markRetry(claimed: SmsRow, nextAt: number, error: string): Promise<boolean> {
    const result = await this.#owned(claimed)
      .set({ status: 'pending', next_attempt_at: nextAt, lease_until: null, last_error: error })
      .where('deadline_at', '>=', nextAt)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** The row is given up. */
  async markFailed(claimed: SmsRow, error: string): Promise<boolean> {
    const result = await this.#owned(claimed)
      .set({ status: 'failed', lease_until: null, last_error: error, text: textAfterFinal })
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** When something next becomes claimable (epoch ms), or undefined when nothing is waiting. */
  async nextWake(): Promise<number | undefined> {
    const row = await this.#db
      .selectFrom('sms_outbox')
      .select((eb) => [
        eb.fn
          .min(eb.case().when('status', '=', 'pending').then(eb.ref('next_attempt_at')).end())
          .as('pending'),
        eb.fn.min(eb.case().when('status', '=', 'sending').then(eb.ref('lease_until')).end()).as('leased'),
      ])
      .where('status', 'in', ['pending', 'sending'])
      .executeTakeFirst();
    const times = [row?.pending, row?.leased].filter((t) => t !== null && t !== undefined).map(Number);
    return times.length > 0 ? Math.min(...times) : undefined;
  }

  byId(id: number): Promise<SmsRow | undefined> {
    return this.#db.selectFrom('sms_outbox').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A merchant's rows, oldest first (tests, the operator). */
  list(merchantId: number): Promise<SmsRow[]> {
    return this.#db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('id')
      .execute();
  }

  /**
   * The provider's delivery status of a sent message (a callback).
   * @returns whether a row of that merchant had that provider id
   */
  async recordDelivery(
    merchantId: number,
    gateway: SmsGatewayName,
    providerId: string,
    status: string,
    now: number,
  ): Promise<boolean> {
    const result = await this.#db
      .updateTable('sms_outbox')
      .set({ delivery_status: status, delivery_at: now })
      .where('merchant_id', '=', merchantId)
      .where('gateway', '=', gateway)
      .where('provider_message_id', '=', providerId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** An update of a row this instance still holds: `sending`, with the attempt count it claimed. */
  #owned(claimed: SmsRow) {
    return this.#db
      .updateTable('sms_outbox')
      .where('id', '=', claimed.id)
      .where('status', '=', 'sending')
      .where('attempts', '=', claimed.attempts);
  }
}
