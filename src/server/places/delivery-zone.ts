/**
 * Delivery zones for an order: which zone holds the address, and whether the merchant refuses
 * addresses outside every zone. The geometry is the contract's (src/contract/geo.ts), the same code
 * the storefront's picker runs.
 */
import { zoneHolding, type Region } from '../../contract/index.ts';
import type { Tenant } from '../tenants/load-tenants.ts';

/** The first zone of the tenant that holds the point, if any. */
export const zoneAt = (tenant: Tenant, latitude: number, longitude: number): Region | undefined =>
  zoneHolding({ latitude, longitude }, tenant.data.regions?.items ?? []);

/** Same rule as GET /orders/v1/merchant/settings: order-settings.json decides, else the web flag. */
export const validatesDeliveryArea = (tenant: Tenant): boolean =>
  tenant.data.orderSettings?.shouldValidateDeliveryArea ?? tenant.data.settingsWeb.shouldValidateDeliveryArea;
