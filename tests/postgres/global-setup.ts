/**
 * Vitest global setup of the `postgres` project: one throw-away PostgreSQL for the whole run; each
 * test app creates its own database in it (tests/support/server/storage/test-database.ts).
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from './cluster.ts';
import './provided-context.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgres();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
