/**
 * Dev mode: Vite in middleware mode in front of everything that is not /api or /media, with hot
 * reload over the same HTTP server. Vite is imported only here and only on demand, because it is a
 * dev dependency and `npm start` must run without it.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import type { DevPageSource } from './dev-pages.ts';

/** Where Vite finds the app. */
export interface DevOptions {
  /** Project root holding index.html (the repository root). */
  root: string;
  /** Vite config file (the repository's vite.config.ts). */
  configFile: string;
}

/** The Vite middleware stack, what it gives the development pages, and its shutdown. */
export interface DevMiddleware extends DevPageSource {
  /** Lets Vite answer the request; `next` runs when Vite has nothing for it (pages: dev-pages.ts). */
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  close(): Promise<void>;
}

/** The server-rendering entry, as Vite names a source file. */
const RENDER_ENTRY = '/src/app/ssr/entry-server.tsx';

/** The console's page (a second entry, src/console/), from the repository root. */
const CONSOLE_HTML = path.join('console', 'index.html');

/** Starts a Vite dev server in middleware mode, its hot-reload socket attached to `httpServer`. */
export async function createDevMiddleware(httpServer: Server, options: DevOptions): Promise<DevMiddleware> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: options.root,
    configFile: options.configFile,
    // The pages are the server's (dev-pages.ts), as in production: Vite serves the code.
    appType: 'custom',
    clearScreen: false,
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  return {
    handle: (req, res, next) => {
      vite.middlewares(req, res, next);
    },
    indexHtml: async (url) =>
      vite.transformIndexHtml(url, await readFile(path.join(options.root, 'index.html'), 'utf8')),
    consoleHtml: async (url) =>
      vite.transformIndexHtml(url, await readFile(path.join(options.root, CONSOLE_HTML), 'utf8')),
    renderEntry: () => vite.ssrLoadModule(RENDER_ENTRY),
    close: () => vite.close(),
  };
}
