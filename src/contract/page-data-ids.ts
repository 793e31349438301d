/**
 * The ids of the JSON scripts a page from the server carries. Kept apart from their schemas: the
 * start-up code looks for them without loading zod (src/app/ssr/hydrate.ts).
 */
export const BOOT_DATA_ELEMENT_ID = 'boot-data';
export const RENDERED_PAGE_ELEMENT_ID = 'rendered-page';
