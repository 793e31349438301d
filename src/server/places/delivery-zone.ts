/**
 * Delivery zones for an order: which zone holds the address, and whether the merchant refuses
 * addresses outside every zone (spec section 4: "inside a zone is true if the point lies in any
 * region polygon").
 */
import type { LatLng, Region } from '../../contract/index.ts';
import type { Tenant } from '../tenants/load-tenants.ts';

/** Ray casting on [latitude, longitude] pairs; fine at city scale, where the earth is flat enough. */
export function pointInPolygon(lat: number, lon: number, polygon: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [latI, lonI] = polygon[i] as LatLng;
    const [latJ, lonJ] = polygon[j] as LatLng;
    const crosses = lonI > lon !== lonJ > lon && lat < ((latJ - latI) * (lon - lonI)) / (lonJ - lonI) + latI;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** The first zone of the tenant that holds the point, if any. */
export function zoneAt(tenant: Tenant, lat: number, lon: number): Region | undefined {
  return (tenant.data.regions?.items ?? []).find((zone) => pointInPolygon(lat, lon, zone.polygon));
}

/** Same rule as GET /orders/v1/merchant/settings: order-settings.json decides, else the web flag. */
export const validatesDeliveryArea = (tenant: Tenant): boolean =>
  tenant.data.orderSettings?.shouldValidateDeliveryArea ?? tenant.data.settingsWeb.shouldValidateDeliveryArea;
