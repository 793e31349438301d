/**
 * The map's own data, as GeoJSON the layers draw: delivery zones (server order swapped to map order,
 * in one place: the contract's toMapOrder) and points (branches, the destination, the courier).
 */
import { toMapOrder, type GeoPoint, type Region } from '../contract/index.ts';

export interface MapPoint {
  id: string;
  latitude: number;
  longitude: number;
  kind: 'branch' | 'destination' | 'courier';
  /** Shown next to the point (a branch's name). */
  label?: string;
  selected?: boolean;
}

type Position = [number, number];

export interface ZoneFeature {
  type: 'Feature';
  id: number;
  properties: { id: number; name: string };
  geometry: { type: 'Polygon'; coordinates: Position[][] };
}

export interface PointFeature {
  type: 'Feature';
  properties: { id: string; kind: MapPoint['kind']; label: string; selected: boolean };
  geometry: { type: 'Point'; coordinates: Position };
}

export interface Collection<F> {
  type: 'FeatureCollection';
  features: F[];
}

export const zoneFeatures = (zones: readonly Region[]): Collection<ZoneFeature> => ({
  type: 'FeatureCollection',
  features: zones.map((zone) => ({
    type: 'Feature',
    id: zone.id,
    properties: { id: zone.id, name: zone.name ?? '' },
    geometry: { type: 'Polygon', coordinates: [zone.polygon.map(toMapOrder)] },
  })),
});

export const pointFeatures = (points: readonly MapPoint[]): Collection<PointFeature> => ({
  type: 'FeatureCollection',
  features: points.map((point) => ({
    type: 'Feature',
    properties: {
      id: point.id,
      kind: point.kind,
      label: point.label ?? '',
      selected: point.selected ?? false,
    },
    geometry: { type: 'Point', coordinates: toMapOrder([point.latitude, point.longitude]) },
  })),
});

/** [[west, south], [east, north]] of the points, or null for none. */
export function boundsOf(points: readonly GeoPoint[]): [Position, Position] | null {
  if (points.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { latitude, longitude } of points) {
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  return [
    [west, south],
    [east, north],
  ];
}
