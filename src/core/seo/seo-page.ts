/**
 * Which public page a path names, for the page's head (title, description, canonical address) and
 * the sitemap. Shared by the server, which writes the head into the HTML, and the browser, which keeps
 * document.title up to date as the customer moves between pages.
 *
 * Only pages a search engine should index have a kind of their own: home, a category, a product, the
 * branches and the three policy pages. Everything else (search, basket, checkout, sign-in, the
 * profile and its orders, addresses, the map pickers, 404s) is 'other': it gets the merchant's own
 * title and is not indexed. The paths are those of the modules' routes (catalogue, product-page,
 * branches, policies); modules cannot be imported from core, so seo-page.test.ts checks this list
 * against the registry's routes.
 */
import type { PolicyType, Settings } from '../../contract/index.ts';

/** The policy pages and what decides them (the policies module's routes). */
export const policyPages = {
  about: { path: '/about', type: 'ABOUT_COMPANY', flag: 'aboutMerchantActive' },
  offerta: { path: '/offerta', type: 'TERMS', flag: 'termsOfUseActive' },
  privacy: { path: '/privacy', type: 'PRIVACY_POLICY', flag: 'privacyActive' },
} as const satisfies Record<string, { path: string; type: PolicyType; flag: keyof Settings }>;
export type PolicyPage = keyof typeof policyPages;

/** Route paths of the public pages (the category page takes its id from the query: /category?id=12). */
export const seoPaths = {
  category: '/category',
  product: '/product/',
  branches: '/branches',
  branchesMap: '/branches/map',
} as const;

export type SeoPage =
  | { kind: 'home' }
  | { kind: 'category'; id: number }
  | { kind: 'product'; id: number }
  | { kind: 'branches' }
  | { kind: 'policy'; policy: PolicyPage }
  | { kind: 'other' };

export const otherPage: SeoPage = { kind: 'other' };

/** A positive integer written plainly ("12", not "012", "1e1" or "12.0"), as ids are. */
function idOf(text: string | null | undefined): number | null {
  if (!text || !/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The page a path names, the route step (language and page segments) already removed. A trailing
 * slash is the same page, as the router reads it. Whether the product or category exists is not
 * known here: see resolveSeoPage.
 */
export function seoPageOf(path: string, search: string): SeoPage {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (clean === '/' || clean === '') return { kind: 'home' };
  if (clean === seoPaths.category) {
    const id = idOf(new URLSearchParams(search).get('id'));
    return id === null ? otherPage : { kind: 'category', id };
  }
  if (clean.startsWith(seoPaths.product)) {
    const id = idOf(clean.slice(seoPaths.product.length));
    return id === null ? otherPage : { kind: 'product', id };
  }
  // The map tab is the same page as the list: one address for both.
  if (clean === seoPaths.branches || clean === seoPaths.branchesMap) return { kind: 'branches' };
  for (const [policy, { path: policyPath }] of Object.entries(policyPages)) {
    if (clean === policyPath) return { kind: 'policy', policy: policy as PolicyPage };
  }
  return otherPage;
}

/** The page's own address (path and query, without language prefix or tenant); null for 'other'. */
export function seoPathOf(page: SeoPage): string | null {
  switch (page.kind) {
    case 'home':
      return '/';
    case 'category':
      return `${seoPaths.category}?id=${page.id}`;
    case 'product':
      return `${seoPaths.product}${page.id}`;
    case 'branches':
      return seoPaths.branches;
    case 'policy':
      return policyPages[page.policy].path;
    case 'other':
      return null;
  }
}

/** A short key of the page, for caches: one per page, whatever the path's spelling. */
export function seoPageKey(page: SeoPage): string {
  switch (page.kind) {
    case 'category':
    case 'product':
      return `${page.kind}:${page.id}`;
    case 'policy':
      return `policy:${page.policy}`;
    default:
      return page.kind;
  }
}
