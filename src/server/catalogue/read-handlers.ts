/**
 * Handlers of the read side: merchant, settings, branches, cities, catalogue and content.
 * All data comes from the tenant's fixtures (grades come from reviews in the database: reviews/).
 */
import {
  branchTakes,
  haversineKm,
  OrderSettings,
  type Branch,
  type ClientType,
  type Product,
} from '../../contract/index.ts';
import { ApiError } from '../base/api-error.ts';
import type { Handlers } from '../http/api-types.ts';
import { messages } from '../base/error-messages.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { publicMerchant } from '../tenants/public-merchant.ts';
import { publicClickAppSettings, publicWebSettings } from '../tenants/public-settings.ts';
import { idParam } from '../http/path-params.ts';

/** The products sold in a channel: an empty `systems` list means every channel. */
export const productsOfChannel = (products: readonly Product[], type: ClientType): Product[] =>
  products.filter((p) => p.systems.length === 0 || p.systems.includes(type));

/** Branches a customer may see: deleted ones are the back office's history, not the storefront's. */
const visibleBranches = (tenant: Tenant): Branch[] => tenant.data.branches.items.filter((b) => !b.deleted);

/** Distances are sent in km with metre precision. */
const roundKm = (km: number) => Math.round(km * 1000) / 1000;

export const readHandlers = {
  merchantBySub: ({ params, tenants }) => {
    const sub = params.sub ?? '';
    const tenant = tenants.bySub(sub);
    if (!tenant) throw new ApiError(404, 'MERCHANT_NOT_FOUND', messages.merchantNotFound(`sub "${sub}"`));
    return publicMerchant(tenant.data.merchant);
  },

  // Settings and the merchant go out through their public views only (tenants/public-*.ts).
  webSettings: ({ tenant }) => publicWebSettings(tenant),
  // The bot web view runs the web storefront, so it gets the web settings.
  botSettings: ({ tenant }) => publicWebSettings(tenant),

  clickAppSettings: ({ tenant }) => publicClickAppSettings(tenant),

  branches: ({ tenant }) => visibleBranches(tenant),

  branchesFull: ({ tenant, query }) => visibleBranches(tenant).filter((b) => b.cityId === query.cityId),

  branchById: ({ tenant, params }) => {
    const id = idParam(params, 'id');
    const branch = visibleBranches(tenant).find((b) => b.id === id);
    if (!branch) throw new ApiError(404, 'BRANCH_NOT_FOUND', messages.branchNotFound(id));
    return branch;
  },

  branchClosest: ({ tenant, query }) => {
    let best: { branch: Branch; km: number } | undefined;
    for (const branch of visibleBranches(tenant)) {
      if (!branch.isActive) continue;
      if (query.type && !branchTakes(branch, query.type)) continue;
      const km = haversineKm({ latitude: query.lat, longitude: query.lon }, branch);
      if (!best || km < best.km) best = { branch, km };
    }
    if (!best) throw new ApiError(404, 'NO_BRANCHES', messages.noBranches());
    return { ...best.branch, distance: roundKm(best.km) };
  },

  cities: ({ tenant }) => tenant.data.cities.items,

  overalls: ({ tenant, query }) => {
    const { groups, categories, products } = tenant.data.catalogue;
    return {
      groups,
      categories,
      products: productsOfChannel(products, query.type),
    };
  },

  banners: ({ tenant }) => tenant.data.banners?.items ?? [],
  stories: ({ tenant }) => tenant.data.stories?.items ?? [],
  regions: ({ tenant }) => tenant.data.regions?.items ?? [],
  brandCatalog: ({ tenant }) => tenant.data.brands?.items ?? [],

  policies: ({ tenant, query }) =>
    (tenant.data.policies?.items ?? []).filter((p) => p.type === query.policies),
  extraPages: ({ tenant }) => {
    const { $schema: _hint, ...pages } = tenant.data.extraPages ?? {};
    return pages;
  },

  // The spec does not say what {id} names; every id gets the tenant's order settings.
  orderSettings: ({ tenant }) => {
    const fixture = tenant.data.orderSettings;
    if (!fixture) return OrderSettings.parse({});
    const { $schema: _hint, shouldValidateDeliveryArea: _area, ...settings } = fixture;
    return settings;
  },

  orderMerchantSettings: ({ tenant }) => ({
    // order-settings.json decides when present; otherwise the web settings flag of the same name.
    shouldValidateDeliveryArea:
      tenant.data.orderSettings?.shouldValidateDeliveryArea ??
      tenant.data.settingsWeb.shouldValidateDeliveryArea,
  }),
} satisfies Handlers;
