/**
 * Fixed-window counters in the database, so every instance on one PostgreSQL counts together. A hit
 * is one atomic upsert per rule (both engines lock the row for it), so parallel requests cannot slip
 * past a limit between a read and a write.
 *
 * A window never ends later than one window length after the clock of the hit that counts on it:
 * a clock that steps back (NTP after a bad start, a restored snapshot, an instance whose clock is
 * behind another's) would otherwise leave a window that ends hours "from now", and every request on
 * its key refused for those hours (a per-minute limit once answered Retry-After 30,144 s).
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

/** Seconds until a window ends, never more than the window itself whatever the clocks did. */
const retryAfterOf = (rule: RateRule, expiresAt: number, now: number) =>
  Math.min(rule.windowSeconds, secondsUntil(expiresAt, now));

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
    // A window ending after `end` was opened by a clock ahead of this one: it is cut to end at `end`
    // (its hits still count), so the window is never longer than its length on this clock.
    const tooLate = sql<boolean>`rate_limits.expires_at > ${end}`;
    const row = await this.#db
      .insertInto('rate_limits')
      .values({ key: rule.key, window_start: now, hits: 1, expires_at: end })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          hits: sql<number>`CASE WHEN ${expired} THEN 1 ELSE rate_limits.hits + 1 END`,
          window_start: sql<number>`CASE WHEN ${expired} THEN ${now} ELSE rate_limits.window_start END`,
          expires_at: sql<number>`CASE WHEN ${expired} OR ${tooLate} THEN ${end} ELSE rate_limits.expires_at END`,
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
        if (hits > rule.limit) return { rule, retryAfter: retryAfterOf(rule, expiresAt, now) };
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

  /**
   * Seconds a locked key stays locked (0: not locked), at most `maxSeconds`: no lock is longer than
   * that, so more can only come from a clock that stepped back since the lock was set.
   */
  async lockedFor(key: string, now: number, maxSeconds = Infinity): Promise<number> {
    const row = await this.#db
      .selectFrom('rate_limits')
      .select('expires_at')
      .where('key', '=', key)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row ? Math.min(maxSeconds, secondsUntil(row.expires_at, now)) : 0;
  }

  async #sweepNow(now: number): Promise<void> {
    if (++this.#hitsSinceSweep < SWEEP_EVERY) return;
    this.#hitsSinceSweep = 0;
    await this.#db.deleteFrom('rate_limits').where('expires_at', '<', now).execute();
  }
}
