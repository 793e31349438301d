/** Every query of a signed-in member starts with this, so signing out drops them all at once. */
export const STAFF_QUERY_ROOT = ['console', 'staff-session'] as const;

export const staffKey = (...parts: readonly unknown[]) => [...STAFF_QUERY_ROOT, ...parts];
