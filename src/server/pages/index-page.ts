/**
 * The storefront page for one request: index.html with the tenant's boot data, and the headers that
 * go with it (a Content-Security-Policy that follows the merchant's analytics and the deployment's
 * frame and preview origins). Both are built once per build, tenant and set of origins, and the page
 * is compressed once like every other file.
 */
import { pageContentSecurityPolicy } from '../http/content-security-policy.ts';
import { embeddingFor, type EmbeddingOptions } from '../http/embedding-origins.ts';
import type { DirectiveSources } from '../http/security-config.ts';
import { pageSecurityHeaders } from '../http/security-headers.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';
import { bootPageFor, withBootData } from './boot-data.ts';
import { assetOf, type StaticAsset, type StaticBundle } from './static-bundle.ts';

/** What the deployment allows the pages: who frames them, who sends previews, extra sources. */
export interface PageSecurityOptions extends EmbeddingOptions {
  extraSources: DirectiveSources;
}

/** No frame or preview origin but the mini app clients, no extra source. */
export const defaultPageSecurity: PageSecurityOptions = {
  previewOrigins: [],
  frameAncestors: [],
  previewPage: false,
  extraSources: {},
};

/** A page to serve: its bytes and its own headers. */
export interface IndexPage {
  asset: StaticAsset;
  headers: Record<string, string>;
}

/**
 * Most pages kept per bundle. Tenants times origin sets is small; the bound only stops requests with
 * made-up ports (which name the preview page's origins) from growing the map without end.
 */
const MAX_PAGES = 512;

/** Builds and keeps the pages of each bundle. */
export function indexPages(tenants: TenantRegistry | undefined, security: PageSecurityOptions) {
  const pages = new WeakMap<StaticBundle, Map<string, IndexPage>>();
  return (bundle: StaticBundle, url: URL, cookie: string | undefined): IndexPage => {
    const embedding = embeddingFor(security, url);
    const boot = tenants ? bootPageFor(tenants, url, cookie, embedding.previewOrigins) : null;
    let cache = pages.get(bundle);
    if (!cache) pages.set(bundle, (cache = new Map()));
    // The origins come from the deployment and the request's port: a handful of keys at most.
    const key = `${boot?.data.sub ?? ''} ${embedding.frameAncestors.join(' ')}`;
    let page = cache.get(key);
    if (!page) {
      const asset = boot
        ? assetOf(
            '/index.html',
            Buffer.from(withBootData(Buffer.from(bundle.index.identity).toString('utf8'), boot)),
            bundle.index.contentType,
          )
        : bundle.index;
      const policy = pageContentSecurityPolicy({
        frameAncestors: embedding.frameAncestors,
        analytics: boot?.webSettings ?? null,
        extraSources: security.extraSources,
      });
      page = { asset, headers: pageSecurityHeaders(policy) };
      if (cache.size >= MAX_PAGES) cache.clear();
      cache.set(key, page);
    }
    return page;
  };
}
