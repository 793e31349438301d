/**
 * `npm run dev` serves its pages as production does: index.html as Vite prepares it (its client and
 * the app's entry, hot reload), with the tenant's boot data and head (pages/index-page.ts), and the
 * public pages rendered on the server by the same entry (src/app/ssr/entry-server.tsx) that Vite loads
 * from source and reloads on every edit, so a render is never kept.
 *
 * One difference, on purpose: the page's Content-Security-Policy also allows inline scripts and
 * styles, which Vite's hot reload is made of (its start is an inline script, each stylesheet a style
 * element). Production's policy, without them, is checked by the browser tests.
 */
import type { Hono } from 'hono';
import { ApiError } from '../base/api-error.ts';
import { messages } from '../base/error-messages.ts';
import { requestOrigin } from '../http/request-origin.ts';
import type { Logger } from '../base/logger.ts';
import { consolePageHeaders, isConsolePath } from '../pages/console-page.ts';
import { indexPages, type PageSecurityOptions } from '../pages/index-page.ts';
import { messagePages } from '../pages/message-page.ts';
import { serverRenderer, withRenderedPage } from '../pages/server-render.ts';
import { assetOf } from '../http/static-bundle.ts';
import { isServerPath } from '../pages/static-routes.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';

/** What Vite gives the development pages (dev/vite-middleware.ts). */
export interface DevPageSource {
  /** index.html as Vite serves it at this address. */
  indexHtml(url: string): Promise<string>;
  /** The console's index.html as Vite serves it at this address. */
  consoleHtml(url: string): Promise<string>;
  /** The server-rendering entry, loaded from source. */
  renderEntry(): Promise<unknown>;
}

export interface DevPagesOptions {
  source: DevPageSource;
  tenants: TenantRegistry;
  security: PageSecurityOptions;
  trustProxy: boolean;
  serverRender: boolean;
  log: Logger;
}

/** The policy with Vite's inline scripts and styles allowed. */
export function withHotReload(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) =>
      /^(script-src|style-src) /.test(directive) ? `${directive} 'unsafe-inline'` : directive,
    )
    .join('; ');
}

export function registerDevPages(app: Hono, options: DevPagesOptions): void {
  const indexFor = indexPages(options.tenants, options.security);
  // The same message pages as a built storefront's: no storefront code for a blocked merchant or none.
  const messageFor = messagePages(options.tenants, options.security);
  const renderer = options.serverRender
    ? serverRenderer(
        { keep: false, load: () => options.source.renderEntry() },
        (request) => Promise.resolve(app.fetch(request)),
        options.log,
      )
    : null;
  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    if (isServerPath(url.pathname)) throw new ApiError(404, 'NOT_FOUND', messages.notFound(url.pathname));
    if (isConsolePath(url.pathname)) {
      const headers = consolePageHeaders(options.security.extraSources);
      const policy = withHotReload(headers['content-security-policy'] ?? '');
      const html = await options.source.consoleHtml(`${url.pathname}${url.search}`);
      return c.html(html, 200, { ...headers, 'content-security-policy': policy });
    }
    const cookie = c.req.header('cookie');
    const origin = requestOrigin(c, options.trustProxy);
    const message = messageFor(url, cookie, c.req.header('accept-language'), origin);
    if (message) return c.html(Buffer.from(message.asset.identity).toString('utf8'), 200, message.headers);
    const html = await options.source.indexHtml(`${url.pathname}${url.search}`);
    const index = assetOf('/index.html', Buffer.from(html), 'text/html; charset=utf-8', 'fast');
    // A bundle of one page, made for this request: nothing of an earlier edit is kept.
    const page = indexFor({ distDir: '', assets: new Map(), index }, url, cookie, origin);
    const rendered = renderer && page.asset !== index ? await renderer.render(url, cookie ?? '') : null;
    const text = Buffer.from(page.asset.identity).toString('utf8');
    const policy = page.headers['content-security-policy'] ?? '';
    const headers = { ...page.headers, 'content-security-policy': withHotReload(policy) };
    return c.html(rendered ? withRenderedPage(text, rendered) : text, 200, headers);
  });
}
