/**
 * Staff moves survive a kill -9: the real server process takes accept → cooking → done for several
 * orders at once from one operator, is killed mid-way, and is started again on the same database (a
 * SQLite file, or PostgreSQL in the postgres project). Every acknowledged move is there, nothing is
 * written twice (timeline and audit log agree), the staff session still works, the acknowledged move
 * sent again is answered with the order as it is, and the orders can be finished.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditPage } from '../../contract/console-audit.ts';
import { ConsoleOrder } from '../../contract/console-orders.ts';
import { endpoints, Order, type OrderStatus } from '../../contract/index.ts';
import { pickupOrder, writeOrderTenant } from '../../../tests/support/server/orders/test-orders.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import {
  callApi,
  signIn,
  startServerProcess,
  within,
  type ServerProcess,
} from '../../../tests/support/server/lifecycle/test-server-process.ts';
import { testDatabase, testEngine } from '../../../tests/support/server/storage/test-database.ts';

const MERCHANT = 7;
const OPERATOR = '+998970000003';
/** Reads the audit log (an operator may not). */
const MANAGER = '+998970000002';
const ORDERS = 8;
/** A pickup order's moves, in the transition table's order. */
const MOVES = ['ACCEPTED', 'COOKING', 'DONE'] as const satisfies readonly OrderStatus[];
/** The server is killed once this many moves are acknowledged (of ORDERS × MOVES). */
const ACKS_BEFORE_KILL = 10;
const WAIT_LIMIT_MS = 15_000;

let root: string;
let tenantDir: string;
const running = new Set<ServerProcess>();

beforeAll(() => {
  root = makeTempDir();
  tenantDir = writeOrderTenant(root, MERCHANT, 'burger', {
    'staff.json': {
      items: [
        { phone: OPERATOR, name: 'Counter', role: 'OPERATOR', branchIds: [1] },
        { phone: MANAGER, name: 'Manager', role: 'MANAGER' },
      ],
    },
  });
});
afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await Promise.all([...running].map((server) => server.exited));
  removeDir(root);
});

async function start(database: string): Promise<ServerProcess> {
  const server = await startServerProcess([
    '--port',
    '0',
    '--db',
    database,
    '--tenant',
    tenantDir,
    '--dev-inbox',
  ]);
  running.add(server);
  void server.exited.then(() => running.delete(server));
  return server;
}

/** A staff member signed in to the console through the code flow and the development inbox. */
async function staffToken(base: string, phone: string): Promise<string> {
  const sent = await callApi(base, '/console/v1/auth/code', { merchant: MERCHANT, body: { phone } });
  expect(sent.status, JSON.stringify(sent.json)).toBe(200);
  const inbox = await callApi(base, `/dev/v1/inbox?phone=${encodeURIComponent(phone)}`);
  const code = endpoints.devInbox.response.parse(inbox.json)[0]?.code;
  const login = await callApi(base, '/console/v1/auth/login', {
    merchant: MERCHANT,
    body: { phone, code },
  });
  expect(login.status, JSON.stringify(login.json)).toBe(200);
  return (login.json as { token: string }).token;
}

/** The request that makes `status` of an order. */
const moveRequest = (orderId: number, status: (typeof MOVES)[number]) =>
  status === 'ACCEPTED'
    ? { path: `/console/v1/orders/${orderId}/accept`, body: { minutes: 15 } }
    : { path: `/console/v1/orders/${orderId}/status`, body: { status } };

describe(`console moves through a kill -9 (${testEngine})`, () => {
  it('keeps every acknowledged move once, and the session, and goes on after the restart', async () => {
    const database = testEngine === 'postgres' ? await testDatabase() : path.join(root, 'console.db');
    const server = await start(database);
    const customer = await signIn(server.url, MERCHANT, '+998901000001');
    const staff = await staffToken(server.url, OPERATOR);
    const manager = await staffToken(server.url, MANAGER);
    const orders: number[] = [];
    for (let index = 0; index < ORDERS; index++) {
      const placed = await callApi(server.url, '/orders/v1/orders', {
        merchant: MERCHANT,
        token: customer.token,
        body: pickupOrder,
      });
      orders.push(Order.parse(placed.json).id);
    }

    // Each order walks its moves; all orders at once. The last move each one had acknowledged.
    const acknowledged = new Map<number, number>();
    let acks = 0;
    const walk = async (orderId: number) => {
      for (const [step, status] of MOVES.entries()) {
        const { path: at, body } = moveRequest(orderId, status);
        let reply;
        try {
          reply = await callApi(server.url, at, { merchant: MERCHANT, token: staff, body });
        } catch {
          return; // the server is gone: this move got no answer
        }
        expect(reply.status, JSON.stringify(reply.json)).toBe(200);
        acknowledged.set(orderId, step);
        if (++acks === ACKS_BEFORE_KILL) server.child.kill('SIGKILL');
      }
    };
    await within('the moves', WAIT_LIMIT_MS, Promise.all(orders.map(walk)));
    expect((await within('the killed server to exit', WAIT_LIMIT_MS, server.exited)).signal).toBe('SIGKILL');
    expect(acks).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);

    const restarted = await start(database);
    const me = await callApi(restarted.url, '/console/v1/me', { merchant: MERCHANT, token: staff });
    expect(me.status, 'the staff session outlives the process').toBe(200);

    for (const orderId of orders) {
      const read = async () =>
        ConsoleOrder.parse(
          (
            await callApi(restarted.url, `/console/v1/orders/${orderId}`, {
              merchant: MERCHANT,
              token: staff,
            })
          ).json,
        );
      const stored = await read();
      const last = acknowledged.get(orderId) ?? -1;
      const reached = MOVES.indexOf(stored.order.status as (typeof MOVES)[number]);
      // Every acknowledged move is kept; at most the one move in flight at the kill landed as well.
      expect(reached, `order ${orderId} is ${stored.order.status}`).toBeGreaterThanOrEqual(last);
      expect(reached).toBeLessThanOrEqual(last + 1);
      const moved = stored.timeline.map((entry) => entry.status).filter((status) => status !== 'CREATED');
      expect(moved, 'each move written once').toEqual(MOVES.slice(0, reached + 1));
      const audit = AuditPage.parse(
        (
          await callApi(restarted.url, `/console/v1/audit?targetType=ORDER&targetId=${orderId}`, {
            merchant: MERCHANT,
            token: manager,
          })
        ).json,
      );
      expect(audit.entries, 'one audit entry per move').toHaveLength(reached + 1);

      // The acknowledged move sent again changes nothing; the rest of the walk goes on.
      if (last >= 0) {
        const { path: at, body } = moveRequest(orderId, MOVES[last]!);
        const again = await callApi(restarted.url, at, { merchant: MERCHANT, token: staff, body });
        if (reached === last) expect(again.status, JSON.stringify(again.json)).toBe(200);
      }
      for (const status of MOVES.slice(reached + 1)) {
        const { path: at, body } = moveRequest(orderId, status);
        const reply = await callApi(restarted.url, at, { merchant: MERCHANT, token: staff, body });
        expect(reply.status, `${status}: ${JSON.stringify(reply.json)}`).toBe(200);
      }
      const done = await read();
      expect(done.order.status).toBe('DONE');
      expect(done.timeline.filter((entry) => entry.status !== 'CREATED')).toHaveLength(MOVES.length);
    }
    restarted.child.kill('SIGTERM');
    await within('the restarted server to exit', WAIT_LIMIT_MS, restarted.exited);
    // Two real server processes start here (each a TypeScript load and a migration run): on a busy
    // two-core machine that alone passes the default 20 s. Each wait above has its own limit.
  }, 120_000);
});
