/**
 * Absolute addresses of a merchant's pages: the canonical address, the hreflang alternates, the
 * sitemap's entries.
 *
 * - The origin is the one the request came through (the server decides it, trusting a proxy only when
 *   the deployment says so).
 * - On the merchant's own host (burger.example.uz) an address is the path alone. On a service host
 *   (localhost, an IP address, dev./demo./local./client. hosts) the merchant is named by
 *   `?vendor=<sub>`, so every address carries it: without it the address would open no merchant for a
 *   visitor without the merchant cookie, which a crawler is.
 * - A language version is the path behind its language prefix (/en/product/12); the address without
 *   prefix is the x-default one, which opens in the visitor's own or the merchant's main language.
 */
import { isServiceHost } from '../tenant/resolve-tenant.ts';
import type { AppLanguage } from '../i18n/languages.ts';

export interface SiteAddress {
  /** scheme://host[:port] of the request. */
  origin: string;
  /** The merchant's sub-domain label. */
  sub: string;
}

/** The request's origin, or null when it is not a plain http(s) origin (a made-up Host header). */
export function parseOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
    // Host names as DNS writes them (an IDN is punycode by now), or an IP address: URL lets quotes
    // and braces through, which no real host has.
    if (!/^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i.test(url.hostname)) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * The absolute address of a page path (with its own query, e.g. /category?id=3) in a language, or
 * without prefix (x-default) when `lang` is null.
 */
export function pageUrl(address: SiteAddress, path: string, lang: AppLanguage | null): string {
  const url = new URL(path, address.origin);
  if (lang) url.pathname = `/${lang}${url.pathname}`;
  if (isServiceHost(url.hostname)) url.searchParams.set('vendor', address.sub);
  return url.href;
}

/** hreflang alternates: one per language the merchant has on, and x-default. */
export function alternateUrls(
  address: SiteAddress,
  path: string,
  languages: readonly AppLanguage[],
): { hreflang: string; href: string }[] {
  return [
    ...languages.map((lang) => ({ hreflang: lang, href: pageUrl(address, path, lang) })),
    { hreflang: 'x-default', href: pageUrl(address, path, null) },
  ];
}
