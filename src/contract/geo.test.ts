import { describe, expect, it } from 'vitest';
import {
  fromMapOrder,
  haversineKm,
  isSameSpot,
  pointInPolygon,
  roundCoordinate,
  toMapOrder,
  zoneHolding,
} from './geo.ts';
import type { LatLng } from './places.ts';

// A zone around central Tashkent, as the server stores it: [latitude, longitude].
const square: LatLng[] = [
  [41.3, 69.2],
  [41.3, 69.3],
  [41.35, 69.3],
  [41.35, 69.2],
  [41.3, 69.2],
];

describe('geo', () => {
  it('finds a point inside a zone given in server order, and not its mirror image', () => {
    expect(pointInPolygon({ latitude: 41.31, longitude: 69.25 }, square)).toBe(true);
    // The same numbers read in map order (swapped) lie far outside: the swap matters.
    expect(pointInPolygon({ latitude: 69.25, longitude: 41.31 }, square)).toBe(false);
    expect(pointInPolygon({ latitude: 41.29, longitude: 69.25 }, square)).toBe(false);
  });

  it('names the zone holding a point, or none', () => {
    const zones = [{ id: 1, polygon: square }];
    expect(zoneHolding({ latitude: 41.32, longitude: 69.21 }, zones)?.id).toBe(1);
    expect(zoneHolding({ latitude: 41.4, longitude: 69.21 }, zones)).toBeUndefined();
  });

  it('swaps coordinates between server and map order and back', () => {
    expect(toMapOrder([41.31, 69.27])).toEqual([69.27, 41.31]);
    expect(fromMapOrder(toMapOrder([41.31, 69.27]))).toEqual([41.31, 69.27]);
  });

  it('rounds the centre to 6 decimals', () => {
    expect(roundCoordinate(69.27922327443147)).toBe(69.279223);
    expect(roundCoordinate(41.3113215)).toBe(41.311322);
  });

  it('reuses an address within 0.000099 degrees on both axes only', () => {
    const saved = { latitude: 41.311321, longitude: 69.279223 };
    expect(isSameSpot(saved, { latitude: 41.31141, longitude: 69.279223 })).toBe(true);
    expect(isSameSpot(saved, { latitude: 41.311421, longitude: 69.279223 })).toBe(false);
    expect(isSameSpot(saved, { latitude: 41.311321, longitude: 69.279133 })).toBe(true);
    expect(isSameSpot(saved, { latitude: 41.311321, longitude: 69.27912 })).toBe(false);
  });

  it('measures great-circle distance', () => {
    // Tashkent to Samarkand, about 270 km as the crow flies.
    const km = haversineKm({ latitude: 41.311, longitude: 69.24 }, { latitude: 39.654, longitude: 66.975 });
    expect(km).toBeGreaterThan(260);
    expect(km).toBeLessThan(280);
  });
});
