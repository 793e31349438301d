/**
 * The embedded SQLite database: what customers write (users, sessions, sign-in codes, addresses,
 * reviews; later orders, favourites...). Tenant data that merchants edit stays in the fixture files.
 */
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Grade, User } from '../../contract/index.ts';
import { AddressStore } from '../places/addresses-store.ts';
import { runMigrations } from './migrations.ts';
import { hashToken, newSessionToken } from '../accounts/session-tokens.ts';
import { SignInCodes } from '../accounts/sign-in-codes.ts';
import { userFromRow, UserStore, type UserRow } from '../accounts/users-store.ts';

export { userFromRow } from '../accounts/users-store.ts';

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
}

/** How a session was opened: phone and code on the web, or messenger init data. */
export type SessionChannel = 'WEB' | 'TG';

/** Grades are shown with one decimal, like the storefront's stars. */
const roundGrade = (value: number) => Math.round(value * 10) / 10;

/** Typed access to the storefront database. Open with `StorefrontDb.open(file)`. */
export class StorefrontDb {
  /** The raw connection, for later phases that add their own tables through migrations. */
  readonly sqlite: Database.Database;
  readonly users: UserStore;
  readonly codes: SignInCodes;
  readonly addresses: AddressStore;

  private constructor(sqlite: Database.Database) {
    this.sqlite = sqlite;
    this.users = new UserStore(sqlite);
    this.codes = new SignInCodes(sqlite);
    this.addresses = new AddressStore(sqlite);
  }

  /**
   * Opens (creating folders and file as needed) and migrates the database.
   * @param file a file path, or ":memory:" for a throw-away database (tests).
   */
  static open(file: string): StorefrontDb {
    const inMemory = file === ':memory:';
    if (!inMemory) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const sqlite = new Database(file);
    sqlite.pragma('foreign_keys = ON');
    if (!inMemory) {
      // WAL lets readers run while a write is in progress; the busy timeout covers a second process.
      sqlite.pragma('journal_mode = WAL');
      // An order acknowledged to a customer must survive a crash. In WAL mode NORMAL already survives
      // kill -9 (the commit is in the OS's cache), but can lose the last transactions on power loss;
      // FULL syncs the WAL to disk at every commit, so the machine failing loses nothing either.
      sqlite.pragma('synchronous = FULL');
      sqlite.pragma('busy_timeout = 5000');
    }
    runMigrations(sqlite);
    return new StorefrontDb(sqlite);
  }

  /**
   * Makes the fixture reviews of a merchant the ones in the database: inserts new ones, updates edited
   * ones and removes those no longer in the file. Customer reviews are never touched. Idempotent.
   */
  seedReviews(merchantId: number, reviews: readonly SeedReview[]): void {
    const upsert = this.sqlite.prepare(`
      INSERT INTO reviews (merchant_id, product_id, fixture_id, grade, comment, created_at)
      VALUES (@merchantId, @productId, @id, @grade, @comment, @createdDate)
      ON CONFLICT (merchant_id, fixture_id) DO UPDATE SET
        product_id = excluded.product_id, grade = excluded.grade,
        comment = excluded.comment, created_at = excluded.created_at`);
    const existing = this.sqlite.prepare<[number], { fixture_id: number }>(
      'SELECT fixture_id FROM reviews WHERE merchant_id = ? AND fixture_id IS NOT NULL',
    );
    const remove = this.sqlite.prepare('DELETE FROM reviews WHERE merchant_id = ? AND fixture_id = ?');
    this.sqlite.transaction(() => {
      const keep = new Set(reviews.map((review) => review.id));
      for (const row of existing.all(merchantId)) {
        if (!keep.has(row.fixture_id)) remove.run(merchantId, row.fixture_id);
      }
      for (const review of reviews) {
        upsert.run({
          merchantId,
          productId: review.productId,
          id: review.id,
          grade: review.grade,
          comment: review.comment ?? null,
          createdDate: review.createdDate ?? null,
        });
      }
    })();
  }

  /** Average grade per reviewed product of a merchant, rounded to one decimal. */
  grades(merchantId: number): Grade[] {
    return this.sqlite
      .prepare<[number], { productId: number; grade: number }>(
        `SELECT product_id AS productId, AVG(grade) AS grade
         FROM reviews WHERE merchant_id = ? GROUP BY product_id ORDER BY product_id`,
      )
      .all(merchantId)
      .map((row) => ({ productId: row.productId, grade: roundGrade(row.grade) }));
  }

  /** The session of a bearer token, if the token exists and its user is active. */
  findSession(token: string): Session | undefined {
    const row = this.sqlite
      .prepare<[string], UserRow & { session_merchant_id: number }>(
        `SELECT users.*, sessions.merchant_id AS session_merchant_id
         FROM sessions JOIN users ON users.id = sessions.user_id
         WHERE sessions.token_hash = ? AND users.is_active = 1`,
      )
      .get(hashToken(token));
    return row ? { token, merchantId: row.session_merchant_id, user: userFromRow(row) } : undefined;
  }

  /** Opens a session for a user; the returned token is the only copy (the table keeps its hash). */
  createSession(userId: number, merchantId: number, channel: SessionChannel, now: number): string {
    const token = newSessionToken();
    this.sqlite
      .prepare(
        'INSERT INTO sessions (token_hash, user_id, merchant_id, channel, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(hashToken(token), userId, merchantId, channel, now);
    return token;
  }

  /** Ends the session of a token (no-op when it is already gone). */
  deleteSession(token: string): void {
    this.sqlite.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token));
  }

  /**
   * Creates a user and a session token for it, without any login flow.
   * TEST AND DEV ONLY: nothing in the request path calls it; tests and tools use it to act as a
   * signed-in customer.
   */
  createSessionForTest(
    merchantId: number,
    fields: { phone?: string; firstName?: string; lastName?: string } = {},
  ): Session {
    const now = Date.now();
    const phone = fields.phone ?? `+99890${String(randomInt(10_000_000)).padStart(7, '0')}`;
    const row =
      this.users.byPhone(merchantId, phone) ??
      this.users.create(
        { merchantId, phone, firstName: fields.firstName, lastName: fields.lastName, phoneVerified: false },
        now,
      );
    const token = this.createSession(row.id, merchantId, 'WEB', now);
    return { token, merchantId, user: userFromRow(row) };
  }

  close(): void {
    if (this.sqlite.open) this.sqlite.close();
  }
}
