/**
 * The console's order calls: the board's list and one order (any member with the 'orders'
 * permission, an operator within their branches), and the moves: accept, reject, move, mark paid,
 * cancel (staff-move.ts: the transition table, the race, the audit entry, the live stream).
 */
import { isCancellable } from '../../contract/index.ts';
import { ApiError } from '../base/api-error.ts';
import type { Handlers } from '../http/api-types.ts';
import { ORDER_EVENT_TOPIC } from '../orders/orders-store.ts';
import { AuditStore } from './audit-store.ts';
import { consoleMessages } from './console-messages.ts';
import { ConsoleOrderStore } from './console-orders-store.ts';
import { staffOrder } from './order-loading.ts';
import { consoleOrderOf, summaryOf } from './order-view.ts';
import { requireBranch, requireStaff } from './staff-auth.ts';
import { staffMove } from './staff-move.ts';

export const orderHandlers = {
  consoleOrders: async (ctx) => {
    const session = await requireStaff(ctx, 'orders');
    const { query, db, tenant } = ctx;
    if (query.branchId !== undefined) requireBranch(session, query.branchId);
    const own = session.staff.role === 'OPERATOR' && session.staff.branchIds.length > 0;
    const branchIds =
      query.branchId !== undefined ? [query.branchId] : own ? session.staff.branchIds : undefined;
    const { orders, more } = await new ConsoleOrderStore(db.kysely, db.engine).list(tenant.id, {
      branchIds,
      statuses: query.status,
      beforeId: query.beforeId,
      limit: query.limit,
    });
    const last = orders.at(-1);
    return { orders: orders.map(summaryOf), nextBeforeId: more && last ? last.order.id : null };
  },

  consoleOrder: async (ctx) => {
    const session = await requireStaff(ctx, 'orders');
    const stored = await staffOrder(ctx, session);
    return consoleOrderOf(ctx.db, stored, stored.order);
  },

  consoleOrderAccept: async (ctx) => {
    const session = await requireStaff(ctx, 'orders');
    const stored = await staffOrder(ctx, session);
    return staffMove(ctx, session, stored, {
      to: 'ACCEPTED',
      action: 'ORDER_ACCEPT',
      preparationMinutes: ctx.body.minutes,
    });
  },

  consoleOrderReject: async (ctx) => {
    const session = await requireStaff(ctx, 'orders');
    const stored = await staffOrder(ctx, session);
    // Rejecting is the answer to a new order; one under way is cancelled instead.
    if (stored.order.status !== 'CANCELED' && !isCancellable(stored.order.status)) {
      throw new ApiError(409, 'ORDER_NOT_NEW', consoleMessages.notWaiting(stored.order.status));
    }
    return staffMove(ctx, session, stored, { to: 'CANCELED', action: 'ORDER_REJECT', cancel: ctx.body });
  },

  consoleOrderMove: async (ctx) => {
    const session = await requireStaff(ctx, 'orders');
    const stored = await staffOrder(ctx, session);
    // A cancellation needs its reason, which only the cancel and reject calls take.
    if (ctx.body.status === 'CANCELED' && stored.order.status !== 'CANCELED') {
      throw new ApiError(400, 'REASON_REQUIRED', consoleMessages.reasonRequired(), {}, { field: 'status' });
    }
    return staffMove(ctx, session, stored, { to: ctx.body.status, action: 'ORDER_MOVE' });
  },

  consoleOrderCancel: async (ctx) => {
    const session = await requireStaff(ctx, 'orders');
    const stored = await staffOrder(ctx, session);
    return staffMove(ctx, session, stored, { to: 'CANCELED', action: 'ORDER_CANCEL', cancel: ctx.body });
  },

  consoleOrderPaid: async (ctx) => {
    const session = await requireStaff(ctx, 'orders');
    const { db, tenant, services } = ctx;
    const stored = await staffOrder(ctx, session);
    const { order } = stored;
    if (order.paymentType !== 'CASH') throw new ApiError(409, 'NOT_CASH', consoleMessages.notCash());
    // Paid already: a repeat (or another member's) changes nothing.
    if (order.isPaid) return consoleOrderOf(db, stored, order);
    if (order.status === 'CANCELED') {
      throw new ApiError(409, 'ORDER_FINAL', consoleMessages.orderFinal(order.status));
    }
    const now = services.now();
    const paid = await db.kysely.transaction().execute(async (trx) => {
      const changed = await db.orders.in(trx).setPaid(order.id, true, now);
      await new AuditStore(trx).record(
        {
          merchantId: tenant.id,
          staffId: session.staff.id,
          action: 'ORDER_PAID',
          targetType: 'ORDER',
          targetId: order.id,
          before: { status: order.status, isPaid: false },
          after: { status: changed.order.status, isPaid: true },
        },
        now,
      );
      return changed;
    });
    if (paid.event) await db.events.publish({ topic: ORDER_EVENT_TOPIC, payload: paid.event });
    return consoleOrderOf(db, stored, paid.order);
  },
} satisfies Handlers;
