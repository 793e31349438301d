/**
 * The console's live orders stream (`GET /api/console/v1/orders/events`, Server-Sent Events, with the
 * staff token in the Authorization header like every console call): every new order and every status
 * or payment change of the merchant's orders that the staff member may see (an operator: their
 * branches), from any instance (the storage event bus). Not in the endpoint table, which describes
 * JSON answers. The board reads the changed order again (consoleOrder) or the list on a `ready`.
 */
import { z } from 'zod';
import { CourierStatus, OrderStatus } from './enums.ts';

export const CONSOLE_ORDER_STREAM_PATH = '/console/v1/orders/events';

/** The first event of every stream, and of every reconnection: it is live (read the list again). */
export const CONSOLE_STREAM_READY_EVENT = 'ready';
/** A new order or a change of one: the event's name. */
export const CONSOLE_ORDER_EVENT = 'order';

export const ConsoleOrderEvent = z.object({
  orderId: z.number().int().positive(),
  status: OrderStatus,
  isPaid: z.boolean(),
  courierStatus: CourierStatus.nullable(),
  /** When it changed, epoch milliseconds. */
  at: z.number(),
});
export type ConsoleOrderEvent = z.infer<typeof ConsoleOrderEvent>;
