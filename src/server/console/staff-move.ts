/**
 * A staff member moves an order: checked against the transition table, written by one conditional
 * update on the status the member saw (orders/order-status-change.ts, the development switch's own
 * path) together with its audit entry, then told to the customer's live stream.
 *
 * - Two members moving one order at once: the update of one finds the status it expected and wins;
 *   the other's finds it changed and answers 409 ORDER_CONFLICT naming the status now.
 * - The same member repeating a move that went through (a retry after a lost answer, a double tap)
 *   is answered with the order as it is, and nothing is written twice.
 */
import type { Order, OrderStatus } from '../../contract/index.ts';
import type { AuditAction } from '../../contract/console-audit.ts';
import type { ConsoleOrder } from '../../contract/console-orders.ts';
import { checkMove } from '../../contract/order-transitions.ts';
import { ApiError } from '../base/api-error.ts';
import type { HandlerContext } from '../http/api-types.ts';
import { changeOrderStatus } from '../orders/order-status-change.ts';
import type { StatusMove, StoredOrder } from '../orders/orders-store.ts';
import { startRefund } from '../payments/refunds.ts';
import { AuditStore } from './audit-store.ts';
import { consoleMessages } from './console-messages.ts';
import { consoleOrderOf } from './order-view.ts';
import type { StaffSession } from './staff-sessions.ts';

type MoveContext = Pick<HandlerContext<'consoleOrderMove'>, 'tenant' | 'db' | 'services'>;

/** The move asked for. */
export interface StaffMove {
  to: OrderStatus;
  action: AuditAction;
  /** The kitchen's promise, for an accept. */
  preparationMinutes?: number;
  /** A rejection's or cancellation's reason. */
  cancel?: NonNullable<StatusMove['cancel']>;
}

const auditFields = (order: Pick<Order, 'status' | 'isPaid'>) => ({
  status: order.status,
  isPaid: order.isPaid,
});

/** 200 for the member's own repeat, else 409: the order is final, or someone else moved it. */
async function answerRepeat(ctx: MoveContext, session: StaffSession, stored: StoredOrder, to: OrderStatus) {
  const { order } = stored;
  const mover = await new AuditStore(ctx.db.kysely).lastMoverTo(ctx.tenant.id, order.id, to);
  if (order.status === to && mover === session.staff.id) return consoleOrderOf(ctx.db, stored, order);
  const check = checkMove(order, to);
  if (!check.ok && check.refusal === 'ORDER_FINAL' && order.status !== to) {
    throw new ApiError(409, 'ORDER_FINAL', consoleMessages.orderFinal(order.status));
  }
  throw new ApiError(409, 'ORDER_CONFLICT', consoleMessages.conflict(order.status));
}

/**
 * Moves `stored` as `move` says, on behalf of `session`'s member.
 * @throws ApiError 409 ORDER_FINAL, MOVE_NOT_ALLOWED (with what is allowed) or ORDER_CONFLICT
 */
export async function staffMove(
  ctx: MoveContext,
  session: StaffSession,
  stored: StoredOrder,
  move: StaffMove,
): Promise<ConsoleOrder> {
  const { tenant, db, services } = ctx;
  const { order } = stored;
  if (order.status === move.to) return answerRepeat(ctx, session, stored, move.to);
  const check = checkMove(order, move.to);
  if (!check.ok) {
    const message =
      check.refusal === 'ORDER_FINAL'
        ? consoleMessages.orderFinal(order.status)
        : consoleMessages.moveRefused(order.status, move.to, check.allowed);
    throw new ApiError(409, check.refusal, message);
  }
  const now = services.now();
  const moved = await changeOrderStatus({ tenant, db, now }, stored, {
    status: move.to,
    guarded: true,
    preparationMinutes: move.preparationMinutes,
    cancel: move.cancel,
    within: (trx, after) =>
      new AuditStore(trx).record(
        {
          merchantId: tenant.id,
          staffId: session.staff.id,
          action: move.action,
          targetType: 'ORDER',
          targetId: order.id,
          before: auditFields(order),
          after: {
            ...auditFields(after),
            ...(move.preparationMinutes !== undefined && { preparationMinutes: move.preparationMinutes }),
            ...(move.cancel && { reason: move.cancel.reason, comment: move.cancel.comment }),
          },
        },
        now,
      ),
  });
  if (!moved) {
    // Moved by someone else between the read and the update: answered from the order as it now is.
    const fresh = await db.orders.find(order.id);
    if (!fresh) throw new ApiError(409, 'ORDER_CONFLICT', consoleMessages.conflict('—'));
    return answerRepeat(ctx, session, fresh, move.to);
  }
  // A paid order's money goes back where this server can send it (the customer's cancel does the same).
  const refunded = moved.refundState === 'PENDING' ? await startRefund(ctx, moved) : undefined;
  return consoleOrderOf(db, stored, refunded ?? moved);
}
