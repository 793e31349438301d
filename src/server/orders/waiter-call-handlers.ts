/**
 * Calling a waiter to the table of a dine-in order (contract/waiter-call.ts): only the order's owner
 * may call or look, only while the order is under way, and only for a dine-in order with a table.
 * The staff's answer comes from the development switch here (there is no back office), as order
 * statuses do (dev/dev-handlers.ts).
 */
import { canCallWaiter } from '../../contract/waiter-call.ts';
import { sessionOf } from '../accounts/handler-support.ts';
import { idParam } from '../http/path-params.ts';
import { ApiError } from '../base/api-error.ts';
import type { Handlers } from '../http/api-types.ts';
import { messages } from '../base/error-messages.ts';
import type { StorefrontDb } from '../storage/db.ts';
import type { Tenant } from '../tenants/load-tenants.ts';
import { waiterCallsOf } from './waiter-calls-store.ts';

async function orderOf(db: StorefrontDb, tenant: Tenant, id: number, userId: number | null) {
  const stored = await db.orders.find(id);
  if (!stored || stored.merchantId !== tenant.id || (userId !== null && stored.userId !== userId)) {
    throw new ApiError(404, 'ORDER_NOT_FOUND', messages.orderNotFound(id));
  }
  return stored.order;
}

export const waiterCallHandlers = {
  waiterCall: async ({ tenant, params, session, db, services }) => {
    const { user } = sessionOf(session);
    const order = await orderOf(db, tenant, idParam(params, 'id'), user.id);
    return { call: (await waiterCallsOf(db).latest(order.id, services.now())) ?? null };
  },

  waiterCallCreate: async ({ tenant, params, session, db, services }) => {
    const { user } = sessionOf(session);
    const order = await orderOf(db, tenant, idParam(params, 'id'), user.id);
    if (!canCallWaiter(order)) {
      throw new ApiError(409, 'WAITER_CALL_NOT_AVAILABLE', {
        ru: 'Официанта можно позвать только к столику заказа в заведении, пока он не завершён',
        uz: 'Ofitsiantni faqat muassasadagi buyurtma stoliga, u yakunlanmaguncha chaqirish mumkin',
        eng: 'A waiter can only be called to the table of a dine-in order that is under way',
      });
    }
    return waiterCallsOf(db).call(tenant.id, order.id, services.now());
  },

  devWaiterAnswer: async ({ tenant, params, db, services }) => {
    // The development switch only (createApp leaves this route out otherwise; see devOnlyEndpoints).
    if (!services.outbox.inboxEnabled) {
      throw new ApiError(
        404,
        'NOT_FOUND',
        messages.routeNotFound('PUT /api/dev/v1/orders/{id}/waiter/answer'),
      );
    }
    const order = await orderOf(db, tenant, idParam(params, 'id'), null);
    const store = waiterCallsOf(db);
    const now = services.now();
    await store.answer(order.id, now);
    return { call: (await store.latest(order.id, now)) ?? null };
  },
} satisfies Handlers;
