/**
 * Whether the merchant has confirmed an order yet. Spec section 4 lists the statuses without their
 * transitions; a new order is CREATED (OPEN in some back offices, AT_TIME when set for a time) until
 * the merchant accepts it. Shared by the checkout (what its notice says once the order is placed) and
 * the orders (the badge, and the notice when the confirmation comes), so the two always agree.
 */
import type { OrderStatus } from '../contract/index.ts';

const unconfirmed: ReadonlySet<OrderStatus> = new Set(['OPEN', 'CREATED', 'AT_TIME']);

/** The order was sent but the merchant has not confirmed it yet. */
export const awaitsConfirmation = (status: OrderStatus): boolean => unconfirmed.has(status);
