/**
 * What a merchant's pages are made of, for their heads: the merchant, its settings, the menu as the
 * web storefront shows it, its branches and cities, its policy texts and banners. The server builds it
 * once per tenant from the fixtures, through the same public views and the same catalogue assembly
 * as the API and the browser, so the head never names what the page would not show.
 */
import type { Banner, Branch, City, Merchant, Policy, Settings } from '../../contract/index.ts';
import type { AssembledCatalogue } from '../catalogue/assemble.ts';
import { otherPage, policyPages, type SeoPage } from './seo-page.ts';

export interface SeoSite {
  merchant: Merchant;
  /** The web settings (public view). */
  settings: Settings;
  /** The web channel's menu, not narrowed to a branch. */
  catalogue: AssembledCatalogue;
  /** Branches a customer may see (not deleted), active or not. */
  branches: readonly Branch[];
  cities: readonly City[];
  policies: readonly Policy[];
  /** Home banners when the merchant shows them, else none. */
  banners: readonly Banner[];
}

/**
 * The page as this merchant has it: 'other' when the product or category is not on the web menu,
 * the route is switched off (branches, a policy page), or the merchant is not active (every page of
 * a blocked merchant leads to /blocked).
 */
export function resolveSeoPage(page: SeoPage, site: SeoSite): SeoPage {
  if (!site.merchant.isActive) return otherPage;
  switch (page.kind) {
    case 'product':
      return site.catalogue.productsById.has(page.id) ? page : otherPage;
    case 'category':
      return site.catalogue.categories.some((c) => c.id === page.id) ? page : otherPage;
    case 'branches':
      return site.settings.branchesActive ? page : otherPage;
    case 'policy':
      return site.settings[policyPages[page.policy].flag] ? page : otherPage;
    default:
      return page;
  }
}
