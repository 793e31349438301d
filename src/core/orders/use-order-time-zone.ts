import { useQuery } from '@tanstack/react-query';
import { timeZoneOf } from '../../contract/index.ts';
import { citiesQuery } from '../branches/branch-queries.ts';
import { useStorefront } from '../storefront.tsx';

/**
 * The time zone of the order's city (the contract's default until the cities arrive): every time an
 * order's screens show (its own, its review's deadline, the tracking) is read on this clock, not the
 * device's. Here in core so the order page's slots (reviews) read the same clock as the page.
 */
export function useOrderTimeZone(cityId: number | null | undefined): string {
  const { api, merchant } = useStorefront();
  const cities = useQuery(citiesQuery(api, merchant.id));
  // The contract's zone rule directly, not through core/branches/branch-hours.ts: that file brings the
  // slot rules, and the home page's status box reads this too.
  return timeZoneOf(cityId ?? null, cities.data ?? []);
}
