/**
 * TEST ONLY: the app a feature test runs against: a fresh database of the run's engine (SQLite in
 * memory, or a PostgreSQL schema in the `postgres` project), the abuse limits out of reach (all test
 * requests come from one client; the limits have their own tests) and no built storefront.
 */
import { createApp, type CreateAppOptions, type StorefrontApp } from '../../../src/server/app.ts';
import { featureTestLimits } from './http/test-client.ts';
import { silentLogger } from '../../../src/server/base/logger.ts';
import { testDatabase } from './storage/test-database.ts';

export async function featureApp(options: CreateAppOptions = {}): Promise<StorefrontApp> {
  return createApp({
    database: await testDatabase(),
    distDir: false,
    log: silentLogger,
    ...options,
    limits: { ...featureTestLimits, ...options.limits },
  });
}
