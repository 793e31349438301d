/**
 * Calling a waiter during a dine-in order (spec section 4: "a waiter call toggles to a 'waiter was
 * called' state"). One open call per order: calling again while one is open answers the open call
 * (the server is idempotent per open call). A call is open until the staff answer it or until
 * WAITER_CALL_TIMEOUT_MS pass unanswered; then the customer may call again.
 *
 * Decision: five minutes. A waiter normally comes within a couple of minutes; a call still unanswered
 * after five was most likely missed, and the customer should be able to call again rather than wait
 * in front of a button that says someone is coming.
 */
import { z } from 'zod';
import type { Order } from './commerce.ts';
import type { OrderStatus } from './enums.ts';
import { DateTime, Id } from './primitives.ts';

export const WAITER_CALL_TIMEOUT_MS = 5 * 60_000;

/** Finished orders (the archive tab): nobody is at the table any more. */
const FINISHED: ReadonlySet<OrderStatus> = new Set(['DELIVERED', 'DONE', 'CLOSED', 'CANCELED']);

/** Whether a waiter may be called to an order: dine-in, at a known table, not finished. */
export const canCallWaiter = (order: Pick<Order, 'serviceType' | 'tableId' | 'status'>): boolean =>
  order.serviceType === 'DINE_IN' && !!order.tableId && !FINISHED.has(order.status);

export const WaiterCallState = z.enum(['CALLED', 'ANSWERED', 'EXPIRED']);
export type WaiterCallState = z.infer<typeof WaiterCallState>;

export const WaiterCall = z.object({
  id: Id,
  orderId: Id,
  state: WaiterCallState,
  calledAt: DateTime,
  /** When an unanswered call stops being open. */
  expiresAt: DateTime,
  answeredAt: DateTime.nullable(),
});
export type WaiterCall = z.infer<typeof WaiterCall>;

/** The order's latest call, or null when none was made. */
export const LatestWaiterCall = z.object({ call: WaiterCall.nullable() });
