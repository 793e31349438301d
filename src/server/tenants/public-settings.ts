/**
 * What of a merchant's settings may leave the server: the contract's public settings schemas, an
 * allow-list. Parsing with them drops every other key, so server-only keys (amoCRMHash, smsContent...)
 * and keys the contract does not know stay here (see the decisions in src/contract/settings.ts).
 */
import { clickAppSettingsOf, PublicClickAppSettings, PublicWebSettings } from '../../contract/index.ts';
import type { z } from 'zod';
import type { Tenant } from './load-tenants.ts';

/** The web settings as the settings calls and the boot data send them. */
export function publicWebSettings(tenant: Tenant): z.output<typeof PublicWebSettings> {
  return PublicWebSettings.parse(tenant.data.settingsWeb);
}

/**
 * The settings the Click app's storefront runs on, as they are sent: the click-app settings over the
 * web settings, or the web settings when the merchant has no click-app ones (the contract's rule, the
 * one the order checks follow).
 */
export function publicClickAppSettings(tenant: Tenant): z.output<typeof PublicClickAppSettings> {
  return PublicClickAppSettings.parse(
    clickAppSettingsOf(tenant.data.settingsWeb, tenant.data.settingsClickApp),
  );
}
