import { describe, expect, it } from 'vitest';
import { City } from '../../contract/index.ts';
import { merchantCity, pickerStart } from './picker-start.ts';

const here = { latitude: 41.29, longitude: 69.21 };
const order = { latitude: 41.3, longitude: 69.24, name: 'Дом' };
const saved = [
  { latitude: 41.31, longitude: 69.25 },
  { latitude: 41.32, longitude: 69.26 },
];
const city = { latitude: 41.311081, longitude: 69.240562 };

describe('pickerStart', () => {
  it('opens where the customer is when the flow just located them', () => {
    expect(pickerStart({ located: here, orderAddress: order, saved, city })).toEqual({
      centre: here,
      source: 'located',
    });
  });

  it("opens at the order's address, then the newest saved one, then the city, then the spec's centre", () => {
    expect(pickerStart({ located: null, orderAddress: order, saved, city })).toEqual({
      centre: { latitude: 41.3, longitude: 69.24 },
      source: 'order',
    });
    expect(pickerStart({ located: null, orderAddress: null, saved, city }).centre).toEqual(saved[0]);
    expect(pickerStart({ located: null, orderAddress: null, saved: [], city })).toEqual({
      centre: city,
      source: 'city',
    });
    expect(pickerStart({ located: null, orderAddress: null, saved: [], city: null })).toEqual({
      centre: { latitude: 41.311321, longitude: 69.27922327443147 },
      source: 'default',
    });
  });
});

describe('merchantCity', () => {
  const cityOf = (id: number, isMain = false) =>
    City.parse({ id, name: { ru: `Город ${id}` }, latitude: 41, longitude: 69, isMain });

  it("takes the merchant's main city, the only city, the one marked main, else the first", () => {
    const cities = [cityOf(1), cityOf(2, true), cityOf(3)];
    expect(merchantCity(cities, 3)?.id).toBe(3);
    expect(merchantCity(cities, 99)?.id).toBe(2);
    expect(merchantCity([cityOf(1), cityOf(3)], null)?.id).toBe(1);
    expect(merchantCity([cityOf(5)], 99)?.id).toBe(5);
    expect(merchantCity([], 1)).toBeNull();
  });
});
