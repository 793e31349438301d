/**
 * Two API instances on one PostgreSQL database, as a deployment on two machines runs, each answering
 * one of two Uzum creates sent at once for the same order: exactly one transaction is created, the
 * other create is refused (the order holds one live Uzum transaction at a time).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontApp } from '../../app.ts';
import { apiCaller, testClock } from '../../../../tests/support/server/http/test-client.ts';
import { newPostgresDatabase } from '../../../../tests/support/server/storage/test-database.ts';
import { makeTempDir, removeDir } from '../../../../tests/support/server/tenants/test-tenant.ts';
import { featureApp } from '../../../../tests/support/server/test-app.ts';
import {
  PAYING,
  placeOrder,
  writePaymentTenants,
} from '../../../../tests/support/server/payments/test-payments.ts';
import { failed, uzumWebhooks } from '../../../../tests/support/server/payments/uzum/test-uzum.ts';

let root: string;
let a: StorefrontApp;
let b: StorefrontApp;
const clock = testClock();

beforeAll(async () => {
  root = makeTempDir();
  const tenantDirs = writePaymentTenants(root);
  const database = await newPostgresDatabase();
  a = await featureApp({ tenantDirs, database, now: clock.now });
  b = await featureApp({ tenantDirs, database, now: clock.now });
});
afterAll(async () => {
  await a.close();
  await b.close();
  removeDir(root);
});

const onA = uzumWebhooks(() => ({ server: a, clock }));
const onB = uzumWebhooks(() => ({ server: b, clock }));

describe('Uzum creates for one order on two instances at once', () => {
  it('make one live transaction; the other create is refused (99999)', async () => {
    const { order } = await placeOrder(
      { server: a, clock, api: (merchant) => apiCaller(a.app, merchant) },
      'UZUM',
    );
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([
        onA.call('create', onA.create(order, randomUUID())),
        onB.call('create', onB.create(order, randomUUID())),
      ]);
      const created = answers.filter((answer) => answer.status === 200);
      const refused = answers.filter((answer) => answer.status !== 200);
      if (round === 0) {
        expect(created).toHaveLength(1);
        expect(refused).toEqual([failed('99999')]);
      } else expect(refused).toEqual([failed('99999'), failed('99999')]);
    }
    const all = await a.db.payments.forOrder(PAYING, order.id);
    expect(all.filter((tx) => tx.state === 'CREATED')).toHaveLength(1);
  });
});
