/**
 * The catalogue call's path (endpoints/catalogue.ts's `overalls`) and how an answer says it is
 * checked, apart from the schemas: the start-up code calls it without loading them when the
 * answer comes checked (core/catalogue/fetch-catalogue.ts).
 */
export const OVERALLS_PATH = '/products/v1/overalls';

/**
 * The header with which the reference server names the build whose contract checked an answer
 * (src/server/http/answer-cache.ts); the browser of that build takes such an answer as checked.
 */
export const CHECKED_BY_BUILD_HEADER = 'storefront-build';
