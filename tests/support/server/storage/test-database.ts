/**
 * TEST ONLY: the database a test app opens. The unit project runs the server tests on SQLite in
 * memory; the `postgres` project (vite.config.ts) runs the same tests with STOREFRONT_TEST_DB=postgres,
 * each app on a fresh database of the throw-away cluster from tests/postgres/global-setup.ts.
 */
import pg from 'pg';
import { inject } from 'vitest';
import '../../../postgres/provided-context.ts';

/** The engine this test run uses. */
export const testEngine: 'sqlite' | 'postgres' =
  process.env.STOREFRONT_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

let created = 0;

/**
 * A new, empty schema of the cluster's database, as a URL that makes it the search path (PostgreSQL
 * runs only). A schema costs milliseconds where a database costs a third of a second; events are
 * per schema too (storage/events.ts), so test apps stay apart.
 */
export async function newPostgresDatabase(): Promise<string> {
  const admin = inject('postgresUrl');
  const schema = `t_${process.pid}_${Date.now().toString(36)}_${++created}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** What createApp's `database` should be: ":memory:" SQLite, or a fresh PostgreSQL schema. */
export async function testDatabase(): Promise<string> {
  return testEngine === 'postgres' ? newPostgresDatabase() : ':memory:';
}
