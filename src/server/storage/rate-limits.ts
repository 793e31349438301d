/**
 * Fixed-window counters in the database, so every instance on one PostgreSQL counts together. A hit
 * is one atomic upsert per rule (both engines lock the row for it), so parallel requests cannot slip
 * past a limit between a read and a write.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** At most `limit` hits per `windowSeconds` on `key`. */
export interface RateRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

/** The first rule a hit went over, with the seconds until its window ends. */
export interface RateExceeded<R extends RateRule = RateRule> {
  rule: R;
  retryAfter: number;
}

const secondsUntil = (time: number, now: number) => Math.max(1, Math.ceil((time - now) / 1000));

/** How often (in hits) expired rows are swept; the sweep is one indexed DELETE. */
const SWEEP_EVERY = 500;

export class RateLimiter {
  readonly #db: Kysely<Database>;
  #hitsSinceSweep = 0;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Counts one hit on a key; answers the hits in the current window and when it ends. */
  async #count(rule: RateRule, now: number): Promise<{ hits: number; expiresAt: number }> {
    const end = now + rule.windowSeconds * 1000;
    const expired = sql<boolean>`rate_limits.expires_at <= ${now}`;
    const row = await this.#db
      .insertInto('rate_limits')
      .values({ key: rule.key, window_start: now, hits: 1, expires_at: end })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          hits: sql<number>`CASE WHEN ${expired} THEN 1 ELSE rate_limits.hits + 1 END`,
          window_start: sql<number>`CASE WHEN ${expired} THEN ${now} ELSE rate_limits.window_start END`,
          expires_at: sql<number>`CASE WHEN ${expired} THEN ${end} ELSE rate_limits.expires_at END`,
        }),
      )
      .returning(['hits', 'expires_at'])
      .executeTakeFirstOrThrow();
    return { hits: row.hits, expiresAt: row.expires_at };
  }

  /**
   * Counts a hit against the rules in order, stopping at the first one over its limit: a refused
   * request still counts on that rule (hammering does not help) but not on the later ones, so a
   * customer who taps "resend" too early does not use up the hour's codes.
   * @returns the first rule that is over its limit, or undefined when the request may go on
   */
  async hit<R extends RateRule>(rules: readonly R[], now: number): Promise<RateExceeded<R> | undefined> {
    await this.#sweepNow(now);
    // One transaction for all the rules: one commit (one disk sync on SQLite) instead of one per rule.
    return this.#db.transaction().execute(async (trx) => {
      const counter = new RateLimiter(trx);
      for (const rule of rules) {
        const { hits, expiresAt } = await counter.#count(rule, now);
        if (hits > rule.limit) return { rule, retryAfter: secondsUntil(expiresAt, now) };
      }
      return undefined;
    });
  }

  /** Hits counted on a key in its current window (0 when none or expired). */
  async hits(key: string, now: number): Promise<number> {
    const row = await this.#db
      .selectFrom('rate_limits')
      .select('hits')
      .where('key', '=', key)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row?.hits ?? 0;
  }

  /** Counts one hit on a key and answers the count (for escalations that act on the number itself). */
  async add(rule: RateRule, now: number): Promise<number> {
    return (await this.#count(rule, now)).hits;
  }

  /** Locks a key until `until` (a later lock wins over an earlier one). */
  async lock(key: string, until: number, now: number): Promise<void> {
    await this.#db
      .insertInto('rate_limits')
      .values({ key, window_start: now, hits: 1, expires_at: until })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          expires_at: sql<number>`CASE WHEN rate_limits.expires_at > ${until} THEN rate_limits.expires_at ELSE ${until} END`,
        }),
      )
      .execute();
  }

  /** Seconds a locked key stays locked (0: not locked). */
  async lockedFor(key: string, now: number): Promise<number> {
    const row = await this.#db
      .selectFrom('rate_limits')
      .select('expires_at')
      .where('key', '=', key)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row ? secondsUntil(row.expires_at, now) : 0;
  }

  async #sweepNow(now: number): Promise<void> {
    if (++this.#hitsSinceSweep < SWEEP_EVERY) return;
    this.#hitsSinceSweep = 0;
    await this.#db.deleteFrom('rate_limits').where('expires_at', '<', now).execute();
  }
}
