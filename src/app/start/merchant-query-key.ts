/** The merchant's place in the query cache (filled from the boot data or the rendered page). */
export const merchantQueryKey = (sub: string | null) => ['merchant', sub] as const;
