/**
 * The merchant's place in the query cache (filled from the boot data or the rendered page). A file of
 * its own so the boot data's and hydration's code, loaded apart from the start, carry nothing more.
 */
export const merchantQueryKey = (sub: string | null) => ['merchant', sub] as const;
