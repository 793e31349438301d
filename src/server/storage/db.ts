/**
 * The storefront database: what customers write (users, sessions, sign-in codes, addresses, orders,
 * favourites, profile pictures, reviews) and the counters every instance shares (rate limits, order
 * numbers, idempotency keys, events). Tenant data that merchants edit stays in the fixture files.
 *
 * One class over two engines (engine.ts): SQLite by default, PostgreSQL for deployments on more than
 * one machine. Every store speaks the same query builder, so no query is written twice.
 */
import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Grade, User } from '../../contract/index.ts';
import { consoleLogger, type Logger } from '../base/logger.ts';
import { openStorage, type Storage } from './engine.ts';
import { localEventBus, postgresEventBus, type EventBus } from './events.ts';
import { DATABASE_ANNOUNCED_TOPICS } from './order-events-announce.ts';
import type { Engine } from './migrations.ts';
import { RateLimiter } from './rate-limits.ts';
import type { Database } from './schema.ts';
import { hashToken, newSessionToken } from './session-tokens.ts';
import { userFromRow } from './user-row.ts';

export { userFromRow } from './user-row.ts';

/**
 * The stores of the domains (users, orders, payments...), fields of every StorefrontDb. Each domain
 * adds its own from its store's file (declaration merging: `declare module '../storage/db.ts'`), and
 * the server's root (database.ts) makes them all when it opens the database. So the storage layer
 * names no domain, every domain stands above it, and a handler still reads `db.orders`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domains, see above
export interface DomainStores {}

/** Makes the domains' stores over the database's query builder (database.ts has the one in use). */
export type MakeStores = (kysely: Kysely<Database>) => DomainStores;

/** A review as reviews.json holds it. */
export interface SeedReview {
  id: number;
  productId: number;
  grade: number;
  comment?: string | null;
  createdDate?: string | null;
}

/** The signed-in customer behind a bearer token. */
export interface Session {
  /** The bearer token as the client sent it (held in memory for the request only, never stored). */
  token: string;
  merchantId: number;
  user: User;
  /** When the customer last proved the phone with a code in this session; null: never. */
  confirmedAt: number | null;
}

/** How a session was opened: phone and code on the web, or messenger init data. */
export type SessionChannel = 'WEB' | 'TG';

/** How long sessions live, in milliseconds. */
export interface SessionLifetime {
  /** A session unused for this long has ended. */
  idleMs: number;
  /** A session this old has ended, however busy. */
  maxAgeMs: number;
}

/** Generous defaults for callers that do not pass the server's limits (tools, tests). */
const DEFAULT_LIFETIME: SessionLifetime = { idleMs: 30 * 86_400_000, maxAgeMs: 180 * 86_400_000 };

/** last_seen_at is written at most this often per session, not on every request. */
const TOUCH_EVERY_MS = 60_000;

/** Grades are shown with one decimal, like the storefront's stars. */
const roundGrade = (value: number) => Math.round(value * 10) / 10;

/** Options of StorefrontDb.open. */
export interface OpenOptions {
  /** Where connection problems of the event listener are told (default: the console). */
  log?: Logger;
  /** Most PostgreSQL connections of this instance. */
  poolSize?: number;
}

/** The domains' stores are fields of the database too (DomainStores above; set by the constructor). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type -- the class's own fields are below
export interface StorefrontDb extends DomainStores {}

/**
 * Typed access to the storefront database. Open with `await openDatabase(target)` (database.ts),
 * which gives it the domains' stores.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- see DomainStores
export class StorefrontDb {
  readonly engine: Engine;
  /** The query builder, for stores and tests; handlers go through the stores. */
  readonly kysely: Kysely<Database>;
  /** Printable name of the database (file, or URL without password). */
  readonly label: string;
  readonly limits: RateLimiter;
  readonly events: EventBus;
  readonly #storage: Storage;

  private constructor(storage: Storage, events: EventBus, stores: MakeStores) {
    this.#storage = storage;
    this.engine = storage.engine;
    this.kysely = storage.db;
    this.label = storage.label;
    this.events = events;
    this.limits = new RateLimiter(storage.db);
    Object.assign(this, stores(storage.db));
  }

  /**
   * Opens (creating folders and file as needed for SQLite) and migrates the database.
   * @param target a SQLite file, ":memory:" for a throw-away database, or a postgres:// URL
   * @param stores makes the domains' stores (database.ts's `domainStores`)
   */
  static async open(target: string, stores: MakeStores, options: OpenOptions = {}): Promise<StorefrontDb> {
    const storage = await openStorage(target, { poolSize: options.poolSize });
    try {
      const events =
        storage.engine === 'postgres'
          ? await postgresEventBus(
              storage.db,
              target,
              options.log ?? consoleLogger,
              DATABASE_ANNOUNCED_TOPICS,
            )
          : localEventBus();
      return new StorefrontDb(storage, events, stores);
    } catch (error) {
      await storage.close();
      throw error;
    }
  }

  /**
   * Makes the fixture reviews of a merchant the ones in the database: inserts new ones, updates edited
   * ones and removes those no longer in the file. Customer reviews are never touched. Idempotent.
   */
  async seedReviews(merchantId: number, reviews: readonly SeedReview[]): Promise<void> {
    await this.kysely.transaction().execute(async (trx) => {
      const keep = new Set(reviews.map((review) => review.id));
      const existing = await trx
        .selectFrom('reviews')
        .select('fixture_id')
        .where('merchant_id', '=', merchantId)
        .where('fixture_id', 'is not', null)
        .execute();
      const gone = existing.map((row) => row.fixture_id).filter((id) => id !== null && !keep.has(id));
      if (gone.length > 0) {
        await trx
          .deleteFrom('reviews')
          .where('merchant_id', '=', merchantId)
          .where('fixture_id', 'in', gone)
          .execute();
      }
      for (const review of reviews) {
        const values = {
          product_id: review.productId,
          grade: review.grade,
          comment: review.comment ?? null,
          created_at: review.createdDate ?? null,
        };
        await trx
          .insertInto('reviews')
          .values({ merchant_id: merchantId, fixture_id: review.id, ...values })
          .onConflict((conflict) => conflict.columns(['merchant_id', 'fixture_id']).doUpdateSet(values))
          .execute();
      }
    });
  }

  /** Average grade per reviewed product of a merchant, rounded to one decimal, and the count. */
  async grades(merchantId: number): Promise<Grade[]> {
    const rows = await this.kysely
      .selectFrom('reviews')
      .select([
        'product_id',
        sql<number>`CAST(AVG(grade) AS double precision)`.as('grade'),
        (eb) => eb.fn.countAll<number>().as('count'),
      ])
      .where('merchant_id', '=', merchantId)
      .groupBy('product_id')
      .orderBy('product_id')
      .execute();
    return rows.map((row) => ({
      productId: row.product_id,
      grade: roundGrade(Number(row.grade)),
      count: Number(row.count),
    }));
  }

  /**
   * The session of a bearer token, if the token exists, has not expired (idle or absolute) and its
   * user is active. Marks it seen (at most once a minute, so reads stay reads).
   */
  async findSession(
    token: string,
    now: number,
    lifetime: SessionLifetime = DEFAULT_LIFETIME,
  ): Promise<Session | undefined> {
    const tokenHash = hashToken(token);
    const row = await this.kysely
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select([
        'sessions.merchant_id as session_merchant_id',
        'sessions.last_seen_at as session_last_seen_at',
        'sessions.confirmed_at as session_confirmed_at',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .where('users.is_active', '=', 1)
      .where('sessions.created_at', '>', now - lifetime.maxAgeMs)
      .where('sessions.last_seen_at', '>', now - lifetime.idleMs)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.session_last_seen_at < now - TOUCH_EVERY_MS) {
      await this.kysely
        .updateTable('sessions')
        .set({ last_seen_at: now })
        .where('token_hash', '=', tokenHash)
        .execute();
    }
    return {
      token,
      merchantId: row.session_merchant_id,
      user: userFromRow(row),
      confirmedAt: row.session_confirmed_at,
    };
  }

  /**
   * Opens a session for a user; the returned token is the only copy (the table keeps its hash).
   * @param confirmed true when the customer has just proven the phone with a code
   */
  async createSession(
    userId: number,
    merchantId: number,
    channel: SessionChannel,
    now: number,
    confirmed = channel === 'WEB',
  ): Promise<string> {
    const token = newSessionToken();
    await this.kysely
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        merchant_id: merchantId,
        channel,
        created_at: now,
        last_seen_at: now,
        confirmed_at: confirmed ? now : null,
      })
      .execute();
    return token;
  }

  /** Records that the customer proved the phone with a code in this session just now. */
  async confirmSession(token: string, now: number): Promise<void> {
    await this.kysely
      .updateTable('sessions')
      .set({ confirmed_at: now })
      .where('token_hash', '=', hashToken(token))
      .execute();
  }

  /** Ends the session of a token (no-op when it is already gone). */
  async deleteSession(token: string): Promise<void> {
    await this.kysely.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
  }

  /**
   * Creates a user and a session token for it, without any login flow.
   * TEST AND DEV ONLY: nothing in the request path calls it; tests and tools use it to act as a
   * signed-in customer.
   */
  async createSessionForTest(
    merchantId: number,
    fields: { phone?: string; firstName?: string; lastName?: string } = {},
    now = Date.now(),
  ): Promise<Session> {
    const phone = fields.phone ?? `+99890${String(randomInt(10_000_000)).padStart(7, '0')}`;
    // Straight to the users table (as the accounts' user store writes it): storage names no domain.
    const row =
      (await this.kysely
        .selectFrom('users')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('phone', '=', phone)
        .executeTakeFirst()) ??
      (await this.kysely
        .insertInto('users')
        .values({
          merchant_id: merchantId,
          phone,
          first_name: fields.firstName ?? null,
          last_name: fields.lastName ?? null,
          telegram_id: null,
          language: null,
          phone_verified: 0,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow());
    const token = await this.createSession(row.id, merchantId, 'WEB', now);
    return { token, merchantId, user: userFromRow(row), confirmedAt: now };
  }

  #closed = false;

  /** True once close() has finished: no query can run any more. */
  get closed(): boolean {
    return this.#closed;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.events.close();
    await this.#storage.close();
    this.#closed = true;
  }
}
