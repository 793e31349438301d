/**
 * TEST ONLY: two API instances on one fresh PostgreSQL database, as a deployment on two machines runs
 * them: each with its own connection pool and LISTEN connection, the order tenant of test-orders.ts,
 * one clock and one captured log. `each` adds options per instance (A is 0, B is 1).
 */
import { createApp, type CreateAppOptions, type StorefrontApp } from '../../../../src/server/app.ts';
import { apiCaller, capturingLogger, featureTestLimits, testClock } from '../http/test-client.ts';
import { writeOrderTenant } from '../orders/test-orders.ts';
import { makeTempDir, removeDir } from '../tenants/test-tenant.ts';
import { newPostgresDatabase } from './test-database.ts';

export interface TwoInstances {
  a: StorefrontApp;
  b: StorefrontApp;
  apiA: ReturnType<typeof apiCaller>;
  apiB: ReturnType<typeof apiCaller>;
  clock: ReturnType<typeof testClock>;
  log: ReturnType<typeof capturingLogger>;
  close(): Promise<void>;
}

export async function twoInstances(
  merchant: number,
  each: (instance: 0 | 1) => Partial<CreateAppOptions> = () => ({}),
): Promise<TwoInstances> {
  const root = makeTempDir();
  const clock = testClock();
  const log = capturingLogger();
  const tenantDirs = [writeOrderTenant(root, merchant, 'burger')];
  const database = await newPostgresDatabase();
  const options = { tenantDirs, database, distDir: false as const, log, now: clock.now, devInbox: true };
  const a = await createApp({ ...options, limits: featureTestLimits, ...each(0) });
  const b = await createApp({ ...options, limits: featureTestLimits, ...each(1) });
  return {
    a,
    b,
    apiA: apiCaller(a.app, merchant),
    apiB: apiCaller(b.app, merchant),
    clock,
    log,
    close: async () => {
      await a.close();
      await b.close();
      removeDir(root);
    },
  };
}
