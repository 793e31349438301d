import type { Country, Currency, Merchant } from '../../contract/index.ts';

/**
 * The merchant's currency (ISO 4217) and country, from the merchant record: so'm and Uzbekistan
 * unless it says otherwise (spec: so'm, tenge for a Kazakh merchant). Not from the kz language flag:
 * any merchant may offer Kazakh, and a price's currency cannot change with the customer's language.
 * Shared by the storefront and the server (JSON-LD, page texts, SMS receipts).
 */
export const currencyOf = (merchant: Pick<Merchant, 'currency'>): Currency => merchant.currency ?? 'UZS';

export const countryOf = (merchant: Pick<Merchant, 'country'>): Country => merchant.country ?? 'UZ';
