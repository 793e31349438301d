/**
 * Where the address picker opens (spec sections 4 and 9): the customer's location when the flow
 * just asked for it, else the order's address, else the newest saved address, else the merchant's
 * city, else the spec's address map centre. Always at the picker's zoom.
 */
import type { City, GeoPoint } from '../../contract/index.ts';

/** Spec section 9: the address map centre. */
export const DEFAULT_PICKER_CENTRE: GeoPoint = { latitude: 41.311321, longitude: 69.27922327443147 };
/** Spec section 9: map zoom 14 in the picker. */
export const PICKER_ZOOM = 14;

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
  return { centre: DEFAULT_PICKER_CENTRE, source: 'default' };
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
