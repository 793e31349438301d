/**
 * Slow clients against a real server on loopback: many connections that never finish their headers,
 * some that stop mid-body, a kept-alive connection left idle, and the connection cap. Every socket is
 * closed by the server or, at the latest, by the test's clean-up; nothing waits without a bound.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../base/logger.ts';
import { startServer, type RunningServer } from '../start.ts';
import { makeTempDir, removeDir, writeTenant } from '../../../tests/support/server/tenants/test-tenant.ts';

const HEADERS_MS = 1_500;
const IDLE_MS = 2_000;
const REQUEST_MS = 3_000;
/** Scheduling slack for a busy machine: lower bounds allow this much early, waits this much late. */
const SLACK_MS = 100;
const WAIT_LIMIT_MS = 12_000;

/** A raw connection: when it opened and closed, and what the server sent. */
interface SlowSocket {
  openedAt: number;
  closedAt: number | undefined;
  received: string;
  closed: Promise<void>;
  socket: net.Socket;
}

/**
 * Opens a connection that sends `first`, then `trickle` one byte every 250 ms (if given), and never
 * completes its request.
 */
async function slowSocket(port: number, first: string, trickle?: string): Promise<SlowSocket> {
  const socket = net.connect({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const slow: SlowSocket = {
    openedAt: Date.now(),
    closedAt: undefined,
    received: '',
    socket,
    closed: new Promise((resolve) => socket.once('close', () => resolve())),
  };
  socket.on('error', () => {});
  socket.on('data', (chunk: Buffer) => {
    slow.received += chunk.toString('latin1');
  });
  void slow.closed.then(() => {
    slow.closedAt = Date.now();
  });
  if (first) socket.write(first);
  if (trickle) {
    let at = 0;
    const timer = setInterval(() => {
      if (socket.destroyed) return;
      socket.write(trickle[at % trickle.length] ?? 'x');
      at++;
    }, 250);
    void slow.closed.then(() => clearInterval(timer));
  }
  return slow;
}

/** Waits for every socket to close, failing the test (after destroying them) past WAIT_LIMIT_MS. */
async function allClosed(sockets: readonly SlowSocket[]): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), WAIT_LIMIT_MS);
  });
  const outcome = await Promise.race([Promise.all(sockets.map((s) => s.closed)), limit]);
  clearTimeout(timer);
  const open = sockets.filter((s) => s.closedAt === undefined).length;
  for (const s of sockets) s.socket.destroy();
  expect(outcome, `${open} slow sockets still open after ${WAIT_LIMIT_MS} ms`).not.toBe('late');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET over an agent, with whether the connection was a reused one. */
function get(url: string, agent: http.Agent): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { merchant: '7' } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
    });
    request.on('error', reject);
  });
}

let root: string;
let tenant: string;
let server: RunningServer;

beforeAll(async () => {
  root = makeTempDir();
  tenant = writeTenant(root, 7, 'burger');
  server = await startServer({
    port: 0,
    tenantDirs: [tenant],
    database: ':memory:',
    distDir: false,
    log: silentLogger,
    limits: { headersTimeoutMs: HEADERS_MS, socketIdleTimeoutMs: IDLE_MS, requestTimeoutMs: REQUEST_MS },
  });
});
afterAll(async () => {
  await server.close();
  removeDir(root);
});

// The cases wait on the server's clocks, not on each other: they run side by side.
describe.concurrent('slow clients', () => {
  it('cuts connections that never finish their headers, and serves others meanwhile', async () => {
    const partial = 'GET /api/users/v1/branches HTTP/1.1\r\nHost: 127.0.0.1\r\n';
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // 30 that connect and say nothing, 30 that send a header line and then one byte at a time.
      const sockets = await Promise.all([
        ...Array.from({ length: 30 }, () => slowSocket(server.port, '')),
        ...Array.from({ length: 30 }, () => slowSocket(server.port, partial, 'X-Slow: abcdefgh')),
      ]);
      const url = `${server.url}api/users/v1/branches`;
      const first = await get(url, agent);
      const firstDoneAt = Date.now();
      expect(first).toEqual({ status: 200, reused: false });
      // The request got in while every slow connection was still held open.
      expect(sockets.filter((s) => s.closedAt !== undefined)).toHaveLength(0);

      await allClosed(sockets);
      for (const slow of sockets) {
        expect((slow.closedAt ?? 0) - slow.openedAt).toBeGreaterThanOrEqual(HEADERS_MS - SLACK_MS);
        expect(slow.received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      }

      // The agent's connection idled through all of that, and longer than the headers time-out (with
      // room for Node's checks): a kept-alive connection is not cut by it.
      await sleep(firstDoneAt + HEADERS_MS + 500 - Date.now());
      const again = await get(url, agent);
      expect(again).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });

  it('cuts a body that trickles at the request time-out, and one that stops at the idle time-out', async () => {
    const head = (length: number) =>
      'POST /api/users/v1/auth/code HTTP/1.1\r\nHost: 127.0.0.1\r\nmerchant: 7\r\n' +
      `content-type: application/json\r\ncontent-length: ${length}\r\n\r\n{"phone":`;
    const trickling = await Promise.all(
      Array.from({ length: 10 }, () => slowSocket(server.port, head(10_000), '1')),
    );
    const stopped = await Promise.all(
      Array.from({ length: 10 }, () => slowSocket(server.port, head(10_000))),
    );
    await allClosed([...trickling, ...stopped]);
    for (const slow of trickling) {
      expect((slow.closedAt ?? 0) - slow.openedAt).toBeGreaterThanOrEqual(REQUEST_MS - SLACK_MS);
      expect(slow.received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    }
    for (const slow of stopped) {
      expect((slow.closedAt ?? 0) - slow.openedAt).toBeGreaterThanOrEqual(IDLE_MS - SLACK_MS);
      // Dropped by the idle time, before the request time-out would have answered 408.
      expect(slow.received).toBe('');
    }
  });
});

describe.concurrent('the connection cap', () => {
  it('closes connections past maxConnections on arrival, and takes new ones once slow ones are cut', async () => {
    const capped = await startServer({
      port: 0,
      tenantDirs: [tenant],
      database: ':memory:',
      distDir: false,
      log: silentLogger,
      limits: { maxConnections: 3, headersTimeoutMs: 1_000, requestTimeoutMs: 1_000 },
    });
    const agent = new http.Agent({ keepAlive: false });
    try {
      const holders = await Promise.all(Array.from({ length: 3 }, () => slowSocket(capped.port, '')));
      // Give the server a moment to count all three before the fourth arrives.
      await sleep(200);
      const url = `${capped.url}api/users/v1/branches`;
      await expect(get(url, agent)).rejects.toThrow(/socket hang up|ECONNRESET/);
      await allClosed(holders);
      expect(await get(url, agent)).toEqual({ status: 200, reused: false });
    } finally {
      agent.destroy();
      await capped.close();
    }
  });
});
