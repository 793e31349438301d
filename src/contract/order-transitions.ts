/**
 * Which order status may follow which: the one table the server enforces on every staff move and
 * the console reads to offer only the moves that will be accepted. The spec lists the statuses
 * (section 4) but not the moves ("Transitions: not shown"); this table is this contract's decision:
 *
 * | from                   | delivery (DELIVERY, EXPRESS_24)  | pickup, dine-in and the rest |
 * | ---------------------- | -------------------------------- | ---------------------------- |
 * | CREATED, OPEN, AT_TIME | ACCEPTED, CANCELED               | ACCEPTED, CANCELED           |
 * | ACCEPTED               | COOKING, CANCELED                | COOKING, CANCELED            |
 * | COOKING                | ATTACHED, ON_WAY, CANCELED       | DONE, CANCELED               |
 * | ATTACHED               | ON_WAY, CANCELED                 | (not used)                   |
 * | ON_WAY                 | DELIVERED, CANCELED              | (not used)                   |
 * | DELIVERED              | DONE                             | (not used)                   |
 * | DONE, CANCELED, CLOSED | final                            | final                        |
 *
 * - CREATED/OPEN are a placed order waiting for the merchant, AT_TIME a scheduled one: accepting
 *   confirms either. ATTACHED means a courier was assigned (the estimate keeps its time then).
 * - A delivered order can still be closed as DONE; nothing leaves DONE, CANCELED or CLOSED (CLOSED has
 *   no label in the spec, and no move leads to it: an order found there stays there).
 * - No move goes back: a mistaken move is corrected by cancelling, never by rewinding the kitchen.
 *
 * Courier statuses (the delivery provider's, spec section 4) have their own table below, for the
 * same reason: the console shows and the server accepts only what can really follow.
 */
import { z } from 'zod';
import type { CourierStatus, OrderStatus, ServiceType } from './enums.ts';
import { isDeliveryService } from './pricing.ts';

/** Statuses nothing may leave. */
export const FINAL_STATUSES = ['DONE', 'CANCELED', 'CLOSED'] as const satisfies readonly OrderStatus[];

type Moves = Partial<Record<OrderStatus, readonly OrderStatus[]>>;

const WAITING: readonly OrderStatus[] = ['ACCEPTED', 'CANCELED'];

/** Moves every kind of order shares. */
const COMMON: Moves = {
  CREATED: WAITING,
  OPEN: WAITING,
  AT_TIME: WAITING,
  ACCEPTED: ['COOKING', 'CANCELED'],
};

const DELIVERY_MOVES: Moves = {
  ...COMMON,
  COOKING: ['ATTACHED', 'ON_WAY', 'CANCELED'],
  ATTACHED: ['ON_WAY', 'CANCELED'],
  ON_WAY: ['DELIVERED', 'CANCELED'],
  DELIVERED: ['DONE'],
};

/** Pickup, dine-in and every other service without a drive: the customer takes the order at the branch. */
const COUNTER_MOVES: Moves = {
  ...COMMON,
  COOKING: ['DONE', 'CANCELED'],
};

/** What `checkMove` looks at: the order's status now and how it reaches the customer. */
export interface MovableOrder {
  status: OrderStatus;
  serviceType: ServiceType;
}

/** The statuses an order may move to next (empty for a final one). */
export function nextStatuses(order: MovableOrder): readonly OrderStatus[] {
  const table = isDeliveryService(order.serviceType) ? DELIVERY_MOVES : COUNTER_MOVES;
  return table[order.status] ?? [];
}

export const isFinalStatus = (status: OrderStatus): boolean =>
  (FINAL_STATUSES as readonly OrderStatus[]).includes(status);

/** Why a move is refused, as an error code the server answers and the console translates. */
export const MoveRefusal = z.enum([
  /** The order is DONE, CANCELED or CLOSED. */
  'ORDER_FINAL',
  /** The order is already in the status asked for. */
  'SAME_STATUS',
  /** The table has no such move for this order (a skipped step, a step back, the wrong kind). */
  'MOVE_NOT_ALLOWED',
]);
export type MoveRefusal = z.infer<typeof MoveRefusal>;

export type MoveCheck = { ok: true } | { ok: false; refusal: MoveRefusal; allowed: readonly OrderStatus[] };

/** Whether `order` may move to `to`, and if not, why and what it may move to instead. */
export function checkMove(order: MovableOrder, to: OrderStatus): MoveCheck {
  const allowed = nextStatuses(order);
  if (allowed.includes(to)) return { ok: true };
  if (isFinalStatus(order.status)) return { ok: false, refusal: 'ORDER_FINAL', allowed };
  if (order.status === to) return { ok: false, refusal: 'SAME_STATUS', allowed };
  return { ok: false, refusal: 'MOVE_NOT_ALLOWED', allowed };
}

/**
 * Courier statuses (the delivery provider's claim, then its performer). A claim is created
 * (NEW_ORDER), priced (READY_FOR_APPROVAL or ESTIMATING_FAILED) and confirmed (ACCEPTED); then a
 * performer is looked for, found, comes to the branch, picks up, arrives and hands over. A courier
 * who cannot hand over brings the order back (RETURNING...). FAILED, CANCELLED,
 * PERFORMER_NOT_FOUND, PERFORMER_DELIVERED_FINISH and PERFORMER_RETURNED_FINISH are final; a claim
 * may be cancelled at any step before pick-up.
 */
const COURIER_MOVES: Partial<Record<CourierStatus, readonly CourierStatus[]>> = {
  none: ['NEW_ORDER', 'PERFORMER_LOOK_UP', 'CANCELLED'],
  NEW_ORDER: ['READY_FOR_APPROVAL', 'ESTIMATING_FAILED', 'CANCELLED', 'FAILED'],
  ESTIMATING_FAILED: ['NEW_ORDER', 'CANCELLED'],
  READY_FOR_APPROVAL: ['ACCEPTED', 'CANCELLED', 'FAILED'],
  ACCEPTED: ['PERFORMER_LOOK_UP', 'CANCELLED', 'FAILED'],
  PERFORMER_LOOK_UP: ['PERFORMER_FOUND', 'PERFORMER_NOT_FOUND', 'CANCELLED', 'FAILED'],
  PERFORMER_FOUND: ['PERFORMER_PICK_UP_ARRIVED', 'PERFORMER_PICKUPED', 'CANCELLED', 'FAILED'],
  PERFORMER_PICK_UP_ARRIVED: ['PERFORMER_PICKUPED', 'CANCELLED', 'FAILED'],
  PERFORMER_PICKUPED: ['PERFORMER_ARRIVED', 'PERFORMER_DELIVERED_FINISH', 'PERFORMER_RETURNING', 'FAILED'],
  PERFORMER_ARRIVED: ['PERFORMER_DELIVERED_FINISH', 'PERFORMER_RETURNING', 'FAILED'],
  PERFORMER_RETURNING: ['PERFORMER_RETURN_ARRIVED', 'FAILED'],
  PERFORMER_RETURN_ARRIVED: ['PERFORMER_RETURNED_FINISH'],
};

/** The courier statuses that may follow `from` (null: no courier yet, like "none"). */
export function nextCourierStatuses(from: CourierStatus | null): readonly CourierStatus[] {
  return COURIER_MOVES[from ?? 'none'] ?? [];
}

/** Whether a courier may go from `from` to `to`. */
export const canMoveCourier = (from: CourierStatus | null, to: CourierStatus): boolean =>
  nextCourierStatuses(from).includes(to);
