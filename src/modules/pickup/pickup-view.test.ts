import { describe, expect, it } from 'vitest';
import { Branch, City } from '../../contract/index.ts';
import { pickupView, type PickupViewInput } from './pickup-view.ts';

const day = (isDayOff = false) => ({ open: '10:00', close: '22:00', isDayOff });
const branch = (
  id: number,
  cityId: number,
  extra: { isMain?: boolean; pickupEnabled?: boolean; isActive?: boolean; sundayOff?: boolean } = {},
) =>
  Branch.parse({
    id,
    cityId,
    merchantId: 1,
    name: { ru: `Филиал ${id}` },
    longitude: 69.2,
    latitude: 41.3,
    address: `Улица ${id}`,
    isActive: extra.isActive ?? true,
    isMain: extra.isMain ?? false,
    settings: { pickupEnabled: extra.pickupEnabled ?? true },
    workHours: [{ type: 'PICK_UP', hours: { SATURDAY: day(), SUNDAY: day(extra.sundayOff) } }],
  });
const city = (id: number, isMain = false) =>
  City.parse({ id, name: { ru: `Город ${id}` }, latitude: 41, longitude: 69, isMain });

// Local dates, so the weekday does not depend on the time zone the tests run in.
const saturday = new Date(2025, 5, 7, 12);
const sunday = new Date(2025, 5, 8, 12);

const input = (change: Partial<PickupViewInput>): PickupViewInput => ({
  branches: [],
  cities: [],
  orderBranchId: null,
  pickedCityId: null,
  mainCityId: null,
  now: saturday,
  ...change,
});

describe('pickupView', () => {
  it('lists only active branches that take pickup, without a city choice in one city', () => {
    const view = pickupView(
      input({
        branches: [
          branch(1, 10),
          branch(2, 10, { pickupEnabled: false }),
          branch(3, 10, { isActive: false }),
          branch(4, 10, { isMain: true }),
        ],
        cities: [city(10), city(20)],
      }),
    );
    expect(view.branches.map((b) => b.id)).toEqual([1, 4]);
    expect(view.cities.map((c) => c.id)).toEqual([10]);
    expect(view.chosen?.id).toBe(4);
  });

  it("preselects the order's open branch, else the main one, else the first open one", () => {
    const branches = [
      branch(1, 10, { sundayOff: true }),
      branch(2, 10, { isMain: true, sundayOff: true }),
      branch(3, 10),
    ];
    expect(pickupView(input({ branches, orderBranchId: 1 })).chosen?.id).toBe(1);
    expect(pickupView(input({ branches })).chosen?.id).toBe(2);
    // On Sunday 1 and 2 are closed: the order's branch and the main one cannot be chosen.
    const closedDay = pickupView(input({ branches, orderBranchId: 1, now: sunday }));
    expect(closedDay.chosen?.id).toBe(3);
    expect(closedDay.branches.filter(closedDay.isOpen).map((b) => b.id)).toEqual([3]);
  });

  it('chooses nothing when every branch is closed today', () => {
    const branches = [branch(1, 10, { sundayOff: true })];
    expect(pickupView(input({ branches, orderBranchId: 1, now: sunday })).chosen).toBeNull();
  });

  it("with branches in two cities, shows the order's branch's city first, and the picked city after", () => {
    const branches = [branch(1, 10, { isMain: true }), branch(2, 20), branch(3, 20)];
    const cities = [city(10), city(20), city(30)];
    const first = pickupView(input({ branches, cities, orderBranchId: 3 }));
    expect(first.cities.map((c) => c.id)).toEqual([10, 20]);
    expect(first.cityId).toBe(20);
    expect(first.branches.map((b) => b.id)).toEqual([2, 3]);
    expect(first.chosen?.id).toBe(3);

    const picked = pickupView(input({ branches, cities, orderBranchId: 3, pickedCityId: 10 }));
    expect(picked.branches.map((b) => b.id)).toEqual([1]);
    expect(picked.chosen?.id).toBe(1);
  });

  it("falls back to the merchant's main city when no branch can be preselected", () => {
    const branches = [branch(1, 10, { sundayOff: true }), branch(2, 20, { sundayOff: true })];
    const cities = [city(10, true), city(20)];
    expect(pickupView(input({ branches, cities, mainCityId: 20, now: sunday })).cityId).toBe(20);
    expect(pickupView(input({ branches, cities, now: sunday })).cityId).toBe(10);
  });
});
