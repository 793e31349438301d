import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StorefrontDb } from './db.ts';
import { migrations, runMigrations } from './migrations.ts';
import { makeTempDir, removeDir } from '../tenants/test-tenant.ts';

let dir: string;
beforeEach(() => {
  dir = makeTempDir();
});
afterEach(() => removeDir(dir));

describe('database', () => {
  it('creates folders, migrates once and reopens without re-running migrations', () => {
    const file = path.join(dir, 'nested', 'store.db');
    StorefrontDb.open(file).close();
    const db = StorefrontDb.open(file);
    const applied = db.sqlite.prepare('SELECT id, name FROM migrations ORDER BY id').all();
    expect(applied).toEqual(migrations.map(({ id, name }) => ({ id, name })));
    const tables = db.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    expect(tables).toEqual(
      expect.arrayContaining(['users', 'sessions', 'reviews', 'codes', 'addresses', 'migrations']),
    );
    db.close();
  });

  it('refuses a migration list that was edited instead of appended', () => {
    const sqlite = new Database(':memory:');
    runMigrations(sqlite);
    const edited = migrations.map((m) => (m.id === 1 ? { ...m, name: 'renamed' } : m));
    expect(() => runMigrations(sqlite, edited)).toThrow(/Migration 1 is "users-and-sessions"/);
    sqlite.close();
  });

  it('ends the plain-text sessions of migration 1 and keeps only token hashes from then on', () => {
    const sqlite = new Database(':memory:');
    runMigrations(
      sqlite,
      migrations.filter((m) => m.id <= 2),
    );
    sqlite.prepare("INSERT INTO users (merchant_id, phone, created_at) VALUES (1, '+998901234567', 0)").run();
    sqlite
      .prepare("INSERT INTO sessions (token, user_id, merchant_id, created_at) VALUES ('plain', 1, 1, 0)")
      .run();
    runMigrations(sqlite);
    expect(sqlite.prepare('SELECT COUNT(*) FROM sessions').pluck().get()).toBe(0);
    const columns = sqlite.prepare("SELECT name FROM pragma_table_info('sessions')").pluck().all();
    expect(columns).toContain('token_hash');
    expect(columns).not.toContain('token');
    // Users survive, with the new columns.
    expect(sqlite.prepare('SELECT phone, telegram_id, phone_verified FROM users').get()).toEqual({
      phone: '+998901234567',
      telegram_id: null,
      phone_verified: 0,
    });
    sqlite.close();
  });

  it('seeds fixture reviews idempotently, following edits and removals, leaving customer reviews alone', () => {
    const db = StorefrontDb.open(':memory:');
    const reviews = [
      { id: 1, productId: 10, grade: 5 },
      { id: 2, productId: 10, grade: 3 },
    ];
    db.seedReviews(1, reviews);
    db.seedReviews(1, reviews);
    expect(db.grades(1)).toEqual([{ productId: 10, grade: 4 }]);

    db.sqlite.prepare('INSERT INTO reviews (merchant_id, product_id, grade) VALUES (1, 11, 2)').run();
    db.seedReviews(1, [{ id: 1, productId: 10, grade: 4 }]);
    expect(db.grades(1)).toEqual([
      { productId: 10, grade: 4 },
      { productId: 11, grade: 2 },
    ]);
    expect(db.grades(2)).toEqual([]);
    db.close();
  });

  it('rounds grades to one decimal', () => {
    const db = StorefrontDb.open(':memory:');
    db.seedReviews(
      1,
      [5, 5, 4].map((grade, id) => ({ id, productId: 1, grade })),
    );
    expect(db.grades(1)).toEqual([{ productId: 1, grade: 4.7 }]);
    db.close();
  });

  it('test sessions resolve to their user; unknown tokens and inactive users do not', () => {
    const db = StorefrontDb.open(':memory:');
    const session = db.createSessionForTest(3, { phone: '+998901234567' });
    expect(db.findSession(session.token)).toEqual(session);
    expect(db.findSession('nope')).toBeUndefined();
    // Same phone, same merchant: the same user, a new token.
    const again = db.createSessionForTest(3, { phone: '+998901234567' });
    expect(again.user.id).toBe(session.user.id);
    expect(again.token).not.toBe(session.token);
    expect(JSON.stringify(db.sqlite.prepare('SELECT * FROM sessions').all())).not.toContain(session.token);
    db.deleteSession(again.token);
    expect(db.findSession(again.token)).toBeUndefined();
    db.sqlite.prepare('UPDATE users SET is_active = 0').run();
    expect(db.findSession(session.token)).toBeUndefined();
    db.close();
  });
});
