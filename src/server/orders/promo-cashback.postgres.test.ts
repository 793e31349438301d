/**
 * Promo limits and the cashback credit across two API instances on one PostgreSQL, as a deployment on
 * two machines runs: orders placed on both never take more uses than the code has, and an order set
 * done on both at once is credited once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '../../contract/index.ts';
import { createApp, type StorefrontApp } from '../app.ts';
import { apiCaller, featureTestLimits, testClock } from '../../../tests/support/server/http/test-client.ts';
import { newPostgresDatabase } from '../../../tests/support/server/storage/test-database.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import { pickupOrder, writeOrderTenant } from '../../../tests/support/server/orders/test-orders.ts';

const MERCHANT = 7;
let root: string;
let a: StorefrontApp;
let b: StorefrontApp;
let apiA: ReturnType<typeof apiCaller>;
let apiB: ReturnType<typeof apiCaller>;
const clock = testClock();

beforeAll(async () => {
  root = makeTempDir();
  const promos = {
    items: [
      {
        id: 1,
        code: 'FOUR',
        discountType: 'AMOUNT',
        productDiscount: 1000,
        maxUses: 4,
        isActive: true,
        startDate: '2026-02-01T00:00:00Z',
        endDate: '2026-03-31T23:59:00Z',
      },
    ],
  };
  const tenantDirs = [
    writeOrderTenant(root, MERCHANT, 'burger', {
      'promos.json': promos,
      'order-settings.json': { cashbackPercent: 10 },
    }),
  ];
  const database = await newPostgresDatabase();
  const options = { tenantDirs, database, distDir: false as const, now: clock.now, devInbox: true };
  a = await createApp({ ...options, limits: featureTestLimits });
  b = await createApp({ ...options, limits: featureTestLimits });
  apiA = apiCaller(a.app, MERCHANT);
  apiB = apiCaller(b.app, MERCHANT);
});
afterAll(async () => {
  await a.close();
  await b.close();
  removeDir(root);
});

describe('two instances on one PostgreSQL', () => {
  it('never give a promo more uses than it has', async () => {
    const sessions = await Promise.all(
      Array.from({ length: 10 }, () => a.db.createSessionForTest(MERCHANT, {}, clock.now())),
    );
    const replies = await Promise.all(
      sessions.map((s, i) =>
        (i % 2 ? apiA : apiB)('/orders/v1/orders', {
          token: s.token,
          body: { ...pickupOrder, promoCode: 'FOUR' },
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(4);
    expect(new Set(replies.filter((r) => r.status !== 200).map((r) => r.code))).toEqual(
      new Set(['PROMO_USED_UP']),
    );
  });

  it('credit a done order once, though both set it done at the same moment', async () => {
    const session = await a.db.createSessionForTest(MERCHANT, {}, clock.now());
    const reply = await apiA('/orders/v1/orders', { token: session.token, body: pickupOrder });
    const order = Order.parse(reply.json);
    expect(order.earnedCashback).toBe(5700);
    const done = (api: typeof apiA) =>
      api(`/dev/v1/orders/${order.id}/status`, { method: 'PUT', body: { status: 'DONE' } });
    await Promise.all([done(apiA), done(apiB), done(apiA), done(apiB)]);
    const me = await apiB('/users/v1/users/me', { token: session.token });
    expect(me.json).toMatchObject({ cashback: 5700 });
  });
});
