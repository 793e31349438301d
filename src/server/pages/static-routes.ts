/**
 * Serves the built storefront: precompressed files by Accept-Encoding, immutable caching for hashed
 * /assets/*, and the SPA fallback (index.html) for every other GET, because the app's router decides
 * what is a page and what is a 404.
 */
import type { Hono } from 'hono';
import { ApiError } from '../base/api-error.ts';
import { API_BASE } from '../http/api-routes.ts';
import { messages } from '../base/error-messages.ts';
import type { Logger } from '../base/logger.ts';
import { MEDIA_BASE } from '../media/media-routes.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { isSeoFilePath } from '../seo/seo-routes.ts';
import { defaultPageSecurity, indexPages, type PageSecurityOptions } from './index-page.ts';
import { messagePages } from './message-page.ts';
import { serve } from '../http/serve-asset.ts';
import { CONSOLE_INDEX_PATH, consolePageHeaders, isConsolePath } from './console-page.ts';
import { builtEntry, serverRenderer, withRenderedPage, type RenderedHtml } from './server-render.ts';
import { assetOf, loadStaticBundle, type StaticAsset, type StaticBundle } from '../http/static-bundle.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';

/** Options of the static routes. */
export interface StaticOptions {
  /** Build output folder (vite build). */
  distDir: string;
  log: Logger;
  /** Tenants whose merchant and settings are inlined into index.html (boot-data.ts). */
  tenants?: TenantRegistry;
  /** Who may frame the pages and send them previews, and extra policy sources. Default: nobody, none. */
  security?: PageSecurityOptions;
  /** Believe X-Forwarded-Proto and X-Forwarded-Host for the pages' absolute addresses. Default false. */
  trustProxy?: boolean;
  /** Render public pages on the server (server-render.ts). Default false. */
  serverRender?: boolean;
}

/** The live settings preview page (preview-page.ts): the server's, never the storefront's. */
export const PREVIEW_PATH = '/__preview';

/** True for paths the server answers itself (API, media, the preview page, robots and sitemap), never the SPA. */
export function isServerPath(path: string): boolean {
  return (
    [API_BASE, MEDIA_BASE].some((base) => path === base || path.startsWith(`${base}/`)) ||
    path === PREVIEW_PATH ||
    isSeoFilePath(path)
  );
}

function decodePath(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * Registers the static storefront as the last GET route. When the build is missing it says so
 * ("run npm run build first") and looks again on each request, so building while the server runs works.
 */
export function registerStaticRoutes(app: Hono, options: StaticOptions): void {
  // Fixtures do not change while the server runs: each tenant's page is built once per build.
  const indexFor = indexPages(options.tenants, options.security ?? defaultPageSecurity);
  // A blocked merchant and an address of no merchant get a message, not the storefront's code.
  const messageFor = options.tenants
    ? messagePages(options.tenants, options.security ?? defaultPageSecurity)
    : () => null;
  const consoleHeaders = consolePageHeaders((options.security ?? defaultPageSecurity).extraSources);
  // Public pages render on the server when the build has its rendering bundle (server-render.ts).
  const renderer = options.serverRender
    ? serverRenderer(
        builtEntry(options.distDir, options.log),
        (request) => Promise.resolve(app.fetch(request)),
        options.log,
      )
    : null;
  // A tenant's changed data (stop-list/live-availability.ts) is drawn from the next request on.
  if (renderer) options.tenants?.onReplace(() => renderer.forget());
  if (renderer && options.tenants)
    void renderer.warm(
      options.tenants.all.map((tenant) => new URL(`http://localhost/?vendor=${tenant.sub}`)),
    );
  // One compressed page per rendered page and index page: a kept render is compressed once.
  const renderedAssets = new WeakMap<RenderedHtml, WeakMap<StaticAsset, StaticAsset>>();
  const renderedAssetOf = (rendered: RenderedHtml, index: StaticAsset): StaticAsset => {
    let byIndex = renderedAssets.get(rendered);
    if (!byIndex) renderedAssets.set(rendered, (byIndex = new WeakMap()));
    let asset = byIndex.get(index);
    if (!asset) {
      const html = withRenderedPage(Buffer.from(index.identity).toString('utf8'), rendered);
      asset = assetOf('/index.html', Buffer.from(html), index.contentType, 'fast');
      byIndex.set(index, asset);
    }
    return asset;
  };

  let bundle: StaticBundle | undefined = loadStaticBundle(options.distDir);
  if (!bundle) {
    options.log.warn(
      `No built storefront in ${options.distDir}: run npm run build first (or start with --dev).`,
    );
  }

  app.get('*', async (c) => {
    const rawPath = new URL(c.req.url).pathname;
    if (isServerPath(rawPath)) throw new ApiError(404, 'NOT_FOUND', messages.notFound(rawPath));
    bundle ??= loadStaticBundle(options.distDir);
    if (!bundle) throw new ApiError(503, 'NOT_BUILT', messages.notBuilt());
    const path = decodePath(rawPath) ?? rawPath;
    const acceptEncoding = c.req.header('accept-encoding');
    const ifNoneMatch = c.req.header('if-none-match');
    // The pages are never served as plain files: they go out with their policy below.
    const isPage = path === '/' || path === '/index.html' || path === CONSOLE_INDEX_PATH;
    const asset = isPage ? undefined : bundle.assets.get(path);
    if (asset) return serve(asset, acceptEncoding, ifNoneMatch);
    // A missing hashed chunk is a stale client after a deploy: a real 404 lets it reload, while HTML
    // in place of JavaScript would only fail with a MIME-type error.
    if (path.startsWith('/assets/')) throw new ApiError(404, 'NOT_FOUND', messages.notFound(path));
    // The console's screens are its own router's (src/console): every path below it gets its page.
    if (isConsolePath(path)) {
      const consoleIndex = bundle.assets.get(CONSOLE_INDEX_PATH);
      if (!consoleIndex) throw new ApiError(503, 'NOT_BUILT', messages.notBuilt());
      return serve(consoleIndex, acceptEncoding, ifNoneMatch, consoleHeaders);
    }
    const origin = requestOrigin(c, options.trustProxy ?? false);
    const url = new URL(c.req.url);
    const cookie = c.req.header('cookie');
    const message = messageFor(url, cookie, c.req.header('accept-language'), origin);
    if (message) return serve(message.asset, acceptEncoding, ifNoneMatch, message.headers);
    const page = indexFor(bundle, url, cookie, origin);
    const rendered =
      renderer && page.asset !== bundle.index ? await renderer.render(url, cookie ?? '') : null;
    const pageAsset = rendered ? renderedAssetOf(rendered, page.asset) : page.asset;
    return serve(pageAsset, acceptEncoding, ifNoneMatch, page.headers);
  });
}
