/**
 * startServer: createApp behind a real HTTP server on loopback (or any host), optionally with the
 * Vite dev server in front of the storefront. Port 0 picks a free port, which is what tests use.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp, type CreateAppOptions, type StorefrontApp } from './app.ts';
import { createDevMiddleware, type DevMiddleware } from './dev/vite-middleware.ts';
import { drainable } from './lifecycle/drain.ts';
import { createHttpServer } from './lifecycle/http-server.ts';
import { consoleLogger } from './base/logger.ts';
import { defaultViteConfigFile, repoRoot } from './base/paths.ts';
import { isServerPath } from './pages/static-routes.ts';

/** Options of startServer: createApp's plus where to listen and how to serve the storefront. */
export interface StartOptions extends CreateAppOptions {
  /** Default 4173; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1 (loopback only). */
  host?: string;
  /** Serve the storefront through Vite with hot reload instead of from dist/. */
  dev?: boolean;
  /** Dev mode: folder with index.html (default: the repository root). */
  viteRoot?: string;
  /** Dev mode: Vite config file (default: the repository's vite.config.ts). */
  viteConfigFile?: string;
}

/** A listening server. */
export interface RunningServer {
  /** Base URL, e.g. http://127.0.0.1:4173/ */
  url: string;
  port: number;
  host: string;
  storefront: StorefrontApp;
  /**
   * Stops accepting connections, answers every request that reached the server (in flight, or arriving
   * on a kept-alive connection) with `Connection: close`, closes idle connections, waits for the answers
   * (drainTimeoutMs at most, then cuts the rest), then closes Vite and the database.
   */
  close(): Promise<void>;
}

/** Hosts that mean "every interface": links should still point at localhost. */
const ANY_HOST = new Set(['0.0.0.0', '::', '']);

function urlHost(host: string): string {
  if (ANY_HOST.has(host)) return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${host} is already in use: pass --port N (0 picks a free port)`, {
              cause: error,
            })
          : error,
      );
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/**
 * Creates the app and listens.
 * @throws FixtureError for invalid fixtures, or an Error when the port is taken
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  // Vite starts after the app (its hot reload needs the HTTP server the app's limits shape): the
  // development pages ask it through this holder, which is filled before the first request.
  const vite: { dev?: DevMiddleware } = {};
  const viteOf = (): DevMiddleware => {
    if (!vite.dev) throw new Error('Vite is not started yet');
    return vite.dev;
  };
  const storefront = await createApp({
    ...options,
    distDir: options.dev ? false : options.distDir,
    warmAnswers: options.warmAnswers ?? true,
    ...(options.dev
      ? {
          devPages: {
            indexHtml: (url: string) => viteOf().indexHtml(url),
            consoleHtml: (url: string) => viteOf().consoleHtml(url),
            renderEntry: () => viteOf().renderEntry(),
          },
        }
      : {}),
  });
  const listener = getRequestListener(storefront.app.fetch);
  // Time-outs and the connection cap come from the limits (lifecycle/http-server.ts).
  const server = createHttpServer(storefront.limits);
  const drain = drainable(server);
  const log = options.log ?? consoleLogger;
  let dev: DevMiddleware | undefined;
  try {
    if (options.dev) {
      vite.dev = dev = await createDevMiddleware(server, {
        root: options.viteRoot ?? repoRoot,
        configFile: options.viteConfigFile ?? defaultViteConfigFile,
      });
    }
    const devServer = dev;
    server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (storefront.answerFromCache(req, res)) return;
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (devServer && !isServerPath(path)) devServer.handle(req, res, () => void listener(req, res));
      else void listener(req, res);
    });
    await listen(server, options.port ?? 4173, host);
  } catch (error) {
    await dev?.close();
    await storefront.close();
    throw error;
  }

  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost(host)}:${port}/`,
    port,
    host,
    storefront,
    close: () => {
      closing ??= (async () => {
        await dev?.close();
        // Live streams never finish by themselves: end them first, their clients reconnect elsewhere.
        storefront.endStreams();
        const { drainTimeoutMs } = storefront.limits;
        const { forced } = await drain.drain(drainTimeoutMs);
        if (forced > 0) {
          log.warn(`${forced} connection(s) still busy after ${drainTimeoutMs} ms were cut (drainTimeoutMs)`);
        }
        // Only once no request can still write: an answered order is committed before its answer.
        await storefront.close();
      })();
      return closing;
    },
  };
}
