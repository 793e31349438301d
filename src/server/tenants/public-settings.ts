/**
 * What of a merchant's settings may leave the server: the contract's public settings schemas, an
 * allow-list. Parsing with them drops every other key, so server-only keys (amoCRMHash, smsContent...)
 * and keys the contract does not know stay here (see the decisions in src/contract/settings.ts).
 */
import { PublicClickAppSettings, PublicWebSettings } from '../../contract/index.ts';
import type { z } from 'zod';
import type { Tenant } from './load-tenants.ts';

/** The web settings as the settings calls and the boot data send them. */
export function publicWebSettings(tenant: Tenant): z.output<typeof PublicWebSettings> {
  return PublicWebSettings.parse(tenant.data.settingsWeb);
}

/** The Click app settings as they are sent, or null when the merchant has none. */
export function publicClickAppSettings(tenant: Tenant): z.output<typeof PublicClickAppSettings> | null {
  const settings = tenant.data.settingsClickApp;
  return settings ? PublicClickAppSettings.parse(settings) : null;
}
