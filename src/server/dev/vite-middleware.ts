/**
 * Dev mode: Vite in middleware mode in front of everything that is not /api or /media, with hot
 * reload over the same HTTP server. Vite is imported only here and only on demand, because it is a
 * dev dependency and `npm start` must run without it.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Where Vite finds the app. */
export interface DevOptions {
  /** Project root holding index.html (the repository root). */
  root: string;
  /** Vite config file (the repository's vite.config.ts). */
  configFile: string;
}

/** The Vite middleware stack and its shutdown. */
export interface DevMiddleware {
  /** Lets Vite answer the request; `next` runs when Vite has nothing for it. */
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  close(): Promise<void>;
}

/** Starts a Vite dev server in middleware mode, its hot-reload socket attached to `httpServer`. */
export async function createDevMiddleware(httpServer: Server, options: DevOptions): Promise<DevMiddleware> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: options.root,
    configFile: options.configFile,
    appType: 'spa',
    clearScreen: false,
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  return {
    handle: (req, res, next) => {
      vite.middlewares(req, res, next);
    },
    close: () => vite.close(),
  };
}
