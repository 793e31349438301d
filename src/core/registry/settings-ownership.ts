/**
 * Settings keys no storefront module owns, with the reason. Together with each module's `owns`, this
 * makes docs/settings-map.md; a test fails when a key of either settings variant is in neither.
 */
import type { SettingsKey } from '../../contract/index.ts';

/** Keys that are not the storefront's concern: they configure the backend or other channels. */
export const notStorefrontConcerns: Partial<Record<SettingsKey, string>> = {
  merchantId: 'identifies the merchant; the storefront takes it from the merchant lookup',
  domain: 'the publishing domain is configured in hosting, not in the page',
  smsContent: 'the SMS text is sent by the backend, never rendered by the storefront',
  amoCRMActive: 'the CRM integration runs on the backend',
  amoCRMId: 'the CRM integration runs on the backend',
  amoCRMHash: 'a CRM secret: must never reach a browser',
};

/** Keys whose module is planned but not built yet, with the planned module's id. */
export const notBuiltYet: Partial<Record<SettingsKey, string>> = {};
