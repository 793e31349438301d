/**
 * Where the address picker opens (spec sections 4 and 9): the customer's location when the flow
 * just asked for it, else the order's address, else the newest saved address, else the merchant's
 * city, else the spec's address map centre (src/map/constants.ts).
 */
import type { City, GeoPoint } from '../../contract/index.ts';
import { DEFAULT_ADDRESS_CENTRE } from '../../map/constants.ts';

export type PickerStartSource = 'located' | 'order' | 'saved' | 'city' | 'default';

export function pickerStart(input: {
  located: GeoPoint | null;
  orderAddress: GeoPoint | null;
  saved: readonly GeoPoint[];
  city: GeoPoint | null;
}): { centre: GeoPoint; source: PickerStartSource } {
  const point = (p: GeoPoint) => ({ latitude: p.latitude, longitude: p.longitude });
  if (input.located) return { centre: point(input.located), source: 'located' };
  if (input.orderAddress) return { centre: point(input.orderAddress), source: 'order' };
  const newest = input.saved[0];
  if (newest) return { centre: point(newest), source: 'saved' };
  if (input.city) return { centre: point(input.city), source: 'city' };
  return { centre: { ...DEFAULT_ADDRESS_CENTRE }, source: 'default' };
}

/**
 * The merchant's city (spec section 4: the merchant's main city, the only city, or the first marked
 * isMain; else the first).
 */
export function merchantCity(cities: readonly City[], mainCityId: number | null | undefined): City | null {
  return (
    cities.find((c) => c.id === mainCityId) ??
    (cities.length === 1 ? cities[0] : undefined) ??
    cities.find((c) => c.isMain) ??
    cities[0] ??
    null
  );
}
