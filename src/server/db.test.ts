import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StorefrontDb } from './db.ts';
import { migrations, runMigrations } from './migrations.ts';
import { makeTempDir, removeDir } from './test-tenant.ts';

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
    expect(tables).toEqual(expect.arrayContaining(['users', 'sessions', 'reviews', 'migrations']));
    db.close();
  });

  it('refuses a migration list that was edited instead of appended', () => {
    const sqlite = new Database(':memory:');
    runMigrations(sqlite);
    const edited = migrations.map((m) => (m.id === 1 ? { ...m, name: 'renamed' } : m));
    expect(() => runMigrations(sqlite, edited)).toThrow(/Migration 1 is "users-and-sessions"/);
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
    db.sqlite.prepare('UPDATE users SET is_active = 0').run();
    expect(db.findSession(session.token)).toBeUndefined();
    db.close();
  });
});
