import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.ts';
import type { StorefrontDb } from './db.ts';
import { connectStorage, openStorage } from './engine.ts';
import { migrations, runMigrations } from './migrations.ts';
import { testDatabase, testEngine } from '../../../tests/support/server/storage/test-database.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';

let dir: string;
const opened: StorefrontDb[] = [];
beforeEach(() => {
  dir = makeTempDir();
});
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
  removeDir(dir);
});

async function openTestDb(): Promise<StorefrontDb> {
  const db = await openDatabase(await testDatabase());
  opened.push(db);
  return db;
}

describe(`database (${testEngine})`, () => {
  it.runIf(testEngine === 'sqlite')(
    'creates folders, migrates once and reopens without re-running migrations',
    async () => {
      const file = path.join(dir, 'nested', 'store.db');
      await (await openDatabase(file)).close();
      const db = await openDatabase(file);
      opened.push(db);
      const applied = await db.kysely.selectFrom('migrations').select(['id', 'name']).orderBy('id').execute();
      expect(applied).toEqual(migrations.map(({ id, name }) => ({ id, name })));
      const tables = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(
        db.kysely,
      );
      expect(tables.rows.map((row) => row.name)).toEqual(
        expect.arrayContaining([
          'users',
          'sessions',
          'reviews',
          'codes',
          'addresses',
          'orders',
          'migrations',
        ]),
      );
    },
  );

  it('refuses a migration list that was edited instead of appended', async () => {
    const storage = await openStorage(await testDatabase());
    try {
      const edited = migrations.map((m) => (m.id === 1 ? { ...m, name: 'renamed' } : m));
      await expect(
        runMigrations(storage.db as unknown as Kysely<unknown>, storage.engine, edited),
      ).rejects.toThrow(/Migration 1 is "users-and-sessions"/);
    } finally {
      await storage.close();
    }
  });

  it('ends the plain-text sessions of migration 1 and keeps only token hashes from then on', async () => {
    // A database that stopped at migration 2, with a plain-text session:
    const early = connectStorage(await testDatabase());
    const db = early.db as unknown as Kysely<unknown>;
    try {
      await runMigrations(
        db,
        early.engine,
        migrations.filter((m) => m.id <= 2),
      );
      await sql`INSERT INTO users (merchant_id, phone, created_at) VALUES (1, '+998901234567', 0)`.execute(
        db,
      );
      await sql`INSERT INTO sessions (token, user_id, merchant_id, created_at) VALUES ('plain', 1, 1, 0)`.execute(
        db,
      );
      await runMigrations(db, early.engine);
      const count = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM sessions`.execute(db);
      expect(Number(count.rows[0]?.n)).toBe(0);
      await expect(sql`SELECT token FROM sessions`.execute(db)).rejects.toThrow();
      // Users survive, with the new columns.
      const users = await sql`SELECT phone, telegram_id, phone_verified FROM users`.execute(db);
      expect(users.rows).toEqual([{ phone: '+998901234567', telegram_id: null, phone_verified: 0 }]);
    } finally {
      await early.close();
    }
  });

  it('seeds fixture reviews idempotently, following edits and removals, leaving customer reviews alone', async () => {
    const db = await openTestDb();
    const reviews = [
      { id: 1, productId: 10, grade: 5 },
      { id: 2, productId: 10, grade: 3 },
    ];
    await db.seedReviews(1, reviews);
    await db.seedReviews(1, reviews);
    expect(await db.grades(1)).toEqual([{ productId: 10, grade: 4, count: 2 }]);

    await db.kysely
      .insertInto('reviews')
      .values({
        merchant_id: 1,
        product_id: 11,
        grade: 2,
        fixture_id: null,
        user_id: null,
        comment: null,
        created_at: null,
      })
      .execute();
    await db.seedReviews(1, [{ id: 1, productId: 10, grade: 4 }]);
    expect(await db.grades(1)).toEqual([
      { productId: 10, grade: 4, count: 1 },
      { productId: 11, grade: 2, count: 1 },
    ]);
    expect(await db.grades(2)).toEqual([]);
  });

  it('rounds grades to one decimal', async () => {
    const db = await openTestDb();
    await db.seedReviews(
      1,
      [5, 5, 4].map((grade, id) => ({ id, productId: 1, grade })),
    );
    expect(await db.grades(1)).toEqual([{ productId: 1, grade: 4.7, count: 3 }]);
  });

  it('test sessions resolve to their user; unknown tokens and inactive users do not', async () => {
    const db = await openTestDb();
    const now = Date.now();
    const session = await db.createSessionForTest(3, { phone: '+998901234567' }, now);
    expect(await db.findSession(session.token, now)).toEqual(session);
    expect(await db.findSession('nope', now)).toBeUndefined();
    // Same phone, same merchant: the same user, a new token.
    const again = await db.createSessionForTest(3, { phone: '+998901234567' }, now);
    expect(again.user.id).toBe(session.user.id);
    expect(again.token).not.toBe(session.token);
    const rows = await db.kysely.selectFrom('sessions').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(session.token);
    await db.deleteSession(again.token);
    expect(await db.findSession(again.token, now)).toBeUndefined();
    await db.kysely.updateTable('users').set({ is_active: 0 }).execute();
    expect(await db.findSession(session.token, now)).toBeUndefined();
  });

  it('ends sessions that were idle too long or are too old, however busy', async () => {
    const db = await openTestDb();
    const start = Date.parse('2026-01-01T00:00:00Z');
    const lifetime = { idleMs: 10 * 60_000, maxAgeMs: 60 * 60_000 };
    const idle = await db.createSessionForTest(3, {}, start);
    expect(await db.findSession(idle.token, start + 9 * 60_000, lifetime)).toBeDefined();
    // Seen at minute 9: idle counts from there.
    expect(await db.findSession(idle.token, start + 18 * 60_000, lifetime)).toBeDefined();
    expect(await db.findSession(idle.token, start + 29 * 60_000, lifetime)).toBeUndefined();

    const busy = await db.createSessionForTest(4, {}, start);
    for (let minute = 5; minute < 60; minute += 5) {
      expect(await db.findSession(busy.token, start + minute * 60_000, lifetime)).toBeDefined();
    }
    expect(await db.findSession(busy.token, start + 61 * 60_000, lifetime)).toBeUndefined();
  });
});
