/**
 * A merchant's sitemap (sitemaps.org 0.9 with xhtml:link alternates): every public page (home, each
 * category and product of the web menu, the branches, the policy pages that are on) in every language
 * the merchant has on, and without prefix (x-default). Each entry lists all the page's language
 * versions, itself included, as search engines ask.
 *
 * A sitemap holds at most 50,000 addresses and 50 MB; with seven languages an entry is about 1 KB, so
 * a file is cut at SITEMAP_MAX_URLS entries and /sitemap.xml becomes an index of /sitemap-1.xml,
 * /sitemap-2.xml... when one file is not enough.
 */
import { activeLanguages } from '../../core/i18n/active-languages.ts';
import { alternateUrls, pageUrl, type SiteAddress } from '../../core/seo/page-urls.ts';
import { policyPages, seoPathOf, type PolicyPage, type SeoPage } from '../../core/seo/seo-page.ts';
import type { SeoSite } from '../../core/seo/seo-site.ts';
import { escapeHtml } from '../http/escape-html.ts';

export const SITEMAP_MAX_URLS = 10_000;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface SitemapEntry {
  loc: string;
  alternates: { hreflang: string; href: string }[];
}

/** The public pages of a merchant, in menu order; none for a merchant that is not active. */
export function publicPages(site: SeoSite): SeoPage[] {
  if (!site.merchant.isActive) return [];
  const pages: SeoPage[] = [{ kind: 'home' }];
  for (const category of site.catalogue.categories) pages.push({ kind: 'category', id: category.id });
  for (const category of site.catalogue.categories) {
    for (const product of category.products) pages.push({ kind: 'product', id: product.id });
  }
  if (site.settings.branchesActive) pages.push({ kind: 'branches' });
  for (const [policy, { flag }] of Object.entries(policyPages)) {
    if (site.settings[flag]) pages.push({ kind: 'policy', policy: policy as PolicyPage });
  }
  return pages;
}

/** One entry per page and language version (and x-default). */
export function sitemapEntries(site: SeoSite, address: SiteAddress): SitemapEntry[] {
  const languages = activeLanguages(site.settings);
  const entries: SitemapEntry[] = [];
  for (const page of publicPages(site)) {
    const path = seoPathOf(page);
    if (path === null) continue;
    const alternates = alternateUrls(address, path, languages);
    for (const lang of [...languages, null]) entries.push({ loc: pageUrl(address, path, lang), alternates });
  }
  return entries;
}

/** A urlset document. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ loc, alternates }) => {
    const links = alternates
      .map(
        (a) =>
          `<xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}"/>`,
      )
      .join('');
    return `<url><loc>${escapeHtml(loc)}</loc>${links}</url>`;
  });
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A sitemap index naming the parts. */
export function sitemapIndexXml(parts: readonly string[]): string {
  const sitemaps = parts.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`);
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

/** The address of sitemap part n (1-based), or of the sitemap itself without n. */
export const sitemapUrl = (address: SiteAddress, part?: number): string =>
  pageUrl(address, part === undefined ? '/sitemap.xml' : `/sitemap-${part}.xml`, null);

/**
 * The documents of a merchant's sitemap: `main` is /sitemap.xml (the whole urlset, or an index when
 * there are several parts); parts[n - 1] is /sitemap-n.xml. Null when the merchant has no public
 * page (a urlset must hold at least one address).
 */
export function sitemapDocuments(
  site: SeoSite,
  address: SiteAddress,
  maxUrls = SITEMAP_MAX_URLS,
): { main: string; parts: string[] } | null {
  const entries = sitemapEntries(site, address);
  if (entries.length === 0) return null;
  if (entries.length <= maxUrls) return { main: urlsetXml(entries), parts: [] };
  const parts: string[] = [];
  for (let start = 0; start < entries.length; start += maxUrls) {
    parts.push(urlsetXml(entries.slice(start, start + maxUrls)));
  }
  return { main: sitemapIndexXml(parts.map((_, i) => sitemapUrl(address, i + 1))), parts };
}
