import type { Order } from '../../contract/index.ts';
import { useOrderTimeZone } from '../../core/orders/use-order-time-zone.ts';
import { orderTime, type OrderTime } from './order-time.ts';

/**
 * The order's set or expected time on its city's clock. The cities are part of the start-up wave, so
 * this seldom waits; until they arrive (or if they fail) the city's zone is the contract's default.
 */
export function useOrderTime(
  order: Pick<Order, 'cityId' | 'deliveryAt' | 'atTime' | 'later' | 'status' | 'cookingTime' | 'expectedAt'>,
): OrderTime | null {
  return orderTime(order, useOrderTimeZone(order.cityId));
}
