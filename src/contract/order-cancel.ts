/**
 * Cancelling an order (cancelOrderActive). The rule, enforced by the server and mirrored by the
 * storefront's button: a customer may cancel only while the merchant has not taken the order on,
 * that is while it is CREATED or OPEN (placed, waiting for the merchant) or AT_TIME (scheduled, not
 * started). From ACCEPTED on the kitchen is working on it (COOKING, ON_WAY...), and a finished or
 * already cancelled order has nothing left to cancel: the customer calls the merchant instead.
 *
 * An order paid online is refunded when cancelled: the server records the refund as PENDING, asks
 * the provider where it can (a saved card's Payme receipt is cancelled through the Subscribe API), and
 * marks it REFUNDED once the provider confirms; Payme, Click and Uzum merchant-API payments are given
 * back by the provider's cancel callback (payments/), which marks the transaction refunded.
 */
import { z } from 'zod';
import type { OrderStatus } from './enums.ts';

export const CANCELLABLE_STATUSES = ['CREATED', 'OPEN', 'AT_TIME'] as const satisfies readonly OrderStatus[];

export const isCancellable = (status: OrderStatus): boolean =>
  (CANCELLABLE_STATUSES as readonly OrderStatus[]).includes(status);

/** Why the customer cancels: a short list, OTHER with their own words. */
export const CancelReason = z.enum(['CHANGED_MIND', 'WRONG_ORDER', 'TOO_LONG', 'WRONG_ADDRESS', 'OTHER']);
export type CancelReason = z.infer<typeof CancelReason>;

export const CANCEL_COMMENT_MAX = 500;

export const OrderCancelRequest = z
  .object({
    reason: CancelReason,
    comment: z.string().trim().max(CANCEL_COMMENT_MAX).default(''),
  })
  .refine((body) => body.reason !== 'OTHER' || body.comment.length > 0, {
    path: ['comment'],
    message: 'say why, in a few words',
  });
export type OrderCancelRequest = z.infer<typeof OrderCancelRequest>;

/** Where the money of a cancelled paid order is: on its way back, or back. */
export const RefundState = z.enum(['PENDING', 'REFUNDED']);
export type RefundState = z.infer<typeof RefundState>;
