/**
 * The live order status stream (`GET /api/orders/v1/orders/events`, Server-Sent Events): what one
 * `order` event carries. Not in the endpoint table, which describes JSON answers; the server writes
 * this shape and the storefront reads it back through the same schema.
 */
import { z } from 'zod';
import { CourierStatus, OrderStatus } from './enums.ts';

/** The stream's path under the API base. */
export const ORDER_STREAM_PATH = '/orders/v1/orders/events';

/** A status change of one of the customer's orders. */
export const OrderStreamEvent = z.object({
  orderId: z.number().int().positive(),
  status: OrderStatus,
  isPaid: z.boolean(),
  /** The delivery's courier status as the change left it (null: none yet, or not a delivery). */
  courierStatus: CourierStatus.nullable(),
  /** When it changed, epoch milliseconds. */
  at: z.number(),
});
export type OrderStreamEvent = z.infer<typeof OrderStreamEvent>;

/** The first event of every stream: it is live, and resumes after this event id. */
export const OrderStreamReady = z.object({ after: z.number().int().nonnegative() });
