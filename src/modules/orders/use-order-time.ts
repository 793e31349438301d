import { useQuery } from '@tanstack/react-query';
import { timeZoneOf, type Order } from '../../contract/index.ts';
import { citiesQuery } from '../../core/branches/branch-queries.ts';
import { useStorefront } from '../../core/storefront.tsx';
import { orderTime, type OrderTime } from './order-time.ts';

/** The time zone of the order's city (the contract's default until the cities arrive). */
export function useOrderTimeZone(cityId: number | null | undefined): string {
  const { api, merchant } = useStorefront();
  const cities = useQuery(citiesQuery(api, merchant.id));
  // The contract's zone rule directly, not through core/branches/branch-hours.ts: that file brings the
  // slot rules, and the home page's status box reads this too.
  return timeZoneOf(cityId ?? null, cities.data ?? []);
}

/**
 * The order's set or expected time on its city's clock. The cities are part of the start-up wave, so
 * this seldom waits; until they arrive (or if they fail) the city's zone is the contract's default.
 */
export function useOrderTime(
  order: Pick<Order, 'cityId' | 'deliveryAt' | 'atTime' | 'later' | 'status' | 'cookingTime' | 'expectedAt'>,
): OrderTime | null {
  return orderTime(order, useOrderTimeZone(order.cityId));
}
