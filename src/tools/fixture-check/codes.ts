/**
 * Every finding code of the fixture checker with its severity and a one-line summary. The severity
 * belongs to the code, so onboarding staff can learn once that, say, `missing-translation` is only a
 * warning. src/tools/README.md lists the same table for people.
 */

/** error: the server refuses the tenant or customers see something broken. warning: worth a look. */
export type Severity = 'error' | 'warning';

interface CodeInfo {
  severity: Severity;
  summary: string;
}

/** The catalogue of codes. Keys are the stable `code` values of the JSON report. */
export const findingCodes = {
  'folder-not-found': { severity: 'error', summary: 'the tenant folder does not exist' },
  'missing-file': { severity: 'error', summary: 'a required fixture file is missing' },
  'unknown-file': { severity: 'warning', summary: 'a JSON file the server does not know (ignored)' },
  'invalid-json': { severity: 'error', summary: 'the file is not valid JSON' },
  'schema-mismatch': { severity: 'error', summary: 'a value does not match the contract' },
  'schema-ref-missing': { severity: 'warning', summary: '"$schema" is missing' },
  'schema-ref-wrong': { severity: 'warning', summary: '"$schema" does not point at the right schema file' },
  'unknown-key': { severity: 'warning', summary: 'a key the contract does not know (possible typo)' },
  'unknown-settings-key': { severity: 'warning', summary: 'a settings key the contract does not know' },
  'web-only-settings-key': { severity: 'warning', summary: 'a web-only settings key in the Click app file' },
  'invalid-color': { severity: 'error', summary: 'not a colour such as #FCE000' },
  'missing-image': { severity: 'error', summary: 'an image file that does not exist' },
  'missing-sibling-image': {
    severity: 'warning',
    summary: "a brand image missing in the other tenant's folder",
  },
  'foreign-image': { severity: 'error', summary: 'an image of another tenant (outside brands.json)' },
  'bad-image-path': { severity: 'error', summary: 'an image path not written "<sub>/<path under media>"' },
  'duplicate-id': { severity: 'error', summary: 'two entries of one list share an id' },
  'duplicate-promo-code': { severity: 'error', summary: 'two promos share a code' },
  'duplicate-staff-phone': { severity: 'error', summary: 'two staff members share a phone' },
  'unknown-staff-branch': { severity: 'error', summary: "an operator's branch does not exist" },
  'unknown-category': { severity: 'error', summary: 'a product points at a category that does not exist' },
  'unknown-group': {
    severity: 'error',
    summary: 'a category or product points at a group that does not exist',
  },
  'group-mismatch': { severity: 'warning', summary: "a product's group differs from its category's group" },
  'unknown-branch': { severity: 'error', summary: 'a product points at a branch that does not exist' },
  'unknown-product': {
    severity: 'error',
    summary: 'a banner or review points at a product that does not exist',
  },
  'unknown-city': {
    severity: 'error',
    summary: 'a branch, region or order setting names a city that does not exist',
  },
  'no-main-city': { severity: 'error', summary: 'no city has "isMain": true' },
  'several-main-cities': { severity: 'warning', summary: 'more than one city has "isMain": true' },
  'unknown-main-city': { severity: 'error', summary: 'merchant.mainCityId names a city that does not exist' },
  'main-city-not-main': {
    severity: 'warning',
    summary: 'merchant.mainCityId names a city without "isMain": true',
  },
  'delivery-without-region': { severity: 'error', summary: 'delivery is on but there is no delivery zone' },
  'region-not-closed': {
    severity: 'error',
    summary: 'a delivery zone polygon does not end at its first point',
  },
  'region-self-intersects': { severity: 'error', summary: 'a delivery zone polygon crosses itself' },
  'region-far-from-branches': { severity: 'warning', summary: 'a delivery zone lies far from every branch' },
  'region-outside-map': {
    severity: 'warning',
    summary: 'a delivery zone reaches where no base map has streets',
  },
  'branch-outside-map': { severity: 'warning', summary: 'a branch has no street of a base map nearby' },
  'map-unknown-street': { severity: 'error', summary: 'a house of a base map names a street the map lacks' },
  'map-place-outside-area': {
    severity: 'error',
    summary: 'a base map feature lies outside its area (swapped coordinates?)',
  },
  'region-unpriced': { severity: 'error', summary: 'no zone price and no tariff prices a delivery zone' },
  'tariff-unknown-reference': {
    severity: 'error',
    summary: 'a delivery tariff names a city, branch or zone that does not exist',
  },
  'pickup-without-branch': { severity: 'error', summary: 'pickup is on but no branch has pickupEnabled' },
  'missing-pickup-hours': {
    severity: 'warning',
    summary: 'a pickup branch has no PICK_UP hours for some weekday',
  },
  'payment-method-missing': {
    severity: 'error',
    summary: 'a payment flag is on without a matching payment method',
  },
  'payment-credentials-missing': {
    severity: 'warning',
    summary: 'an online payment flag is on without the provider in payment-providers.json',
  },
  'fiscal-code-missing': {
    severity: 'error',
    summary: 'Payme takes money but a product (or the service fee) has no fiscal classifier or package code',
  },
  'payme-test-environment-off': {
    severity: 'warning',
    summary: 'Payme’s test environment is configured while payme.testMode is off',
  },
  'main-language-inactive': { severity: 'error', summary: 'mainLanguage is not one of the active languages' },
  'missing-translation': { severity: 'warning', summary: 'names or texts missing in an active language' },
  'promo-dates-reversed': { severity: 'error', summary: "a promo's endDate is before its startDate" },
  'merchant-id-mismatch': { severity: 'error', summary: "a merchantId differs from merchant.json's id" },
  'folder-name-mismatch': { severity: 'warning', summary: 'the folder name differs from merchant.sub' },
  'duplicate-merchant-id': {
    severity: 'error',
    summary: 'another tenant next to this one has the same merchant id',
  },
  'duplicate-sub': { severity: 'error', summary: 'another tenant next to this one has the same sub' },
} as const satisfies Record<string, CodeInfo>;

export type FindingCode = keyof typeof findingCodes;
