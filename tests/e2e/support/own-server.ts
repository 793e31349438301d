/**
 * A reference server of a spec's own, on tenant folders the spec wrote (outside fixtures/), serving
 * the same build as the suite's server (E2E_DIST, else dist/). Port 0: any free port, so specs and
 * suites never collide.
 */
import path from 'node:path';
import type { Logger } from '../../../src/server/base/logger.ts';
import { startServer, type RunningServer, type StartOptions } from '../../../src/server/start.ts';
import { suiteNow } from './suite-clock.ts';

export interface OwnServer {
  server: RunningServer;
  /** `http://<sub>.localhost:<port><path>` */
  tenantUrl(sub: string, path?: string): string;
  /** `http://localhost:<port>`: where the API helpers send their calls. */
  origin: string;
  /** Errors the server logged (a response that broke the contract shows up here). */
  errors: string[];
}

/**
 * @param options more of startServer's options, e.g. `now` (a clock the spec moves), `limits`, or
 *   `sms` (gateway addresses: the fake gateways a spec started).
 *   Without `now` the server keeps the suite server's clock, inside the demo branches' hours, so
 *   "now" orders are accepted whatever the time of the run (suite-clock.ts).
 */
export async function startOwnServer(
  tenantDirs: string[],
  options: Pick<StartOptions, 'now' | 'limits' | 'serverRender' | 'sms' | 'devInbox'> = {},
): Promise<OwnServer> {
  const errors: string[] = [];
  const log: Logger = {
    info: () => {},
    // Shown with the test's output: why a page came without its server rendering, for one.
    warn: (message) => console.warn(`[own server] ${message}`),
    error: (message, error) => errors.push(error === undefined ? message : `${message} ${String(error)}`),
  };
  const dist = process.env.E2E_DIST;
  const server = await startServer({
    port: 0,
    tenantDirs,
    database: ':memory:',
    devInbox: true,
    log,
    now: suiteNow,
    // As the command line does: public pages are rendered on the server.
    serverRender: true,
    ...options,
    ...(dist ? { distDir: path.resolve(dist) } : {}),
  });
  return {
    server,
    tenantUrl: (sub, p = '/') => `http://${sub}.localhost:${server.port}${p}`,
    origin: `http://localhost:${server.port}`,
    errors,
  };
}
