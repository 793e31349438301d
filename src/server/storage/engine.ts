/**
 * Opens the database on one of two engines behind one query builder (Kysely):
 *
 * - SQLite (better-sqlite3), the embedded default: a file path or ":memory:". WAL mode lets readers
 *   run during a write; synchronous=FULL makes every acknowledged commit survive a crash of the
 *   process and of the machine (NORMAL may lose the last commits on power loss).
 * - PostgreSQL (pg), for deployments on more than one machine: a postgres:// or postgresql:// URL.
 *   Every instance shares sessions, codes, limits, order numbers and events through it.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { runMigrations, type Engine } from './migrations.ts';
import type { Database as Tables } from './schema.ts';

/** An open, migrated database. */
export interface Storage {
  engine: Engine;
  db: Kysely<Tables>;
  /** The PostgreSQL pool (events need their own listening connection from the same settings). */
  pool: pg.Pool | undefined;
  /** A printable name: the file, or the URL without its password. */
  label: string;
  close(): Promise<void>;
}

/** True for a PostgreSQL connection URL. */
export const isPostgresUrl = (target: string) => /^postgres(ql)?:\/\//i.test(target);

/** PostgreSQL int8 (COUNT(*), bigint columns) arrives as a string by default; these all fit a double. */
const INT8_OID = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** The URL with its password masked, for logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparsable URL)';
  }
}

function openSqlite(file: string): Storage {
  const inMemory = file === ':memory:';
  if (!inMemory) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('foreign_keys = ON');
  if (!inMemory) {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    // A second process on the same file (a tool, a test) waits instead of failing at once.
    sqlite.pragma('busy_timeout = 5000');
  }
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    engine: 'sqlite',
    db,
    pool: undefined,
    label: file,
    close: async () => {
      await db.destroy();
    },
  };
}

function openPostgres(url: string, poolSize: number): Storage {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  // An idle client that loses its server (restart, failover) must not crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return {
    engine: 'postgres',
    db,
    pool,
    label: redactUrl(url),
    close: async () => {
      await db.destroy();
    },
  };
}

/** Options of openStorage. */
export interface OpenStorageOptions {
  /** Most PostgreSQL connections of this instance (default 10). */
  poolSize?: number;
}

/** Connects without migrating (tests build old states with part of the migration list). */
export function connectStorage(target: string, options: OpenStorageOptions = {}): Storage {
  return isPostgresUrl(target) ? openPostgres(target, options.poolSize ?? 10) : openSqlite(target);
}

/**
 * Opens and migrates the database.
 * @param target a SQLite file, ":memory:", or a postgres:// URL
 * @throws when the database cannot be reached or a migration fails (the server must not start)
 */
export async function openStorage(target: string, options: OpenStorageOptions = {}): Promise<Storage> {
  const storage = connectStorage(target, options);
  try {
    await runMigrations(storage.db as unknown as Kysely<unknown>, storage.engine);
  } catch (error) {
    await storage.close();
    throw error;
  }
  return storage;
}
