/**
 * The build this code belongs to: a hash of everything the build is made from (src/tools/build.ts
 * computes it and gives the same value to the browser's bundle and the server-rendering one), or
 * "development" outside a build (the dev server, unit tests).
 *
 * A server-rendered page names the build whose server code wrote its data (contract/rendered-page.ts),
 * and the browser hydrates it only when that is its own build: then the data has the shape this code
 * knows, checked by the server before it was written, and the start-up code needs no schema library
 * to read it. A page from another build (a server that kept an older rendering bundle) is drawn by
 * the browser instead.
 */
declare const __STOREFRONT_BUILD__: string | undefined;

export const BUILD_ID: string =
  typeof __STOREFRONT_BUILD__ === 'string' ? __STOREFRONT_BUILD__ : 'development';
