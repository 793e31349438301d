/**
 * Security headers for every answer of the server, by kind: storefront pages, API answers, media,
 * and the rest (built files, errors). The page headers depend on the tenant and are set by the static
 * routes (pages/static-routes.ts) with `pageSecurityHeaders`; this middleware completes every answer
 * after its route ran, errors included (the app's error handler has run by then).
 *
 * Not sent, on purpose:
 * - X-Frame-Options: it cannot name the mini app clients and preview origins that may frame a page,
 *   and browsers that know frame-ancestors ignore it.
 * - Cross-Origin-Opener-Policy: payment providers the storefront will send customers to may need
 *   the opener; it is a decision for that work.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { API_CONTENT_SECURITY_POLICY, PICTURE_CONTENT_SECURITY_POLICY } from './content-security-policy.ts';

/**
 * Pages: geolocation for the storefront's own origin only (the branch and address map), nothing for
 * frames it might embed; features the storefront never uses are off for everyone.
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'display-capture=()',
  'payment=()',
  'usb=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

/**
 * A year; without includeSubDomains, because a merchant's own domain may have sub-domains this
 * server does not answer over TLS. A deployment that owns the whole domain adds it at its proxy.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** What a storefront page depends on besides its URL: the compression, the host and the merchant cookie. */
export const PAGE_VARY = 'Accept-Encoding, Host, Cookie';

/** Headers of a storefront page (index.html and the SPA fallback), its policy already built. */
export function pageSecurityHeaders(contentSecurityPolicy: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy,
    'permissions-policy': PERMISSIONS_POLICY,
    // Other sites learn the storefront's origin, never a path such as /profile/orders/12.
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    vary: PAGE_VARY,
  };
}

/**
 * True when the request reached the storefront over TLS: directly, or through a proxy the deployment
 * trusts (TRUST_PROXY) that says so in X-Forwarded-Proto (its first value: the client's hop).
 */
export function cameOverTls(
  url: Pick<URL, 'protocol'>,
  forwardedProto: string | undefined,
  trustProxy: boolean,
): boolean {
  if (url.protocol === 'https:') return true;
  if (!trustProxy || !forwardedProto) return false;
  return forwardedProto.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** Where the middleware finds the kinds of answers. */
export interface SecurityHeadersOptions {
  apiBase: string;
  mediaBase: string;
  trustProxy: boolean;
}

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

function setMissing(headers: Headers, name: string, value: string): void {
  if (!headers.has(name)) headers.set(name, value);
}

/** Headers of every API answer. */
const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': API_CONTENT_SECURITY_POLICY,
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * What the middleware adds to an API answer to a request without Authorization, for the one place
 * that answers without the app (answer-fast-path.ts; a test holds the two equal).
 */
export function apiAnswerSecurityHeaders(overTls: boolean): Record<string, string> {
  return {
    ...API_HEADERS,
    'x-content-type-options': 'nosniff',
    ...(overTls ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

function completeApi(c: Context, headers: Headers): void {
  for (const [name, value] of Object.entries(API_HEADERS)) headers.set(name, value);
  // An answer for a signed-in customer (orders, profile, addresses) must not stay in any cache.
  if (c.req.header('authorization')) headers.set('cache-control', 'no-store');
}

function completeMedia(headers: Headers): void {
  // Every media answer, not only SVG: the content type of a stored file is the uploader's word.
  headers.set('content-security-policy', PICTURE_CONTENT_SECURITY_POLICY);
  headers.set('referrer-policy', 'no-referrer');
}

/** Built files and errors outside the API: documents that are not the storefront load nothing. */
function completeOther(headers: Headers): void {
  if (headers.has('content-security-policy')) return;
  const type = headers.get('content-type') ?? '';
  if (type.startsWith('image/svg+xml'))
    headers.set('content-security-policy', PICTURE_CONTENT_SECURITY_POLICY);
  // Scripts get no policy: a worker script's own policy would bind the worker (the map's tiles).
  else if (/^(text\/html|application\/json)/.test(type))
    headers.set('content-security-policy', API_CONTENT_SECURITY_POLICY);
  setMissing(headers, 'referrer-policy', 'strict-origin-when-cross-origin');
}

/** Completes every answer with the headers of its kind; register before every route. */
export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const path = c.req.path;
    if (under(path, options.apiBase)) completeApi(c, headers);
    else if (under(path, options.mediaBase)) completeMedia(headers);
    else completeOther(headers);
    headers.set('x-content-type-options', 'nosniff');
    if (cameOverTls(new URL(c.req.url), c.req.header('x-forwarded-proto'), options.trustProxy))
      headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  };
}
