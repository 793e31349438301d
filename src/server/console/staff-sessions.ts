/**
 * Staff sessions: bearer tokens of the console, in a table of their own. A staff token is looked up
 * only here and a customer's only in `sessions`, so neither kind can pass as the other on any
 * endpoint. Tokens are made and hashed as customers' are (accounts/session-tokens.ts) and live by the
 * same limits (sessionIdleDays, sessionMaxDays); a removed staff member's sessions end with the row.
 */
import type { Kysely } from 'kysely';
import type { StaffMember } from '../../contract/staff.ts';
import { hashToken, newSessionToken } from '../storage/session-tokens.ts';
import type { Database } from '../storage/schema.ts';
import { staffFromRow } from './staff-store.ts';

/** The signed-in staff member behind a console token. */
export interface StaffSession {
  /** As the client sent it (held for the request only). */
  token: string;
  merchantId: number;
  staff: StaffMember;
}

/** How long staff sessions live, in milliseconds. */
export interface StaffSessionLifetime {
  idleMs: number;
  maxAgeMs: number;
}

/** last_seen_at is written at most this often per session, so reads stay reads. */
const TOUCH_EVERY_MS = 60_000;

/** Opens, finds and ends staff sessions. */
export class StaffSessions {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Opens a session; the returned token is the only copy (the table keeps its hash). */
  async open(staffId: number, merchantId: number, now: number): Promise<string> {
    const token = newSessionToken();
    await this.#db
      .insertInto('staff_sessions')
      .values({
        token_hash: hashToken(token),
        staff_id: staffId,
        merchant_id: merchantId,
        created_at: now,
        last_seen_at: now,
      })
      .execute();
    return token;
  }

  /** The session of a token while it lives and its member is not removed. */
  async find(token: string, now: number, lifetime: StaffSessionLifetime): Promise<StaffSession | undefined> {
    const tokenHash = hashToken(token);
    const row = await this.#db
      .selectFrom('staff_sessions')
      .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
      .selectAll('staff')
      .select(['staff_sessions.merchant_id as session_merchant_id', 'staff_sessions.last_seen_at'])
      .where('staff_sessions.token_hash', '=', tokenHash)
      .where('staff.removed_at', 'is', null)
      .where('staff_sessions.created_at', '>', now - lifetime.maxAgeMs)
      .where('staff_sessions.last_seen_at', '>', now - lifetime.idleMs)
      .executeTakeFirst();
    if (!row) return undefined;
    if (Number(row.last_seen_at) < now - TOUCH_EVERY_MS) {
      await this.#db
        .updateTable('staff_sessions')
        .set({ last_seen_at: now })
        .where('token_hash', '=', tokenHash)
        .execute();
    }
    return { token, merchantId: row.session_merchant_id, staff: staffFromRow(row) };
  }

  /** Ends a session (no-op when it is already gone). */
  async close(token: string): Promise<void> {
    await this.#db.deleteFrom('staff_sessions').where('token_hash', '=', hashToken(token)).execute();
  }
}
