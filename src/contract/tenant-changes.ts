/**
 * The merchant's changes stream (`GET /api/products/v1/changes?merchant=<id>`, Server-Sent Events):
 * an open storefront hears that what every visitor sees changed (a dish stopped, a branch paused, a
 * setting) and asks for it again, without a reload. Public: it carries no data, only "changed", so
 * the storefront reads the changes through the usual calls (kept answers, a new ETag). Not in the
 * endpoint table, which describes JSON answers. No schema: the storefront reads nothing from an
 * event but its name (and so loads no schema library for it on the first screen).
 */

/** The stream's path under the API base; the merchant goes in the query (EventSource sends no headers). */
export const TENANT_CHANGES_PATH = '/products/v1/changes';

/** The first event of every stream: it is live, and a change from now on is heard. */
export const TENANT_CHANGES_READY_EVENT = 'ready';

/** The event of a change, and what it carries: when the change was applied on the server (epoch ms). */
export const TENANT_CHANGED_EVENT = 'changed';
export interface TenantChanged {
  at: number;
}
