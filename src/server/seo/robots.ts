/**
 * A merchant's robots.txt (RFC 9309): the personal pages and the API are closed to crawlers, the
 * sitemap is named.
 *
 * - Personal pages: the profile (and everything under it: orders, addresses, cards, favourites,
 *   promo codes), the basket, the checkout, sign-in, and the address and branch pickers. Each also
 *   behind a language or page prefix (/uz/basket, /1/basket), which the `*` wildcard of RFC 9309
 *   covers.
 * - The API is closed, except the public reads that draw the public pages (the menu, branches,
 *   banners, policies...): a crawler that runs the page's JavaScript needs them to see the menu.
 *   RFC 9309 lets the longest matching rule win, so those Allow lines beat `Disallow: /api/`.
 * - A merchant that is not active (its pages all lead to /blocked) closes everything.
 * - A request that names no merchant gets the same rules without a sitemap.
 */
import { allEndpoints as endpoints } from '../../contract/endpoints/all.ts';
import { routeOf, type EndpointName } from '../../contract/endpoints/index.ts';
import { API_BASE } from '../http/api-routes.ts';

/** Path prefixes of the personal pages (the storefront's routes). */
export const personalPaths = [
  '/profile',
  '/basket',
  '/checkout',
  '/login',
  '/choose-address',
  '/address/',
  '/search',
] as const;

/** The API calls a public page is drawn from, readable without sign-in. */
export const publicReads = [
  'merchantBySub',
  'webSettings',
  'overalls',
  'grades',
  'productReviews',
  'branches',
  'cities',
  'banners',
  'stories',
  'policies',
  'extraPages',
  'brandCatalog',
] as const satisfies readonly EndpointName[];

/** A call's path up to its first parameter: /api/users/v1/merchants/sub/{sub} -> .../sub/ */
const prefixOf = (name: EndpointName): string => {
  const { template } = routeOf(endpoints[name]);
  return `${API_BASE}${template.replace(/\{[^}]*\}.*$/, '')}`;
};

export interface RobotsInput {
  /** The sitemap's absolute address; null when the request names no merchant. */
  sitemapUrl: string | null;
  /** False for a merchant that is not active: nothing is to be crawled. */
  open: boolean;
}

export function robotsTxt({ sitemapUrl, open }: RobotsInput): string {
  const lines = ['User-agent: *'];
  if (!open) lines.push('Disallow: /');
  else {
    lines.push(`Disallow: ${API_BASE}/`);
    for (const prefix of [...new Set(publicReads.map(prefixOf))]) lines.push(`Allow: ${prefix}`);
    for (const path of personalPaths) lines.push(`Disallow: ${path}`, `Disallow: /*${path}`);
  }
  if (open && sitemapUrl) lines.push('', `Sitemap: ${sitemapUrl}`);
  return `${lines.join('\n')}\n`;
}
