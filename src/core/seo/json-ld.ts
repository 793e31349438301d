/**
 * The page's structured data (schema.org, as JSON-LD): the merchant as a Restaurant or a Store, with
 * its address, phone, position, opening hours and menu; on a product page the product, with an offer
 * at its price in the merchant's currency. Every type and property used here is in the list of
 * schema-org-vocabulary.ts, which json-ld.test.ts checks the output against.
 *
 * Decisions:
 * - Restaurant or Store: the merchant data names no kind of business, so the menu decides. Packaged
 *   goods carry barcodes (the grocery's 3,000 products all do); dishes cooked to order do not (no
 *   restaurant or cafe of the demo has one). A menu where most products have a barcode is a Store.
 * - The merchant's address, position, phone and hours are its main branch's (isMain, else the first
 *   active one); with several branches each is also listed as a department with its own.
 * - addressCountry and the currencies are the merchant's (its record; Uzbekistan and so'm by default).
 * - servesCuisine is left out: nothing in the data says the cuisine, and a guess from category names
 *   ("Drinks") would be wrong data. hasMenu is the home page, which is the menu.
 * - The price is the one the menu shows (after discount, without options); a product counted to zero
 *   or marked unavailable is OutOfStock.
 */
import type { Branch, Category, Product } from '../../contract/index.ts';
import { unitPrice } from '../../contract/pricing.ts';
import type { AssembledCatalogue } from '../catalogue/assemble.ts';
import { countryOf, currencyOf } from '../i18n/currency.ts';
import type { AppLanguage } from '../i18n/languages.ts';
import { localize } from '../i18n/localize.ts';
import { openingHoursOf } from './opening-hours.ts';
import { oneLine } from './page-text.ts';
import type { SeoSite } from './seo-site.ts';
import { siteName } from './site-title.ts';

export type JsonLdValue = string | number | boolean | JsonLdNode | readonly JsonLdValue[];
export interface JsonLdNode {
  [property: string]: JsonLdValue;
}

export type MerchantType = 'Restaurant' | 'Store';

/** Restaurant, or Store when most of the menu's products carry a barcode (see the file's comment). */
export function merchantTypeOf(catalogue: Pick<AssembledCatalogue, 'productsById'>): MerchantType {
  let withBarcode = 0;
  for (const product of catalogue.productsById.values()) if (product.barcode?.trim()) withBarcode++;
  return withBarcode * 2 > catalogue.productsById.size ? 'Store' : 'Restaurant';
}

/** Only links a crawler can follow; anything else the merchant wrote is left out. */
const webLink = (value: string | null | undefined): string | null =>
  value && /^https?:\/\/[^\s"<>]+$/i.test(value.trim()) ? value.trim() : null;

/** Drops the properties without a value, so no node says "telephone": "". */
function node(properties: Record<string, JsonLdValue | null | undefined>): JsonLdNode {
  const out: JsonLdNode = {};
  for (const [key, value] of Object.entries(properties)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out;
}

/** The branch whose address stands for the merchant: the main one, else the first active one. */
export function mainBranchOf(branches: readonly Branch[]): Branch | undefined {
  const active = branches.filter((b) => b.isActive);
  return active.find((b) => b.isMain) ?? active[0];
}

function placeOf(site: SeoSite, branch: Branch, lang: AppLanguage) {
  const city = site.cities.find((c) => c.id === branch.cityId);
  return {
    telephone: branch.phone?.trim() || null,
    address: node({
      '@type': 'PostalAddress',
      streetAddress: branch.address.trim(),
      addressLocality: localize(city?.name, lang),
      addressCountry: countryOf(site.merchant),
    }),
    geo: node({ '@type': 'GeoCoordinates', latitude: branch.latitude, longitude: branch.longitude }),
    openingHoursSpecification: openingHoursOf(branch).map((spec) => ({ ...spec })),
  };
}

export interface MerchantNodeInput {
  site: SeoSite;
  lang: AppLanguage;
  /** The node's @id, which a product's offer names as its seller. */
  id: string;
  /** The home page (the menu) in the language. */
  homeUrl: string;
  logoUrl: string | null;
  imageUrl: string | null;
}

export function merchantNode({ site, lang, id, homeUrl, logoUrl, imageUrl }: MerchantNodeInput): JsonLdNode {
  const { settings } = site;
  const type = merchantTypeOf(site.catalogue);
  const main = mainBranchOf(site.branches);
  const place = main ? placeOf(site, main, lang) : null;
  const departments =
    site.branches.filter((b) => b.isActive).length > 1
      ? site.branches
          .filter((b) => b.isActive)
          .map((branch) =>
            node({ '@type': type, name: localize(branch.name, lang), ...placeOf(site, branch, lang) }),
          )
      : [];
  const sameAs = [
    settings.instagramActive ? webLink(settings.instagram) : null,
    settings.facebookActive ? webLink(settings.facebook) : null,
    settings.telegramActive ? webLink(settings.telegram) : null,
  ].filter((link): link is string => link !== null);
  return node({
    '@type': type,
    '@id': id,
    name: siteName(site, lang),
    url: homeUrl,
    logo: logoUrl,
    image: imageUrl,
    ...place,
    telephone: (settings.phoneActive ? settings.phone?.trim() : null) || place?.telephone,
    email: settings.contacts.find((c) => c.type === 'EMAIL')?.value.trim(),
    currenciesAccepted: currencyOf(site.merchant),
    hasMenu: type === 'Restaurant' ? homeUrl : null,
    sameAs,
    department: departments,
  });
}

/** A GTIN is 8, 12, 13 or 14 digits; other barcodes (a shop's own codes) are not one. */
const gtinOf = (barcode: string | null | undefined): string | null =>
  barcode && /^(\d{8}|\d{12,14})$/.test(barcode.trim()) ? barcode.trim() : null;

export interface ProductNodeInput {
  site: SeoSite;
  lang: AppLanguage;
  product: Product;
  category: Pick<Category, 'name'> | undefined;
  /** The product page's canonical address. */
  url: string;
  imageUrl: string | null;
  /** The merchant node's @id. */
  sellerId: string;
}

export function productNode({
  site,
  lang,
  product,
  category,
  url,
  imageUrl,
  sellerId,
}: ProductNodeInput): JsonLdNode {
  const inStock = product.isAvailable && product.count !== 0;
  return node({
    '@type': 'Product',
    '@id': `${url}#product`,
    name: localize(product.name, lang),
    description: oneLine(localize(product.description, lang)),
    image: imageUrl ? [imageUrl] : null,
    sku: String(product.id),
    gtin: gtinOf(product.barcode),
    category: localize(category?.name, lang),
    url,
    offers: node({
      '@type': 'Offer',
      url,
      price: unitPrice(product.costPrice, product.discount),
      priceCurrency: currencyOf(site.merchant),
      availability: `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`,
      seller: { '@id': sellerId },
    }),
  });
}
