/**
 * The storefront page for one request: index.html with the tenant's boot data and the page's head
 * (title, description, canonical and hreflang addresses, Open Graph, JSON-LD: src/server/seo), and the
 * headers that go with it (a Content-Security-Policy that follows the merchant's analytics and the
 * deployment's frame and preview origins). Each is built once per build, tenant, set of origins and
 * head, and compressed once like every other file.
 */
import { pageContentSecurityPolicy } from '../http/content-security-policy.ts';
import { embeddingFor, type EmbeddingOptions } from '../http/embedding-origins.ts';
import type { DirectiveSources } from '../http/security-config.ts';
import { pageSecurityHeaders } from '../http/security-headers.ts';
import { LRUCache } from 'lru-cache';
import { headRequestOf } from '../seo/head-request.ts';
import { withHead } from '../seo/head-html.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';
import { bootPageFor, withBootData } from './boot-data.ts';
import { assetOf, type StaticAsset, type StaticBundle } from '../http/static-bundle.ts';

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
 * Most pages kept per bundle, the least recently used going first. Tenants times origin sets times
 * the pages a head names (each product and category of each merchant, per language) can be large:
 * a crawler walking a 3,000-product menu meets a bounded cache, each page built again when it comes
 * back. The bound also stops requests with made-up hosts and ports from growing the cache without end.
 */
const MAX_PAGES = 512;

/** Builds and keeps the pages of each bundle. */
export function indexPages(tenants: TenantRegistry | undefined, security: PageSecurityOptions) {
  let pages = new WeakMap<StaticBundle, LRUCache<string, IndexPage>>();
  // A tenant's changed data (its settings, a product's availability in the head's structured data)
  // makes its pages again.
  tenants?.onReplace(() => (pages = new WeakMap()));
  /**
   * @param origin the request's origin as the server determines it (http/request-origin.ts): the
   *   head's absolute addresses are on it
   */
  return (bundle: StaticBundle, url: URL, cookie: string | undefined, origin: string): IndexPage => {
    const embedding = embeddingFor(security, url, origin);
    const boot = tenants ? bootPageFor(tenants, url, cookie, embedding.previewOrigins) : null;
    const tenant = boot ? tenants?.bySub(boot.data.sub) : undefined;
    const head = tenant ? headRequestOf(tenant, url, origin, cookie) : null;
    let cache = pages.get(bundle);
    if (!cache) pages.set(bundle, (cache = new LRUCache({ max: MAX_PAGES })));
    // The frame origins come from the deployment and the request's port: a handful at most.
    // The home's page differs from the others by its banner preload (boot-data.ts).
    const preload = boot?.preloadImage?.src ?? '';
    const key = `${boot?.data.sub ?? ''} ${embedding.frameAncestors.join(' ')} ${head?.key ?? ''} ${preload}`;
    let page = cache.get(key);
    if (!page) {
      const html = Buffer.from(bundle.index.identity).toString('utf8');
      const asset = boot
        ? assetOf(
            '/index.html',
            // The head's tags after the boot data and the banner's preload, which the page needs first.
            Buffer.from(head ? withHead(withBootData(html, boot), head.build()) : withBootData(html, boot)),
            bundle.index.contentType,
            head?.perPage ? 'fast' : 'max',
          )
        : bundle.index;
      const policy = pageContentSecurityPolicy({
        frameAncestors: embedding.frameAncestors,
        analytics: boot?.webSettings ?? null,
        extraSources: security.extraSources,
      });
      page = { asset, headers: pageSecurityHeaders(policy) };
      cache.set(key, page);
    }
    return page;
  };
}
