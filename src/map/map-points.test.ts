import { describe, expect, it } from 'vitest';
import { boundsOf, pointFeatures, zoneFeatures } from './map-points.ts';

describe('map data', () => {
  it('draws zones in map order: [longitude, latitude]', () => {
    const polygon: [number, number][] = [
      [41.3, 69.2],
      [41.3, 69.3],
      [41.35, 69.3],
      [41.3, 69.2],
    ];
    const [feature] = zoneFeatures([{ id: 7, polygon, name: 'Centre' }]).features;
    expect(feature?.geometry.coordinates[0]?.[1]).toEqual([69.3, 41.3]);
    expect(feature?.properties).toEqual({ id: 7, name: 'Centre' });
  });

  it('draws points in map order with their kind and selection', () => {
    const [feature] = pointFeatures([
      { id: 'b1', latitude: 41.31, longitude: 69.27, kind: 'branch', label: 'Chilonzor', selected: true },
    ]).features;
    expect(feature?.geometry.coordinates).toEqual([69.27, 41.31]);
    expect(feature?.properties).toEqual({ id: 'b1', kind: 'branch', label: 'Chilonzor', selected: true });
  });

  it('bounds the points, west-south to east-north', () => {
    expect(
      boundsOf([
        { latitude: 41.3, longitude: 69.3 },
        { latitude: 41.2, longitude: 69.4 },
      ]),
    ).toEqual([
      [69.3, 41.2],
      [69.4, 41.3],
    ]);
    expect(boundsOf([])).toBeNull();
  });
});
