/**
 * The console across two API instances on one PostgreSQL: two operators accepting one order at the
 * same moment, each through another instance, make one change (one 200, one 409 ORDER_CONFLICT),
 * one event for the customer's stream and one audit entry; a staff session opened on one instance
 * works on the other, and a member removed on one is signed out on both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '../../contract/index.ts';
import { createApp, type StorefrontApp } from '../app.ts';
import {
  apiCaller,
  capturingLogger,
  featureTestLimits,
  lastCode,
  testClock,
} from '../../../tests/support/server/http/test-client.ts';
import { pickupOrder, writeOrderTenant } from '../../../tests/support/server/orders/test-orders.ts';
import { newPostgresDatabase } from '../../../tests/support/server/storage/test-database.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';

const MERCHANT = 7;
const OWNER = '+998970000001';
const OPERATOR = '+998970000003';
let root: string;
let a: StorefrontApp;
let b: StorefrontApp;
let apiA: ReturnType<typeof apiCaller>;
let apiB: ReturnType<typeof apiCaller>;
const clock = testClock();
const log = capturingLogger();

beforeAll(async () => {
  root = makeTempDir();
  const staff = {
    items: [
      { phone: OWNER, name: 'Owner', role: 'OWNER' },
      { phone: OPERATOR, name: 'Counter', role: 'OPERATOR', branchIds: [1] },
    ],
  };
  const tenantDirs = [writeOrderTenant(root, MERCHANT, 'burger', { 'staff.json': staff })];
  const database = await newPostgresDatabase();
  const options = { tenantDirs, database, distDir: false as const, now: clock.now, log };
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

async function signIn(api: typeof apiA, phone: string): Promise<string> {
  await api('/console/v1/auth/code', { body: { phone } });
  const reply = await api('/console/v1/auth/login', { body: { phone, code: lastCode(log.lines, phone) } });
  expect(reply.status, JSON.stringify(reply.json)).toBe(200);
  return (reply.json as { token: string }).token;
}

describe('the console on two instances of one PostgreSQL', () => {
  it('lets one of two accepts at once win, with one event and one audit entry', async () => {
    const owner = await signIn(apiA, OWNER);
    const operator = await signIn(apiB, OPERATOR);
    const customer = await a.db.createSessionForTest(MERCHANT, {}, clock.now());
    const placed = await apiA('/orders/v1/orders', { token: customer.token, body: pickupOrder });
    const order = Order.parse(placed.json);
    const since = await a.db.orders.latestEventId(MERCHANT, customer.user.id);
    const accept = (api: typeof apiA, token: string) =>
      api(`/console/v1/orders/${order.id}/accept`, { token, body: { minutes: 20 } });
    const replies = await Promise.all([accept(apiA, owner), accept(apiB, operator)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)?.code).toBe('ORDER_CONFLICT');
    const events = await b.db.orders.eventsAfter(MERCHANT, customer.user.id, since);
    expect(events.map((e) => e.status)).toEqual(['ACCEPTED']);
    const audit = await apiB(`/console/v1/audit?targetType=ORDER&targetId=${order.id}`, { token: owner });
    expect(audit.status).toBe(200);
    expect((audit.json as { entries: unknown[] }).entries).toHaveLength(1);
  });

  it('keeps a staff session on every instance, and ends it on every instance', async () => {
    clock.advance(61);
    const owner = await signIn(apiA, OWNER);
    const added = await apiB('/console/v1/staff', {
      token: owner,
      body: { phone: '+998970000060', name: 'Temp', role: 'MANAGER' },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const temp = await signIn(apiB, '+998970000060');
    expect((await apiA('/console/v1/me', { token: temp })).status).toBe(200);
    const { id } = added.json as { id: number };
    await apiA(`/console/v1/staff/${id}`, { method: 'DELETE', token: owner });
    expect((await apiB('/console/v1/me', { token: temp })).status).toBe(401);
  });
});
