/**
 * What the merchant's console sees of orders and sends about them (endpoints/console.ts). The order
 * itself is the contract's Order; the console adds who ordered, the payment's state, the timeline of
 * status changes and the moves the transition table allows (order-transitions.ts).
 */
import { z } from 'zod';
import { CourierStatus, OrderStatus } from './enums.ts';
import { Order } from './commerce.ts';
import { DateTime, Id } from './primitives.ts';

/**
 * Why staff reject or cancel an order. The customer reads it in their language (the storefront
 * translates the code); OTHER comes with the staff member's own words.
 */
export const StaffCancelReason = z.enum([
  'OUT_OF_STOCK',
  'KITCHEN_BUSY',
  'BRANCH_CLOSED',
  'OUT_OF_ZONE',
  'CUSTOMER_UNREACHABLE',
  'OTHER',
]);
export type StaffCancelReason = z.infer<typeof StaffCancelReason>;

export const STAFF_REASON_COMMENT_MAX = 500;

/** Rejecting a new order or cancelling one under way: a reason, and words for OTHER. */
export const StaffCancelRequest = z
  .object({
    reason: StaffCancelReason,
    comment: z.string().trim().max(STAFF_REASON_COMMENT_MAX).default(''),
  })
  .refine((body) => body.reason !== 'OTHER' || body.comment.length > 0, {
    path: ['comment'],
    message: 'say why, in a few words',
  });

/** Longest preparation time staff may promise, in minutes (a scheduled order is accepted earlier). */
export const PREPARATION_MAX_MINUTES = 24 * 60;

export const AcceptRequest = z.object({
  /** How long the kitchen needs from now: the customer's estimate moves with it. */
  minutes: z.number().int().min(1).max(PREPARATION_MAX_MINUTES),
});

export const MoveRequest = z.object({ status: OrderStatus });

/** One change of an order's status, as the live stream sent it. */
export const TimelineEntry = z.object({
  status: OrderStatus,
  isPaid: z.boolean(),
  courierStatus: CourierStatus.nullable(),
  at: DateTime,
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;

/** Where the money of a cancelled paid order is, and what the merchant must do when it is not back. */
export const RefundInfo = z.object({
  state: z.enum(['PENDING', 'REFUNDED']),
  /** What the merchant still has to do (English; null once refunded or done by this server). */
  action: z.string().nullable(),
});

/** An order as the console's board lists it. */
export const ConsoleOrderSummary = z.object({
  id: Id,
  number: z.union([z.string(), z.number()]).nullish(),
  status: OrderStatus,
  serviceType: Order.shape.serviceType,
  paymentType: Order.shape.paymentType,
  isPaid: z.boolean(),
  branchId: Id.nullable(),
  totalPrice: z.number().nullable(),
  createdAt: DateTime,
  expectedAt: DateTime.nullable(),
  /** The moves the transition table allows from here. */
  nextStatuses: z.array(OrderStatus),
});
export type ConsoleOrderSummary = z.infer<typeof ConsoleOrderSummary>;

/** One order with everything the console's order page shows. */
export const ConsoleOrder = z.object({
  order: Order,
  /** The customer's phone (tap to call); null once the customer deleted the account. */
  customerPhone: z.string().nullable(),
  refund: RefundInfo.nullable(),
  timeline: z.array(TimelineEntry),
  nextStatuses: z.array(OrderStatus),
});
export type ConsoleOrder = z.infer<typeof ConsoleOrder>;

export const ConsoleOrderList = z.object({
  orders: z.array(ConsoleOrderSummary),
  /** Pass as beforeId for the next page; null on the last. */
  nextBeforeId: Id.nullable(),
});

/** A comma-separated query list of statuses ("CREATED,ACCEPTED"). */
const StatusList = z
  .string()
  .transform((text) => text.split(',').map((part) => part.trim()))
  .pipe(z.array(OrderStatus));

export const ConsoleOrderQuery = z.object({
  branchId: z.coerce.number().int().nonnegative().optional(),
  status: StatusList.optional(),
  beforeId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
