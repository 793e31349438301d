import { describe, expect, it } from 'vitest';
import { Branch, City } from '../../contract/index.ts';
import { branchesSource, isVisitable } from './branches-view.ts';

const city = (id: number, isMain = false) =>
  City.parse({ id, name: { ru: `Город ${id}` }, latitude: 41, longitude: 69, isMain });
const branch = (extra: { isActive?: boolean; deleted?: boolean }) =>
  Branch.parse({
    id: 1,
    cityId: 1,
    merchantId: 1,
    name: { ru: 'Центр' },
    latitude: 41.3,
    longitude: 69.2,
    address: 'ул. Навои, 1',
    isActive: extra.isActive ?? true,
    deleted: extra.deleted ?? false,
    settings: {},
  });

describe('branchesSource', () => {
  it("opens on the merchant's main city, or the city in the address", () => {
    const cities = [city(1, true), city(2)];
    expect(branchesSource(cities, 2, null).cityId).toBe(2);
    expect(branchesSource(cities, 2, 1)).toEqual({ cityId: 1, city: cities[0] });
    expect(branchesSource(cities, null, 99).cityId).toBe(1);
  });

  it('loads every branch when there are no cities or they could not be loaded', () => {
    expect(branchesSource([], 1, 1)).toEqual({ cityId: null, city: null });
    expect(branchesSource(undefined, 1, 1)).toEqual({ cityId: null, city: null });
  });
});

describe('isVisitable', () => {
  it('shows active branches only, never deleted ones', () => {
    expect(isVisitable(branch({}))).toBe(true);
    expect(isVisitable(branch({ isActive: false }))).toBe(false);
    expect(isVisitable(branch({ deleted: true }))).toBe(false);
  });
});
