/**
 * A tenant's site data for page heads and the sitemap (core/seo/seo-site.ts), built once per tenant:
 * the same public merchant and settings the API answers, and the web channel's menu assembled as the
 * browser assembles it (every product the web storefront can open, whatever branch is nearest).
 */
import { parseSettings } from '../../contract/settings-parse.ts';
import { assembleCatalogue } from '../../core/catalogue/assemble.ts';
import type { SeoSite } from '../../core/seo/seo-site.ts';
import { productsOfChannel } from '../catalogue/read-handlers.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { publicMerchant } from '../tenants/public-merchant.ts';
import { publicWebSettings } from '../tenants/public-settings.ts';

const sites = new WeakMap<Tenant, SeoSite>();

export function seoSiteOf(tenant: Tenant): SeoSite {
  let site = sites.get(tenant);
  if (site) return site;
  const { data } = tenant;
  const settings = parseSettings(publicWebSettings(tenant), 'web').settings;
  site = {
    merchant: publicMerchant(data.merchant),
    settings,
    catalogue: assembleCatalogue({
      groups: data.catalogue.groups,
      categories: data.catalogue.categories,
      products: productsOfChannel(data.catalogue.products, 'WEB'),
    }),
    branches: data.branches.items.filter((b) => !b.deleted),
    cities: data.cities.items,
    policies: data.policies?.items ?? [],
    banners: settings.bannersActive ? (data.banners?.items ?? []) : [],
  };
  sites.set(tenant, site);
  return site;
}
