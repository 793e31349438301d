import { describe, expect, it } from 'vitest';
import { pointInPolygon, type LatLng } from '../../contract/index.ts';
import { type MapFeature } from '../../contract/map-data.ts';
import { StreetIndex, zoneSamples } from './map-coverage.ts';

const line = (id: string, kind: 'street' | 'railway', coordinates: Array<[number, number]>): MapFeature => ({
  type: 'Feature',
  id,
  geometry: { type: 'LineString', coordinates },
  properties: { kind },
});

describe('StreetIndex', () => {
  // An east-west street along latitude 41.30, from longitude 69.20 to 69.22 ([lon, lat] as in GeoJSON).
  const street = line('s', 'street', [
    [69.2, 41.3],
    [69.22, 41.3],
  ]);

  it('measures the distance to the nearest street in kilometres', () => {
    const index = new StreetIndex([street]);
    // 0.009 degrees of latitude north of the street's middle: about 1 km.
    expect(index.nearestKm(41.309, 69.21, 2)).toBeCloseTo(0.995, 2);
    // West of the street's end: the distance to the end point.
    expect(index.nearestKm(41.3, 69.19, 2)).toBeCloseTo(0.837, 2);
    expect(index.nearestKm(41.3, 69.21, 2)).toBeCloseTo(0, 9);
  });

  it('looks no further than the limit', () => {
    const index = new StreetIndex([street]);
    expect(index.nearestKm(41.309, 69.21, 0.5)).toBe(Infinity);
    expect(index.nearestKm(42.3, 69.21, 50)).toBe(Infinity);
  });

  it('indexes streets only, including multi-lines', () => {
    const railway = line('r', 'railway', [
      [69.2, 41.31],
      [69.22, 41.31],
    ]);
    expect(new StreetIndex([railway]).size).toBe(0);
    const multi: MapFeature = {
      type: 'Feature',
      id: 'm',
      geometry: {
        type: 'MultiLineString',
        coordinates: [
          [
            [69.2, 41.3],
            [69.21, 41.3],
          ],
          [
            [69.3, 41.3],
            [69.31, 41.3],
            [69.32, 41.3],
          ],
        ],
      },
      properties: { kind: 'street' },
    };
    const index = new StreetIndex([multi, railway]);
    expect(index.size).toBe(3);
    expect(index.nearestKm(41.3, 69.315, 1)).toBeCloseTo(0, 9);
  });
});

describe('zoneSamples', () => {
  // About 2 km by 2 km, [lat, lon] as regions.json stores zones.
  const square: LatLng[] = [
    [41.3, 69.2],
    [41.318, 69.2],
    [41.318, 69.224],
    [41.3, 69.224],
    [41.3, 69.2],
  ];

  it('gives the corners, then a grid of points inside the zone', () => {
    const samples = zoneSamples(square, 0.25);
    expect(samples.slice(0, 5)).toEqual(square);
    const inside = samples.slice(5);
    expect(inside.length).toBeGreaterThanOrEqual(56);
    expect(inside.length).toBeLessThanOrEqual(72);
    expect(inside.every(([latitude, longitude]) => pointInPolygon({ latitude, longitude }, square))).toBe(
      true,
    );
  });

  it('keeps only points inside a zone that is not a rectangle', () => {
    const triangle: LatLng[] = [
      [41.3, 69.2],
      [41.318, 69.2],
      [41.3, 69.224],
      [41.3, 69.2],
    ];
    const inside = zoneSamples(triangle, 0.25).slice(4);
    expect(inside.length).toBeGreaterThan(20);
    expect(inside.length).toBeLessThan(40);
  });
});
