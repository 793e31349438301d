/** Finding the order a console call is about, within the merchant and the member's branches. */
import { ApiError } from '../base/api-error.ts';
import { idParam } from '../http/path-params.ts';
import type { StoredOrder } from '../orders/orders-store.ts';
import type { StorefrontDb } from '../storage/db.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { consoleMessages } from './console-messages.ts';
import { requireBranch } from './staff-auth.ts';
import type { StaffSession } from './staff-sessions.ts';

/**
 * The order of the call's {id}.
 * @throws ApiError 404 ORDER_NOT_FOUND (none, or another merchant's), 403 BRANCH_REFUSED (an
 *   operator's other branch)
 */
export async function staffOrder(
  ctx: { tenant: Tenant; params: Readonly<Record<string, string>>; db: StorefrontDb },
  session: StaffSession,
): Promise<StoredOrder> {
  const id = idParam(ctx.params, 'id');
  const stored = await ctx.db.orders.find(id);
  if (!stored || stored.merchantId !== ctx.tenant.id) {
    throw new ApiError(404, 'ORDER_NOT_FOUND', consoleMessages.orderNotFound(id));
  }
  requireBranch(session, stored.order.branchId);
  return stored;
}
