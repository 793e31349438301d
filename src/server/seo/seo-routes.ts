/**
 * GET /robots.txt and /sitemap.xml (and /sitemap-<n>.xml when the sitemap is an index), per tenant:
 * the tenant comes from the host, the vendor parameter or the merchant cookie, as for the pages, and
 * every address in them is on the request's origin (http/request-origin.ts).
 *
 * Both are built once per tenant and origin, compressed once, and served with a validator like the
 * build's files; a bounded cache keeps them (a sitemap of a 3,000-product menu is a few megabytes).
 */
import type { Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import { parseOrigin, type SiteAddress } from '../../core/seo/page-urls.ts';
import { readCookie } from '../../core/tenant/cookies.ts';
import { resolveTenant } from '../../core/tenant/resolve-tenant.ts';
import { ApiError } from '../base/api-error.ts';
import { messages } from '../base/error-messages.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { serve } from '../http/serve-asset.ts';
import { assetOf, type StaticAsset } from '../http/static-bundle.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';
import { robotsTxt } from './robots.ts';
import { seoSiteOf } from './seo-site.ts';
import { sitemapDocuments, sitemapUrl } from './sitemap.ts';

const SITEMAP_PATH = /^\/sitemap(?:-([1-9]\d{0,5}))?\.xml$/;

/** Whether the server answers this path itself (the dev server must not hand it to Vite). */
export const isSeoFilePath = (path: string): boolean => path === '/robots.txt' || SITEMAP_PATH.test(path);

export interface SeoRoutesOptions {
  tenants: TenantRegistry;
  /** Believe X-Forwarded-Proto and X-Forwarded-Host for the addresses. */
  trustProxy: boolean;
}

/** Sitemaps kept (each tenant and origin's whole set of files), and robots files. */
const MAX_SITEMAPS = 8;
const MAX_ROBOTS = 64;

/** A tenant's sitemap files at one origin, compressed; null when it has no public page. */
type SitemapFiles = { main: StaticAsset; parts: StaticAsset[] } | null;

const XML = 'application/xml; charset=utf-8';

export function registerSeoRoutes(app: Hono, { tenants, trustProxy }: SeoRoutesOptions): void {
  const robotsFiles = new LRUCache<string, StaticAsset>({ max: MAX_ROBOTS });
  const sitemaps = new LRUCache<string, { files: SitemapFiles }>({ max: MAX_SITEMAPS });

  const tenantOf = (url: URL, cookie: string | undefined): Tenant | undefined => {
    const { sub } = resolveTenant({
      hostname: url.hostname,
      search: url.search,
      remembered: readCookie('merchant', cookie ?? ''),
    });
    return sub ? tenants.bySub(sub) : undefined;
  };

  app.get('/robots.txt', (c) => {
    const url = new URL(c.req.url);
    const tenant = tenantOf(url, c.req.header('cookie'));
    const origin = parseOrigin(requestOrigin(c, trustProxy));
    const address: SiteAddress | null = tenant && origin ? { origin, sub: tenant.sub } : null;
    const open = tenant ? tenant.data.merchant.isActive : true;
    const key = `${address ? `${address.origin} ${address.sub}` : ''} ${open}`;
    let asset = robotsFiles.get(key);
    if (!asset) {
      const text = robotsTxt({ sitemapUrl: address ? sitemapUrl(address) : null, open });
      asset = assetOf('/robots.txt', Buffer.from(text), 'text/plain; charset=utf-8', 'fast');
      robotsFiles.set(key, asset);
    }
    return serve(asset, c.req.header('accept-encoding'), c.req.header('if-none-match'));
  });

  app.get('*', async (c, next) => {
    const url = new URL(c.req.url);
    const match = SITEMAP_PATH.exec(url.pathname);
    if (!match) return next();
    const tenant = tenantOf(url, c.req.header('cookie'));
    const origin = parseOrigin(requestOrigin(c, trustProxy));
    if (!tenant || !origin) throw new ApiError(404, 'NOT_FOUND', messages.notFound(url.pathname));
    const key = `${origin} ${tenant.sub}`;
    let cached = sitemaps.get(key);
    if (!cached) {
      const documents = sitemapDocuments(seoSiteOf(tenant), { origin, sub: tenant.sub });
      const file = (path: string, text: string) => assetOf(path, Buffer.from(text), XML, 'fast');
      cached = {
        files: documents && {
          main: file('/sitemap.xml', documents.main),
          parts: documents.parts.map((text, i) => file(`/sitemap-${i + 1}.xml`, text)),
        },
      };
      sitemaps.set(key, cached);
    }
    const part = match[1] === undefined ? undefined : Number(match[1]);
    const asset = part === undefined ? cached.files?.main : cached.files?.parts[part - 1];
    if (!asset) throw new ApiError(404, 'NOT_FOUND', messages.notFound(url.pathname));
    return serve(asset, c.req.header('accept-encoding'), c.req.header('if-none-match'));
  });
}
