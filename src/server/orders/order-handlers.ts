/**
 * A signed-in customer's orders: placing one (now or for a set time), the history page by page, the
 * active ones and one by id. Only the owner sees an order: anyone else gets 404, as if it did not
 * exist. Order settings and the merchant's order settings are read handlers (read-handlers.ts).
 */
import type { Order } from '../../contract/index.ts';
import { ApiError } from '../http/api-error.ts';
import type { HandlerContext, Handlers } from '../http/api-types.ts';
import type { Session } from '../storage/db.ts';
import { messages } from '../http/error-messages.ts';
import { sessionOf } from '../accounts/handler-support.ts';
import { buildOrder } from './order-build.ts';
import { ordersOf } from './orders-store.ts';
import { idParam } from '../catalogue/read-handlers.ts';

/** Largest page of the history a client may ask for (the storefront asks for 10). */
export const MAX_PAGE_SIZE = 100;

/** The {userId} of the path, which must be the caller. */
function ownUserId(params: Readonly<Record<string, string>>, session: Session): number {
  const userId = idParam(params, 'userId');
  if (userId !== session.user.id) throw new ApiError(403, 'FORBIDDEN', messages.notYourOrders());
  return userId;
}

function place(ctx: HandlerContext<'orderCreate' | 'orderCreateAtTime'>, scheduled: boolean): Order {
  const { user } = sessionOf(ctx.session);
  const now = ctx.services.now();
  const order = buildOrder({
    tenant: ctx.tenant,
    request: ctx.body,
    user,
    now,
    scheduled,
    limits: ctx.services.limits,
  });
  const placed = ordersOf(ctx.db).place(order, now);
  if (!placed.ok) {
    // The balance was checked while building; another request (or process) spent it meanwhile.
    const balance = ctx.db.users.byId(ctx.tenant.id, user.id)?.cashback ?? 0;
    throw new ApiError(400, 'NOT_ENOUGH_CASHBACK', messages.cashbackNotEnough(balance));
  }
  return placed.order;
}

export const orderHandlers = {
  orderCreate: (ctx) => place(ctx, false),
  orderCreateAtTime: (ctx) => place(ctx, true),

  orders: ({ tenant, params, query, session, db }) => {
    const userId = ownUserId(params, sessionOf(session));
    if (query.size < 1 || query.size > MAX_PAGE_SIZE) {
      throw new ApiError(400, 'VALIDATION', messages.invalidField('size', `expected 1 to ${MAX_PAGE_SIZE}`));
    }
    if (query.page < 0)
      throw new ApiError(400, 'VALIDATION', messages.invalidField('page', 'expected 0 or more'));
    const { content, totalElements } = ordersOf(db).page(tenant.id, userId, {
      archiveOnly: query.onlyArchive === true,
      page: query.page,
      size: query.size,
    });
    return {
      content,
      page: query.page,
      size: query.size,
      totalElements,
      totalPages: Math.ceil(totalElements / query.size),
    };
  },

  activeOrders: ({ tenant, params, session, db }) =>
    ordersOf(db).active(tenant.id, ownUserId(params, sessionOf(session))),

  orderById: ({ tenant, params, session, db }) => {
    const id = idParam(params, 'id');
    const stored = ordersOf(db).find(id);
    // Another customer's order (or another merchant's) answers exactly like a missing one.
    if (!stored || stored.merchantId !== tenant.id || stored.userId !== sessionOf(session).user.id) {
      throw new ApiError(404, 'ORDER_NOT_FOUND', messages.orderNotFound(id));
    }
    return stored.order;
  },
} satisfies Handlers;
