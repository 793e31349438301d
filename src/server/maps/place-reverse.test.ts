import { describe, expect, it } from 'vitest';
import type { LngLat } from '../../contract/index.ts';
import { buildGazetteer } from './gazetteer.ts';
import { distanceMetres } from './map-geometry.ts';
import { reversePlace } from './place-reverse.ts';
import { testAreas } from '../../../tests/support/server/maps/test-map.ts';

const gazetteers = testAreas().map(buildGazetteer);
const at = (lat: number, lon: number, language: 'uz' | 'ru' = 'uz') =>
  reversePlace(gazetteers, [lon, lat], language, 'json');

describe('reverse lookup', () => {
  it('names the nearest house within 100 m, with its street', () => {
    expect(at(41.31505, 69.2805)).toMatchObject({
      class: 'place',
      type: 'house',
      display_name: "15, Amir Temur shoh ko'chasi, Mirobod tumani, Toshkent, O'zbekiston",
      address: { house_number: '15', road: "Amir Temur shoh ko'chasi", suburb: 'Mirobod tumani' },
      lat: '41.3150000',
      lon: '69.2806000',
    });
    expect(at(41.3174, 69.2771, 'ru')).toMatchObject({
      class: 'building',
      display_name: '5, улица Шахрисабз, Мирабадский район, Ташкент, Узбекистан',
    });
  });

  it('else the nearest street within 300 m, at the point of the street nearest to the pin', () => {
    const pin: LngLat = [69.285, 41.3185];
    const place = at(pin[1], pin[0]);
    expect(place).toMatchObject({
      class: 'highway',
      type: 'secondary',
      name: "Shahrisabz ko'chasi",
      display_name: "Shahrisabz ko'chasi, Mirobod tumani, Toshkent, O'zbekiston",
    });
    const onStreet: LngLat = [Number(place?.lon), Number(place?.lat)];
    // Projected onto the segment (69.2806, 41.3170)-(69.2900, 41.3172): south of the pin, on the line.
    expect(onStreet[0]).toBeCloseTo(69.285, 3);
    expect(onStreet[1]).toBeCloseTo(41.3171, 4);
    expect(distanceMetres(pin, onStreet)).toBeGreaterThan(150);
    expect(distanceMetres(pin, onStreet)).toBeLessThan(170);
  });

  it('else the district, else the city, else nothing', () => {
    expect(at(41.3045, 69.284)).toMatchObject({
      class: 'place',
      type: 'suburb',
      addresstype: 'suburb',
      display_name: "Mirobod tumani, Toshkent, O'zbekiston",
    });
    // West of the map: no street, no district label within 3 km, still within 2 km of Tashkent's map.
    expect(at(41.34, 69.245)).toMatchObject({ type: 'city', display_name: "Toshkent, O'zbekiston" });
    expect(at(41.0, 69.0)).toBeUndefined();
  });
});
