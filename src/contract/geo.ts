/**
 * Geometry shared by the storefront and the reference server, so a zone check or an address match
 * cannot differ between the screen and the order (spec sections 4, 5 and 9).
 *
 * Two coordinate orders meet here. The merchant backend stores points and polygons as
 * [latitude, longitude]; maps and GeoJSON use [longitude, latitude]. The swap happens in
 * `toMapOrder`/`fromMapOrder` and nowhere else.
 */
import type { LatLng } from './places.ts';

/** A point as the backend names it. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** [longitude, latitude], as maps and GeoJSON want it. */
export type LngLat = [number, number];

/** Spec section 5: polygon coordinates are swapped between server order and map order. */
export const toMapOrder = ([latitude, longitude]: LatLng): LngLat => [longitude, latitude];
export const fromMapOrder = ([longitude, latitude]: LngLat): LatLng => [latitude, longitude];

/** Spec section 9: the map centre is rounded to 6 decimals (about 0.1 m). */
export const roundCoordinate = (value: number): number => Math.round(value * 1e6) / 1e6;

/** Spec section 9: a pin this close (in degrees, on both axes) to a saved address reuses that address. */
export const ADDRESS_MATCH_TOLERANCE = 0.000099;

/** Whether two points are the same address by the spec's tolerance. */
export const isSameSpot = (a: GeoPoint, b: GeoPoint): boolean =>
  Math.abs(a.latitude - b.latitude) <= ADDRESS_MATCH_TOLERANCE &&
  Math.abs(a.longitude - b.longitude) <= ADDRESS_MATCH_TOLERANCE;

/**
 * Ray casting on [latitude, longitude] pairs, as the server stores zones; fine at city scale, where
 * the earth is flat enough. A point exactly on an edge may fall either way.
 */
export function pointInPolygon(point: GeoPoint, polygon: readonly LatLng[]): boolean {
  const { latitude: lat, longitude: lon } = point;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [latI, lonI] = polygon[i] as LatLng;
    const [latJ, lonJ] = polygon[j] as LatLng;
    const crosses = lonI > lon !== lonJ > lon && lat < ((latJ - latI) * (lon - lonI)) / (lonJ - lonI) + latI;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** Spec section 4: "inside a zone is true if the point lies in any region polygon". */
export const zoneHolding = <Z extends { polygon: readonly LatLng[] }>(
  point: GeoPoint,
  zones: readonly Z[],
): Z | undefined => zones.find((zone) => pointInPolygon(point, zone.polygon));

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres between two points (haversine formula). */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
