/**
 * Reads a tenant folder the way the server does (same validation, same error messages) and parses its
 * settings the way the client does, so the preview plans exactly what the storefront will show.
 */
import { parseSettings, type Settings } from '../../contract/index.ts';
import { appLanguageOf } from '../../core/i18n/languages.ts';
import { localize } from '../../core/i18n/localize.ts';
import { loadTenants, type Tenant } from '../../server/tenants/load-tenants.ts';

/** A loaded tenant with its parsed settings. */
export interface TenantInput {
  tenant: Tenant;
  /** Brand from the settings, else the merchant name in the main language. */
  name: string;
  webSettings: Settings;
  /** Settings of the Click mini app; null when the folder has no settings-click-app.json. */
  clickSettings: Settings | null;
  /** Settings keys the client would ignore or replace by defaults, as "file: key: message". */
  warnings: string[];
}

/**
 * Loads one tenant folder (anywhere on disk).
 * @throws FixtureError naming file, JSON path and problem when a fixture is invalid
 */
export function readTenant(dir: string, onWarning: (message: string) => void = () => {}): TenantInput {
  const [tenant] = loadTenants([dir], { onWarning });
  if (!tenant) throw new Error(`${dir}: no tenant loaded`);
  const web = parseSettings(tenant.data.settingsWeb, 'web');
  const click = tenant.data.settingsClickApp
    ? parseSettings(tenant.data.settingsClickApp, 'click-app')
    : null;
  const warnings = [
    ...web.warnings.map((w) => `settings-web.json: ${w.key}: ${w.message}`),
    ...(click?.warnings ?? []).map((w) => `settings-click-app.json: ${w.key}: ${w.message}`),
  ];
  const name =
    web.settings.brand || localize(tenant.data.merchant.name, appLanguageOf(web.settings.mainLanguage));
  return {
    tenant,
    name: name || tenant.sub,
    webSettings: web.settings,
    clickSettings: click?.settings ?? null,
    warnings,
  };
}
