import type { Currency } from './format.ts';

/**
 * The merchant's currency (ISO 4217). Spec: so'm, tenge for Kazakh. A Kazakh merchant (kz switched
 * on) prices in tenge in every language: a price's currency cannot change when the customer switches
 * language. Shared by the storefront and the server (the product offers of the page's JSON-LD).
 */
export const currencyOf = (settings: { kz: boolean }): Currency => (settings.kz ? 'KZT' : 'UZS');
