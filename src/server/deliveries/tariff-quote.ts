/**
 * The delivery price of a point from a branch, by the tenant's tariffs (contract/delivery-tariff.ts
 * states the rules) or, for a merchant without delivery-tariffs.json, by the zone's price else the
 * branch's deliveryPrice. The tariff call and the order both ask here, so the checkout shows the price
 * the order is stored with.
 */
import { haversineKm, type Branch, type GeoPoint } from '../../contract/index.ts';
import { DEFAULT_DETOUR_FACTOR, tariffApplies } from '../../contract/delivery-tariff.ts';
import { ApiError } from '../base/api-error.ts';
import { messages } from '../base/error-messages.ts';
import { validatesDeliveryArea, zoneAt } from '../places/delivery-zone.ts';
import type { Tenant } from '../tenants/load-tenants.ts';

/** What delivering a basket to a point costs, and what the checkout shows with it. */
export interface DeliveryQuote {
  price: number;
  /** The tariff used; null without tariffs (zone or branch price). */
  tariffId: number | null;
  /** Road-like kilometres from the branch, 3 decimals. */
  distanceKm: number;
  regionId: number | null;
  /** The point's city: its zone's, else the branch's. */
  cityId: number;
  minOrderPrice: number;
  freeAbove: number | null;
  free: boolean;
  outOfZone: boolean;
}

/** Road-like distance: the straight line times the detour factor (no road graph is used). */
export const roadKm = (from: GeoPoint, to: GeoPoint, detourFactor = DEFAULT_DETOUR_FACTOR): number =>
  Math.round(haversineKm(from, to) * detourFactor * 1000) / 1000;

/** Up to the next multiple of `step` (money keeps 2 decimals). */
export const roundUpTo = (value: number, step: number): number =>
  Math.round(Math.ceil(Math.round((value / step) * 1e6) / 1e6) * step * 100) / 100;

/**
 * Prices a delivery.
 * @param productPrice the products after their own discounts (what freeAbove and minOrderPrice read)
 * @throws ApiError 400 OUT_OF_SERVICE_ZONE (outside every zone at a merchant that validates the
 * area) or DELIVERY_UNAVAILABLE (the merchant's tariffs do not reach the point)
 */
export function quoteDelivery(
  tenant: Tenant,
  branch: Branch,
  point: GeoPoint,
  productPrice: number,
): DeliveryQuote {
  const zone = zoneAt(tenant, point.latitude, point.longitude);
  if (!zone && validatesDeliveryArea(tenant)) {
    throw new ApiError(400, 'OUT_OF_SERVICE_ZONE', messages.outOfServiceZone());
  }
  const file = tenant.data.deliveryTariffs;
  const km = roadKm(branch, point, file?.detourFactor);
  const cityId = zone?.cityId ?? branch.cityId;
  const regionId = zone?.id ?? null;
  const tariff = file?.items.find((t) => tariffApplies(t, { branchId: branch.id, cityId, regionId, km }));
  if (file && !tariff) throw new ApiError(400, 'DELIVERY_UNAVAILABLE', messages.deliveryUnavailable());

  let raw: number;
  if (!tariff) raw = zone?.price ?? branch.deliveryPrice ?? 0;
  else if (tariff.kind === 'ZONE') raw = zone?.price ?? tariff.basePrice;
  else raw = tariff.basePrice + Math.max(0, km - tariff.includedKm) * tariff.perKmPrice;

  const freeAbove = tariff?.freeAbove ?? null;
  const free = freeAbove !== null && productPrice >= freeAbove;
  const floor = tenant.data.orderSettings?.minimalDeliveryPrice ?? 0;
  return {
    price: free ? 0 : roundUpTo(Math.max(raw, floor), file?.roundingStep ?? 1),
    tariffId: tariff?.id ?? null,
    distanceKm: km,
    regionId,
    cityId,
    minOrderPrice: tariff?.minOrderPrice ?? 0,
    freeAbove,
    free,
    outOfZone: !zone,
  };
}
