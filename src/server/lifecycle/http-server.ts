/**
 * The Node HTTP server under the app, set up so slow clients cannot hold it: a time to send the
 * headers, a time to send the whole request, a silence time while a request is open, and a cap on
 * open connections (base/limits.ts). A thousand clients that connect and trickle bytes are cut after the
 * headers time-out instead of being held for minutes, and meanwhile a normal request still gets in.
 */
import http from 'node:http';
import type { Limits } from '../base/limits.ts';

/**
 * How long a kept-alive connection waits for its next request. Clients (browsers, test runners) reuse
 * idle connections; closing one after Node's default 5 s races a request already on its way and shows
 * up as "socket hang up". Keep them longer than clients do, as servers behind load balancers (60 s
 * idle there) are told to.
 */
export const KEEP_ALIVE_MS = 65_000;

/** The limits the HTTP server itself enforces. */
export type ConnectionLimits = Pick<
  Limits,
  'headersTimeoutMs' | 'requestTimeoutMs' | 'socketIdleTimeoutMs' | 'maxConnections'
>;

/**
 * How often Node looks for requests past their time-outs. Its default, 30 s, would let a slow client
 * stay up to 30 s past its time; a quarter of the headers time-out (at most a second) cuts it soon
 * after. The check walks only connections with a request under way, so it is cheap.
 */
export function checkingIntervalMs(headersTimeoutMs: number): number {
  return Math.max(50, Math.min(1_000, Math.floor(headersTimeoutMs / 4)));
}

/**
 * A server with the connection limits. The headers and request times run from a request's first byte
 * (from connecting, for the first one) and not while a kept-alive connection waits between requests
 * (Node 18 and later), so they can be much shorter than KEEP_ALIVE_MS without closing browsers'
 * idle connections; the test in this folder reuses a connection left idle past the headers time-out.
 */
export function createHttpServer(limits: ConnectionLimits): http.Server {
  const server = http.createServer({
    keepAliveTimeout: KEEP_ALIVE_MS,
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: checkingIntervalMs(limits.headersTimeoutMs),
  });
  // Silence while a request is open (Node switches to KEEP_ALIVE_MS between requests).
  server.timeout = limits.socketIdleTimeoutMs;
  // Connections past the cap are closed as they arrive, before any byte is read.
  server.maxConnections = limits.maxConnections;
  return server;
}
