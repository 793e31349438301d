/**
 * Content-Security-Policy values for each kind of answer.
 *
 * Written here rather than with hono/secure-headers: that middleware builds one policy per
 * middleware instance, while the storefront's depends on the tenant (the analytics hosts its merchant
 * turned on) and on the request (the preview page's port), and the API, the media host and the
 * pages each need their own. Building the string is the easy part; what matters is which sources
 * each kind gets, and that is all in this file.
 */
import { analyticsSources, type AnalyticsSettings } from './analytics-sources.ts';
import type { DirectiveSources } from './security-config.ts';

/** Directive names to source lists, in the order they are written. */
export type Policy = Array<[directive: string, sources: string[]]>;

/** The header value: `directive a b; directive c`; a directive without sources is written alone. */
export function serializePolicy(policy: Policy): string {
  return policy.map(([directive, sources]) => [directive, ...sources].join(' ')).join('; ');
}

/** Adds sources to a policy's directives, dropping 'none' where something is now allowed. */
export function withSources(policy: Policy, ...additions: DirectiveSources[]): Policy {
  return policy.map(([directive, sources]) => {
    const added = additions.flatMap((addition) => addition[directive as keyof DirectiveSources] ?? []);
    if (added.length === 0) return [directive, sources];
    const kept = sources.filter((source) => source !== "'none'");
    return [directive, [...new Set([...kept, ...added])]];
  });
}

/** What the storefront page's policy depends on. */
export interface PagePolicyInput {
  /** Origins allowed to frame the page; none: 'none'. */
  frameAncestors: readonly string[];
  /** The merchant's analytics settings; null when the page is for no known merchant. */
  analytics: AnalyticsSettings | null;
  /** The deployment's extra sources (CSP_SOURCES). */
  extraSources: DirectiveSources;
  /** What the page may frame; none: 'none' (the console's settings studio frames its own storefront). */
  frames?: readonly string[];
}

/**
 * The storefront page's policy. Script only from the storefront's own origin (Vite's hashed chunks)
 * and the merchant's analytics: no inline script, no eval. The boot data is a JSON element, which a
 * browser never runs, so it needs no exception.
 *
 * - style-src 'self': the built CSS files; no <style> element.
 * - style-src-attr 'unsafe-inline': style attributes. A server-rendered page (src/app/ssr/entry-server.tsx)
 *   carries React's `style` props and the brand's colours as attributes in its HTML, which a browser
 *   applies only under this; hydration never sets them again. An attribute holds declarations for
 *   its own element only (no selector, no @import), and the CSS of this page loads nothing it names
 *   beyond img-src. (In a browser-rendered page React sets them through the CSSOM, as before.)
 * - img-src: the media host is this origin; a merchant may also give an image as an absolute https
 *   URL (src/core/media.ts), a profile picture is previewed from blob: and data: before upload.
 * - worker-src 'self': the map's worker is a hashed file of the build (setWorkerUrl), not a blob
 *   (MapLibre makes a blob: worker only for a worker URL on another origin, which a build never has).
 * - connect-src 'self': the map's style and tiles come from this server (/api/map/v1); the style
 *   has no glyphs URL, so labels are drawn with the device's fonts and no font file is fetched.
 *   A provider's style (MAP_STYLES) adds its origin here (app.ts); its tile hosts come from CSP_SOURCES.
 * - frame-src 'none': the storefront frames nothing (analytics that need it add their hosts).
 * - object-src 'none', base-uri 'none': no plug-ins, and no <base> that would move relative script URLs.
 */
export function pageContentSecurityPolicy(input: PagePolicyInput): string {
  const base: Policy = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'"]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['frame-src', input.frames?.length ? [...input.frames] : ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', input.frameAncestors.length > 0 ? [...input.frameAncestors] : ["'none'"]],
  ];
  return serializePolicy(withSources(base, ...analyticsSources(input.analytics), input.extraSources));
}

/** API answers are data, never a document: nothing may load from them and nothing may frame them. */
export const API_CONTENT_SECURITY_POLICY = serializePolicy([
  ['default-src', ["'none'"]],
  ['frame-ancestors', ["'none'"]],
]);

/**
 * Pictures opened on their own (media host, SVG files of the build): an SVG is a document that could
 * run script on this origin, so it is sandboxed (a unique origin, no script) and may load nothing but
 * its own inline styles and data: images.
 */
export const PICTURE_CONTENT_SECURITY_POLICY = serializePolicy([
  ['default-src', ["'none'"]],
  ['img-src', ['data:']],
  ['style-src', ["'unsafe-inline'"]],
  ['sandbox', []],
]);
