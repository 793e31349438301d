/**
 * Restarts lose nothing: the real server process under load from 20 concurrent clients on loopback is
 * killed (kill -9) or stopped (SIGTERM) mid-load, the database file is opened again, and every order
 * that was acknowledged is counted there. Every loop is bounded in requests and in time.
 */
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '../../contract/index.ts';
import { createApp } from '../app.ts';
import { apiCaller } from '../../../tests/support/server/http/test-client.ts';
import { silentLogger } from '../base/logger.ts';
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
const CLIENTS = 20;
const CUSTOMERS = 5;
/** The server is stopped once every client has had an answer and this many orders are acknowledged... */
const ACKS_BEFORE_STOP = 40;
/** ...or this long after the load began, whichever comes first. */
const LOAD_LIMIT_MS = 8_000;
/** Most orders one client sends, whatever happens. */
const PER_CLIENT_MAX = 300;
const WAIT_LIMIT_MS = 15_000;

interface Customer {
  token: string;
  userId: number;
}

/** What became of one order request. */
type Outcome =
  | { kind: 'answered'; customer: number; status: number; connection: string | undefined; order?: Order }
  /** The connection was refused: the request never reached a server. */
  | { kind: 'refused'; customer: number }
  /** The connection broke while the request was on it: the client got no answer. */
  | { kind: 'lost'; customer: number; code: string };

let root: string;
let tenantDir: string;
const running = new Set<ServerProcess>();

beforeAll(() => {
  root = makeTempDir();
  tenantDir = writeOrderTenant(root, MERCHANT, 'burger');
});
afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await Promise.all([...running].map((server) => server.exited));
  removeDir(root);
});

async function start(dbFile: string): Promise<ServerProcess> {
  const server = await startServerProcess([
    '--port',
    '0',
    '--db',
    dbFile,
    '--tenant',
    tenantDir,
    '--dev-inbox',
  ]);
  running.add(server);
  void server.exited.then(() => running.delete(server));
  return server;
}

async function customers(server: ServerProcess): Promise<Customer[]> {
  const signedIn: Customer[] = [];
  for (let index = 0; index < CUSTOMERS; index++) {
    signedIn.push(await signIn(server.url, MERCHANT, `+99890100000${index}`));
  }
  return signedIn;
}

/**
 * Fires orders from CLIENTS concurrent clients, each on its own kept-alive connection, and calls
 * `stop` once every client has had an answer and ACKS_BEFORE_STOP orders are acknowledged (or
 * LOAD_LIMIT_MS has passed). A client stops at its first failed connection: the server is gone.
 *
 * The clients open their connections with a light request before the orders begin, and the stop
 * waits for every client's answer: under load Node may leave new connections in the kernel's accept
 * queue for a second or more, and a server that stops listening resets those. That is a connection
 * the server never took, not a request it dropped; in a deployment the load balancer stops sending
 * new connections before the server is stopped.
 */
async function fireOrders(
  server: ServerProcess,
  who: readonly Customer[],
  stop: () => void,
): Promise<Outcome[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS, scheduling: 'fifo' });
  const outcomes: Outcome[] = [];
  const answeredClients = new Set<number>();
  let acks = 0;
  let stopped = false;
  const stopOnce = () => {
    if (stopped) return;
    stopped = true;
    stop();
  };
  await within(
    'the connections',
    WAIT_LIMIT_MS,
    Promise.all(
      Array.from({ length: CLIENTS }, () =>
        callApi(server.url, '/users/v1/branches', { merchant: MERCHANT, agent }),
      ),
    ),
  );
  const fallback = setTimeout(stopOnce, LOAD_LIMIT_MS);
  const client = async (index: number) => {
    const customer = index % who.length;
    const { token } = who[customer] as Customer;
    for (let sent = 0; sent < PER_CLIENT_MAX; sent++) {
      try {
        const reply = await callApi(server.url, '/orders/v1/orders', {
          merchant: MERCHANT,
          token,
          body: pickupOrder,
          agent,
        });
        const order = reply.status === 200 ? Order.parse(reply.json) : undefined;
        outcomes.push({
          kind: 'answered',
          customer,
          status: reply.status,
          connection: reply.connection,
          order,
        });
        answeredClients.add(index);
        if (order) acks++;
        if (acks >= ACKS_BEFORE_STOP && answeredClients.size === CLIENTS) stopOnce();
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        outcomes.push(
          code === 'ECONNREFUSED' ? { kind: 'refused', customer } : { kind: 'lost', customer, code },
        );
        return;
      }
    }
  };
  try {
    await within(
      'the load',
      WAIT_LIMIT_MS,
      Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index))),
    );
  } finally {
    clearTimeout(fallback);
    stopOnce();
    agent.destroy();
  }
  return outcomes;
}

const acknowledged = (outcomes: readonly Outcome[]) =>
  outcomes.flatMap((o) =>
    o.kind === 'answered' && o.order ? [{ customer: o.customer, order: o.order }] : [],
  );
const count = (outcomes: readonly Outcome[], kind: Outcome['kind'], customer?: number) =>
  outcomes.filter((o) => o.kind === kind && (customer === undefined || o.customer === customer)).length;

/** A GET of the API as a customer: over HTTP to a restarted process, or into an app in this process. */
type CustomerGet = (path: string, token: string) => Promise<{ status: number; json: unknown }>;

/**
 * Every acknowledged order is there as answered, and each customer's history holds at least those
 * and at most those plus the requests that got no answer.
 */
async function checkStored(get: CustomerGet, who: readonly Customer[], outcomes: readonly Outcome[]) {
  for (const { customer, order } of acknowledged(outcomes)) {
    const stored = await get(`/orders/v1/orders/${order.id}`, (who[customer] as Customer).token);
    expect(stored.status, `order ${order.id} was acknowledged before the stop`).toBe(200);
    expect(Order.parse(stored.json)).toMatchObject({ id: order.id, number: order.number });
  }
  for (const [customer, { token, userId }] of who.entries()) {
    const history = await get(`/orders/v1/orders/user/${userId}?size=1&page=0`, token);
    const total = (history.json as { totalElements: number }).totalElements;
    const acked = acknowledged(outcomes).filter((a) => a.customer === customer).length;
    expect(total).toBeGreaterThanOrEqual(acked);
    expect(total).toBeLessThanOrEqual(acked + count(outcomes, 'lost', customer));
  }
}

/** One line for the test log: what the clients saw. */
const summary = (what: string, outcomes: readonly Outcome[]) =>
  `${what}: ${acknowledged(outcomes).length} acknowledged, ` +
  `${count(outcomes, 'answered') - acknowledged(outcomes).length} other answers, ` +
  `${count(outcomes, 'lost')} without an answer, ${count(outcomes, 'refused')} refused`;

describe(`restarts (${testEngine})`, () => {
  it('keeps every acknowledged order through a kill -9 under load', async () => {
    const dbFile = testEngine === 'postgres' ? await testDatabase() : path.join(root, 'killed.db');
    const server = await start(dbFile);
    const who = await customers(server);
    const outcomes = await fireOrders(server, who, () => server.child.kill('SIGKILL'));
    expect((await within('the killed server to exit', WAIT_LIMIT_MS, server.exited)).signal).toBe('SIGKILL');
    console.info(summary('kill -9', outcomes));
    expect(acknowledged(outcomes).length, summary('kill -9', outcomes)).toBeGreaterThan(0);

    // The same command on the same file, as a process manager restarts it.
    const restarted = await start(dbFile);
    await checkStored(
      (at, token) => callApi(restarted.url, at, { merchant: MERCHANT, token }),
      who,
      outcomes,
    );
    restarted.child.kill('SIGTERM');
    expect(await within('the restarted server to exit', WAIT_LIMIT_MS, restarted.exited)).toEqual({
      code: 0,
      signal: null,
    });
  });

  it('answers every request that reached it on SIGTERM, resets none, exits 0 and keeps every order', async () => {
    const dbFile = testEngine === 'postgres' ? await testDatabase() : path.join(root, 'stopped.db');
    const server = await start(dbFile);
    const who = await customers(server);
    const outcomes = await fireOrders(server, who, () => server.child.kill('SIGTERM'));
    const exit = await within('the stopped server to exit', WAIT_LIMIT_MS, server.exited);
    console.info(summary('SIGTERM', outcomes));
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toMatch(/were cut/);
    const lost = outcomes.filter((o) => o.kind === 'lost');
    expect(lost, summary('SIGTERM', outcomes)).toEqual([]);
    expect(acknowledged(outcomes).length).toBeGreaterThan(0);
    // Requests that reached the draining server were answered and told to close the connection.
    const closing = outcomes.filter((o) => o.kind === 'answered' && o.connection === 'close');
    expect(closing.length).toBeGreaterThan(0);

    // A clean stop leaves nothing to recover: the file is read again in this process.
    const reopened = await createApp({
      tenantDirs: [tenantDir],
      database: dbFile,
      distDir: false,
      log: silentLogger,
    });
    try {
      const api = apiCaller(reopened.app, MERCHANT);
      await checkStored((at, token) => api(at, { token }), who, outcomes);
    } finally {
      await reopened.close();
    }
  });
});
