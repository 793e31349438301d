/**
 * Draining a running server on loopback, step by step: a request held in flight by a handler the test
 * releases, a kept-alive client that sends its next request after draining began, and a connection
 * that has been idle for a while.
 */
import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handlers } from '../http/api-types.ts';
import { capturingLogger } from '../../../tests/support/server/http/test-client.ts';
import { startServer, type RunningServer } from '../start.ts';
import { makeTempDir, removeDir, writeTenant } from '../../../tests/support/server/tenants/test-tenant.ts';
import { within as waitAtMost } from '../../../tests/support/server/lifecycle/test-server-process.ts';

const WAIT_LIMIT_MS = 8_000;

interface Reply {
  status: number;
  connection: string | undefined;
  reused: boolean;
  body: string;
}

/** GET over an agent; `socket` receives the connection it used. */
function get(url: string, agent: http.Agent, onSocket?: (socket: net.Socket) => void): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { merchant: '7' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          reused: request.reusedSocket,
          body,
        }),
      );
    });
    if (onSocket) request.once('socket', onSocket);
    request.on('error', reject);
  });
}

/** Waits at most WAIT_LIMIT_MS. */
const within = <T>(what: string, promise: Promise<T>) => waitAtMost(what, WAIT_LIMIT_MS, promise);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A gate a handler waits at until the test opens it. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  let entered: () => void = () => {};
  const reached = new Promise<void>((resolve) => (entered = resolve));
  return { open, opened, reached, entered };
}

let root: string;
let tenant: string;

beforeAll(() => {
  root = makeTempDir();
  tenant = writeTenant(root, 7, 'burger');
});
afterAll(() => removeDir(root));

/** A server whose cities endpoint waits at the gate, then reads the database. */
async function gatedServer(held: ReturnType<typeof gate>, drainTimeoutMs: number, log = capturingLogger()) {
  // Set once started; the handler reads it only while answering, by then it is.
  const started: { server?: RunningServer } = {};
  const handlers: Handlers = {
    cities: async ({ tenant: t }) => {
      held.entered();
      await held.opened;
      // Reads the database after the wait, which throws (500) if it was closed under the request.
      await started.server?.storefront.db.grades(t.id);
      return t.data.cities?.items ?? [];
    },
  };
  const server = await startServer({
    port: 0,
    tenantDirs: [tenant],
    database: ':memory:',
    distDir: false,
    log,
    handlers,
    limits: { drainTimeoutMs },
  });
  started.server = server;
  return server;
}

describe('closing a running server', () => {
  it('answers requests in flight and arriving ones with Connection: close, closes idle connections, then the database', async () => {
    const held = gate();
    const server = await gatedServer(held, WAIT_LIMIT_MS);
    const slowPath = `${server.url}api/users/v1/city-merchant/merchant/7`;
    const fastPath = `${server.url}api/users/v1/branches`;
    const inFlight = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const busy = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const idle = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      let idleSocket: net.Socket | undefined;
      expect((await get(fastPath, idle, (socket) => (idleSocket = socket))).status).toBe(200);
      const idleClosed = new Promise<void>((resolve) => idleSocket?.once('close', () => resolve()));
      expect((await get(fastPath, busy)).status).toBe(200);
      // Idle well past the drain's grace, as a browser's spare connection would be.
      await sleep(800);
      const slow = get(slowPath, inFlight);
      await within('the held request reaching its handler', held.reached);
      expect((await get(fastPath, busy)).connection).toBe('keep-alive');

      const closing = server.close();
      // The kept-alive client sends its next request after draining began: it is answered, and told to close.
      const late = await get(fastPath, busy);
      expect(late).toMatchObject({ status: 200, reused: true, connection: 'close' });
      // The idle connection is closed while the held request is still in flight.
      await within('the idle connection closing', idleClosed);
      // No new connection is accepted.
      await expect(get(fastPath, new http.Agent())).rejects.toThrow(/ECONNREFUSED/);
      expect(server.storefront.db.closed).toBe(false);

      held.open();
      const answered = await within('the held answer', slow);
      expect(answered).toMatchObject({ status: 200, connection: 'close' });
      expect(JSON.parse(answered.body)).toHaveLength(2);
      await within('close()', closing);
      expect(server.storefront.db.closed).toBe(true);
    } finally {
      held.open();
      for (const agent of [inFlight, busy, idle]) agent.destroy();
      await server.close();
    }
  });

  it('cuts a request still running at drainTimeoutMs, and says so', async () => {
    const held = gate();
    const log = capturingLogger();
    const server = await gatedServer(held, 300, log);
    const agent = new http.Agent({ keepAlive: true });
    try {
      const stuck = get(`${server.url}api/users/v1/city-merchant/merchant/7`, agent);
      const outcome = stuck.then(
        () => 'answered',
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      await within('the held request reaching its handler', held.reached);
      await within('close()', server.close());
      expect(await within('the cut request', outcome)).toMatch(/socket hang up|ECONNRESET/);
      expect(log.lines).toContain('1 connection(s) still busy after 300 ms were cut (drainTimeoutMs)');
      expect(server.storefront.db.closed).toBe(true);
    } finally {
      held.open();
      agent.destroy();
    }
  });
});
