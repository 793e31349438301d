/**
 * Reviews and cancelling across two API instances on one PostgreSQL: two first sendings of one
 * order's review at the same moment make one review, and two cancels at once cancel once (one
 * answer 200, the other 409), with one event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, OrderReview } from '../../contract/index.ts';
import { createApp, type StorefrontApp } from '../app.ts';
import { apiCaller, featureTestLimits, testClock } from '../../../tests/support/server/http/test-client.ts';
import {
  orderSettingsWeb,
  pickupOrder,
  writeOrderTenant,
} from '../../../tests/support/server/orders/test-orders.ts';
import { newPostgresDatabase } from '../../../tests/support/server/storage/test-database.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';

const MERCHANT = 7;
let root: string;
let a: StorefrontApp;
let b: StorefrontApp;
let apiA: ReturnType<typeof apiCaller>;
let apiB: ReturnType<typeof apiCaller>;
const clock = testClock();

beforeAll(async () => {
  root = makeTempDir();
  const tenantDirs = [
    writeOrderTenant(root, MERCHANT, 'burger', {
      'settings-web.json': { ...orderSettingsWeb, cancelOrderActive: true },
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

async function placed(token: string): Promise<Order> {
  const reply = await apiA('/orders/v1/orders', { token, body: pickupOrder });
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return Order.parse(reply.json);
}

describe('two instances on one PostgreSQL', () => {
  it('make one review of an order sent to both at once', async () => {
    const { token } = await a.db.createSessionForTest(MERCHANT, {}, clock.now());
    const order = await placed(token);
    await a.db.orders.setStatus(order.id, 'DONE', undefined, clock.now());
    const send = (api: typeof apiA, grade: number) =>
      api(`/orders/v1/orders/${order.id}/review`, {
        token,
        method: 'PUT',
        body: { grade, products: [{ productId: 101, grade }] },
      });
    const replies = await Promise.all([send(apiA, 5), send(apiB, 4), send(apiA, 3), send(apiB, 2)]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const rows = await a.db.kysely
      .selectFrom('order_reviews')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(rows).toHaveLength(1);
    const grades = await a.db.kysely
      .selectFrom('reviews')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(grades).toHaveLength(1);
    const read = await apiB(`/orders/v1/orders/${order.id}/review`, { token });
    const review = OrderReview.parse((read.json as { review: unknown }).review);
    expect(review.grade).toBe(rows[0]?.grade);
  });

  it('cancel an order once, though both are asked at once', async () => {
    const session = await a.db.createSessionForTest(MERCHANT, {}, clock.now());
    const order = await placed(session.token);
    const before = await a.db.orders.latestEventId(MERCHANT, session.user.id);
    const cancel = (api: typeof apiA) =>
      api(`/orders/v1/orders/${order.id}/cancel`, { token: session.token, body: { reason: 'CHANGED_MIND' } });
    const replies = await Promise.all([cancel(apiA), cancel(apiB), cancel(apiA), cancel(apiB)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const events = await b.db.orders.eventsAfter(MERCHANT, session.user.id, before);
    expect(events.map((e) => e.status)).toEqual(['CANCELED']);
  });
});
