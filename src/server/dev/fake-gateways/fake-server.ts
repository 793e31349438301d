/**
 * What every fake gateway shares: a Hono app on a loopback port of its own, a record of every
 * request's two ends (tests check that nothing but this machine ever talked to it), and the switches
 * a test or a demo flips to see the server cope: go down for a while (every connection is dropped
 * without an answer, as an unreachable host looks to a client), or answer the next sends with a
 * status (429, 500, 503...).
 *
 * The fakes hold what they received in memory only and never write it to a log.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';

/** One request as the fake saw it. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The client's address (who called). */
  remoteAddress: string;
  /** The address the fake answered on. */
  localAddress: string;
  /** Epoch ms on the fake's clock. */
  at: number;
}

/** An answer forced on the next send calls. */
export interface ForcedFailure {
  status: number;
  /** Seconds for a Retry-After header (429s usually carry one). */
  retryAfterSeconds?: number;
}

/** The switches and records every fake has. */
export class FakeControls {
  readonly requests: RecordedRequest[] = [];
  readonly #failures: ForcedFailure[] = [];
  #downUntil = 0;
  readonly now: () => number;

  constructor(now: () => number) {
    this.now = now;
  }

  /** Answers the next `count` send calls with this failure. */
  failNext(failure: ForcedFailure, count = 1): void {
    for (let i = 0; i < count; i += 1) this.#failures.push(failure);
  }

  /** The failure the next send call gets, if one is queued. */
  takeFailure(): ForcedFailure | undefined {
    return this.#failures.shift();
  }

  /** Drops every connection for `forMs` (on the fake's clock), or until up(). */
  goDown(forMs = Number.POSITIVE_INFINITY): void {
    this.#downUntil = this.now() + forMs;
  }

  up(): void {
    this.#downUntil = 0;
  }

  get isDown(): boolean {
    return this.now() < this.#downUntil;
  }

  /** When the fake comes back (epoch ms), or null when it is up. */
  get downUntil(): number | null {
    return this.isDown ? this.#downUntil : null;
  }
}

/** A listening fake. */
export interface RunningFake {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Serves a fake's app on loopback.
 * @param port 0 picks a free one
 */
export async function serveFake(app: Hono, controls: FakeControls, port = 0): Promise<RunningFake> {
  const listener = getRequestListener(app.fetch);
  const server = http.createServer((request, response) => {
    controls.requests.push({
      method: request.method ?? '',
      path: (request.url ?? '/').split('?')[0] ?? '/',
      remoteAddress: request.socket.remoteAddress ?? '',
      localAddress: request.socket.localAddress ?? '',
      at: controls.now(),
    });
    // The fake's own page and switches stay reachable while it plays dead.
    if (controls.isDown && !isPagePath(request.url ?? '/')) {
      request.socket.destroy();
      return;
    }
    void listener(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Loopback only: a fake is never reachable from another machine.
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${bound}`,
    port: bound,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The page, its JSON and its switches. */
export const isPagePath = (url: string) => /^\/(\?|$|messages|control\/)/.test(url);
