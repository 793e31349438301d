/**
 * What each demo tenant should show, read from its fixtures through the contract, so the browser
 * tests follow the fixtures instead of repeating them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSettings, type Settings } from '../../../src/contract/index.ts';
import { fixtureFiles } from '../../../src/contract/fixtures.ts';
import { assembleCatalogue, type AssembledCatalogue } from '../../../src/core/catalogue/assemble.ts';
import { appLanguageOf, type AppLanguage } from '../../../src/core/i18n/languages.ts';
import { localize } from '../../../src/core/i18n/localize.ts';

const root = join(import.meta.dirname, '../../../fixtures');

export interface DemoTenant {
  sub: string;
  name: string;
  active: boolean;
  settings: Settings;
  lang: AppLanguage;
  catalogue: AssembledCatalogue;
}

const json = (sub: string, file: string): unknown => JSON.parse(readFileSync(join(root, sub, file), 'utf8'));

export function demoTenants(): DemoTenant[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'merchant.json')))
    .map((entry) => {
      const merchant = fixtureFiles.merchant.schema.parse(json(entry.name, fixtureFiles.merchant.file));
      const { settings } = parseSettings(json(entry.name, fixtureFiles.settingsWeb.file), 'web');
      const lang = appLanguageOf(settings.mainLanguage);
      return {
        sub: merchant.sub,
        name: settings.brand || localize(merchant.name, lang),
        active: merchant.isActive,
        settings,
        lang,
        catalogue: assembleCatalogue(
          fixtureFiles.catalogue.schema.parse(json(entry.name, fixtureFiles.catalogue.file)),
        ),
      };
    });
}

export const activeDemoTenants = () => demoTenants().filter((t) => t.active);

/** The first product of the first category of the menu. */
export function firstProduct(tenant: DemoTenant) {
  const category = tenant.catalogue.categories[0];
  const product = category?.products[0];
  if (!category || !product) throw new Error(`${tenant.sub} has an empty menu`);
  return {
    category,
    product,
    name: localize(product.name, tenant.lang),
    categoryName: localize(category.name, tenant.lang),
  };
}
