/**
 * Who may show the storefront inside a frame, and who may send it live settings previews.
 *
 * The storefront is framed by the messengers' web clients that run it as a mini app, and by the
 * merchant's admin (the live settings preview, src/app/start/live-settings.ts). Every other page
 * is refused by `frame-ancestors`, so a foreign site can neither show the storefront under its own
 * address nor trick a customer into clicking through it.
 */
import { z } from 'zod';

/**
 * Web clients that open mini apps inside an iframe, by messenger. Extend the list of a deployment
 * with FRAME_ANCESTORS (security-config.ts) rather than here, unless a client changes its address
 * for everyone.
 *
 * - Telegram: its web clients (web.telegram.org/k/ and /a/) share one origin; it is the origin
 *   Telegram's own web-app script trusts for messages from the client, and the one the Mini Apps
 *   documentation gives as the target of a mini app's postMessage. The desktop and mobile apps use
 *   a web view of their own where the mini app is the top page, so no frame check applies there.
 * - Click: mini apps open in the Click app's own web view, as the top page. Click publishes no web
 *   client origin that frames them, so none is trusted by default; a deployment Click gives one to
 *   adds it with FRAME_ANCESTORS.
 */
export const MINI_APP_CLIENT_ORIGINS = {
  telegram: ['https://web.telegram.org'],
  click: [],
} as const satisfies Record<string, readonly string[]>;

/** Every mini app client origin, in one list. */
export const miniAppClientOrigins: readonly string[] = Object.values(MINI_APP_CLIENT_ORIGINS).flat();

/**
 * One web origin, `scheme://host[:port]`, normalised as browsers write it (lower-case host, no
 * default port, no trailing slash): that is how `event.origin` and CSP source matching compare.
 * Paths, wildcards and other schemes are refused, because a frame or message check is by origin only.
 */
export const WebOrigin = z
  .string()
  .trim()
  .transform((text, ctx) => {
    let url: URL | undefined;
    try {
      url = new URL(text);
    } catch {
      url = undefined;
    }
    const originOnly =
      url &&
      /^https?:$/.test(url.protocol) &&
      !text.includes('*') &&
      !url.username &&
      !url.password &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash &&
      /^https?:\/\/[^/?#]+\/*$/i.test(text);
    if (!url || !originOnly) {
      ctx.addIssue({
        code: 'custom',
        message: `"${text}" is not an origin like https://admin.example.com (http or https, no path, no wildcard)`,
      });
      return z.NEVER;
    }
    return url.origin;
  });

/** A comma-separated list of origins (an environment variable); empty entries and repeats are skipped. */
export const OriginList = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(WebOrigin))
  .transform((origins) => [...new Set(origins)]);

/**
 * The live preview page's own origins for a request on `port`: the page is opened at localhost or
 * 127.0.0.1 on the server's port, and frames the tenant's sub-domain on the same port.
 */
export function previewPageOrigins(port: string): string[] {
  const suffix = port ? `:${port}` : '';
  return [`http://localhost${suffix}`, `http://127.0.0.1${suffix}`];
}

/** Who may frame a page and who may send it previews, for one request. */
export interface Embedding {
  /** Origins allowed to send live settings previews (a merchant's admin, the preview page). */
  previewOrigins: string[];
  /** Origins allowed to frame the page: the mini app clients and every preview origin. */
  frameAncestors: string[];
}

/** The origins of what the deployment allows, for one request. */
export interface EmbeddingOptions {
  /** PREVIEW_ORIGINS: the merchants' admin origins. */
  previewOrigins: readonly string[];
  /** FRAME_ANCESTORS: more origins that may frame the storefront (not send previews). */
  frameAncestors: readonly string[];
  /** The live preview page is served (development): its loopback origins are trusted too. */
  previewPage: boolean;
}

/**
 * Who may frame the page at `url` and send it previews. `ownOrigin` (the request's origin as the
 * server determines it) is always among them: the merchant's console on the same host shows the
 * storefront in its settings studio, and a page of the same origin could script this one anyway.
 */
export function embeddingFor(options: EmbeddingOptions, url: URL, ownOrigin?: string): Embedding {
  const previewOrigins = unique([
    ...options.previewOrigins,
    ...(options.previewPage ? previewPageOrigins(url.port) : []),
    ...(ownOrigin ? [ownOrigin] : []),
  ]);
  return {
    previewOrigins,
    frameAncestors: unique([...miniAppClientOrigins, ...options.frameAncestors, ...previewOrigins]),
  };
}

const unique = (items: readonly string[]): string[] => [...new Set(items)];
