/**
 * A signed-in customer's orders: placing one (now or for a set time), the history page by page, the
 * active ones and one by id. Only the owner sees an order: anyone else gets 404, as if it did not
 * exist. Order settings and the merchant's order settings are read handlers (read-handlers.ts).
 */
import { Order } from '../../contract/index.ts';
import { ApiError, fieldError } from '../base/api-error.ts';
import type { HandlerContext, Handlers } from '../http/api-types.ts';
import type { Session } from '../storage/db.ts';
import { messages } from '../base/error-messages.ts';
import { sessionOf } from '../accounts/handler-support.ts';
import { buildOrder } from './order-build.ts';
import { EstimateInput, estimateOf } from './order-estimate.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import { ORDER_EVENT_TOPIC, type NewOrder, type OrderEvent, type PlaceRefusal } from './orders-store.ts';
import { once, requestHash } from '../storage/idempotency.ts';
import { idParam } from '../http/path-params.ts';

/** Largest page of the history a client may ask for (the storefront asks for 10). */
export const MAX_PAGE_SIZE = 100;

/** The {userId} of the path, which must be the caller. */
function ownUserId(params: Readonly<Record<string, string>>, session: Session): number {
  const userId = idParam(params, 'userId');
  if (userId !== session.user.id) throw new ApiError(403, 'FORBIDDEN', messages.notYourOrders());
  return userId;
}

/**
 * Places an order. With an Idempotency-Key, the first answer is stored with the key in the order's
 * transaction and a repeat gets it back (storage/idempotency.ts): a double tap, a retry after a
 * time-out or a reload never makes a second order.
 */
async function place(
  ctx: HandlerContext<'orderCreate' | 'orderCreateAtTime'>,
  scheduled: boolean,
): Promise<Order> {
  const { db, tenant, services } = ctx;
  const { user } = sessionOf(ctx.session);
  const now = services.now();
  const telegramId = (await db.users.byId(tenant.id, user.id))?.telegram_id ?? null;
  const order = buildOrder({
    tenant,
    request: ctx.body,
    user,
    now,
    scheduled,
    limits: services.limits,
    telegramId,
  });
  order.estimate = estimateOf(
    tenant,
    EstimateInput.parse({ ...order.body, serviceType: order.serviceType }),
    order.status,
    now,
  );
  // Filled inside the transaction, published after it committed.
  const events: (OrderEvent | undefined)[] = [];
  const store = async (trx: typeof db.kysely): Promise<Order> => {
    const limit = services.limits.activeUnpaidOrdersPerCustomer;
    if ((await db.orders.in(trx).countActiveUnpaid(tenant.id, user.id)) >= limit) {
      throw new ApiError(429, 'TOO_MANY_ACTIVE_ORDERS', messages.tooManyActiveOrders(limit));
    }
    const placed = await db.orders.in(trx).place(order, now);
    // Thrown, so the transaction rolls back whatever place() had taken before it was refused.
    if (!placed.result.ok) throw await refusalOf(placed.result.reason, order, trx);
    events.push(placed.event);
    return placed.result.order;
  };
  const placed = ctx.idempotencyKey
    ? (
        await once(
          db.kysely,
          { merchantId: tenant.id, userId: user.id, key: ctx.idempotencyKey },
          requestHash({ scheduled, body: ctx.body }),
          now,
          store,
          (stored) => Order.parse(stored),
        )
      ).value
    : await db.kysely.transaction().execute(store);
  // Published once committed, so a listener reading the order finds it.
  for (const event of events)
    if (event) await db.events.publish({ topic: ORDER_EVENT_TOPIC, payload: event });
  return placed;
}

/**
 * The error of a refused placing. The checks while building passed; another request (or instance)
 * took the last promo use or spent the balance meanwhile. Reads go through the transaction: on SQLite
 * a query beside it would wait for it forever.
 */
async function refusalOf(reason: PlaceRefusal, order: NewOrder, trx: Kysely<Database>): Promise<ApiError> {
  switch (reason) {
    case 'PROMO_USED_UP':
      return new ApiError(400, 'PROMO_USED_UP', messages.promoUsedUp());
    case 'PROMO_CUSTOMER_LIMIT':
      return new ApiError(
        400,
        'PROMO_CUSTOMER_LIMIT',
        messages.promoCustomerLimit(order.promo?.maxUsesPerCustomer ?? 0),
      );
    case 'NOT_ENOUGH_CASHBACK': {
      const row = await trx
        .selectFrom('users')
        .select('cashback')
        .where('id', '=', order.userId)
        .executeTakeFirst();
      return new ApiError(400, 'NOT_ENOUGH_CASHBACK', messages.cashbackNotEnough(row?.cashback ?? 0));
    }
  }
}

export const orderHandlers = {
  orderCreate: (ctx) => place(ctx, false),
  orderCreateAtTime: (ctx) => place(ctx, true),

  orders: async ({ tenant, params, query, session, db }) => {
    const userId = ownUserId(params, sessionOf(session));
    if (query.size < 1 || query.size > MAX_PAGE_SIZE) {
      throw fieldError('size', { kind: 'range', min: 1, max: MAX_PAGE_SIZE });
    }
    if (query.page < 0) throw fieldError('page', { kind: 'min', min: 0 });
    const { content, totalElements } = await db.orders.page(tenant.id, userId, {
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
    db.orders.active(tenant.id, ownUserId(params, sessionOf(session))),

  orderById: async ({ tenant, params, session, db }) => {
    const id = idParam(params, 'id');
    const stored = await db.orders.find(id);
    // Another customer's order (or another merchant's) answers exactly like a missing one.
    if (!stored || stored.merchantId !== tenant.id || stored.userId !== sessionOf(session).user.id) {
      throw new ApiError(404, 'ORDER_NOT_FOUND', messages.orderNotFound(id));
    }
    return stored.order;
  },
} satisfies Handlers;
