/**
 * When a scheduled order (orders/at-time) is for: a time ahead of now and no further ahead than the
 * orderScheduleDaysAhead limit, so a typo or a hostile client cannot book the kitchen for the year 9999.
 */
import { ApiError, fieldError } from '../base/api-error.ts';
import { messages } from '../base/error-messages.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The order's deliveryAt, checked against the clock.
 * @throws ApiError 400 VALIDATION (missing), DELIVERY_TIME_NOT_FUTURE or DELIVERY_TIME_TOO_FAR
 */
export function scheduledTime(
  deliveryAt: string | null | undefined,
  now: number,
  maxDaysAhead: number,
): string {
  if (!deliveryAt) throw fieldError('deliveryAt', { kind: 'required' });
  const at = Date.parse(deliveryAt);
  // Written so that a time the clock cannot read (NaN) is refused too, never taken as "ahead".
  if (!(at > now)) throw new ApiError(400, 'DELIVERY_TIME_NOT_FUTURE', messages.deliveryTimeNotFuture());
  if (at > now + maxDaysAhead * DAY_MS) {
    throw new ApiError(400, 'DELIVERY_TIME_TOO_FAR', messages.deliveryTimeTooFar(maxDaysAhead));
  }
  return deliveryAt;
}
