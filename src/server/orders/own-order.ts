/**
 * The caller's own order, as the calls about one order read it (cancel, review): another customer's
 * order, or another merchant's, answers exactly like a missing one (404), so ids reveal nothing.
 */
import { sessionOf } from '../accounts/handler-support.ts';
import { ApiError } from '../base/api-error.ts';
import { messages } from '../base/error-messages.ts';
import type { HandlerContext } from '../http/api-types.ts';
import { idParam } from '../http/path-params.ts';
import type { StoredOrder } from './orders-store.ts';

/** The caller's own order of this merchant, or 404. */
export async function ownOrder(
  ctx: Pick<HandlerContext<'orderReview'>, 'db' | 'tenant' | 'session' | 'params'>,
): Promise<StoredOrder> {
  const id = idParam(ctx.params, 'id');
  const stored = await ctx.db.orders.find(id);
  if (!stored || stored.merchantId !== ctx.tenant.id || stored.userId !== sessionOf(ctx.session).user.id) {
    throw new ApiError(404, 'ORDER_NOT_FOUND', messages.orderNotFound(id));
  }
  return stored;
}
