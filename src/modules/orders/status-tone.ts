/**
 * How a status badge looks, by what the status means to the customer: sent and waiting for the
 * merchant (neutral), confirmed and under way (blue), done (green), cancelled (red). Never the brand's
 * colour: a red brand made a new order look like an error. Kept out of order-labels.ts, which the home
 * page's status box downloads, since only the badges need it.
 */
import type { OrderStatus } from '../../contract/index.ts';
import { awaitsConfirmation } from '../../core/order-confirmation.ts';
import { isFinished } from './order-labels.ts';

export type StatusTone = 'waiting' | 'progress' | 'done' | 'cancelled';

export function statusTone(status: OrderStatus): StatusTone {
  if (status === 'CANCELED') return 'cancelled';
  if (isFinished(status)) return 'done';
  return awaitsConfirmation(status) ? 'waiting' : 'progress';
}
