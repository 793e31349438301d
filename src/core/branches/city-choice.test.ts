import { describe, expect, it } from 'vitest';
import { initialCityId, showsCityChoice } from './city-choice.ts';

const city = (id: number, isMain = false) => ({ id, isMain });

describe('initialCityId', () => {
  it("opens on the merchant's main city when it is one of the cities", () => {
    expect(initialCityId([city(1, true), city(2)], 2)).toBe(2);
  });

  it('opens on the only city, whatever the merchant says', () => {
    expect(initialCityId([city(5)], 99)).toBe(5);
    expect(initialCityId([city(5)], null)).toBe(5);
  });

  it('falls back to the first city marked main, then to the first city', () => {
    expect(initialCityId([city(1), city(2, true), city(3, true)], null)).toBe(2);
    expect(initialCityId([city(1), city(2, true)], 42)).toBe(2);
    expect(initialCityId([city(7), city(8)], null)).toBe(7);
  });

  it("keeps the customer's pick while it is one of the cities", () => {
    expect(initialCityId([city(1, true), city(2)], 1, 2)).toBe(2);
    expect(initialCityId([city(1, true), city(2)], 1, 3)).toBe(1);
  });

  it('is null without cities', () => {
    expect(initialCityId([], 1, 1)).toBeNull();
  });
});

describe('showsCityChoice', () => {
  it('shows the choice only with more than one city', () => {
    expect(showsCityChoice([])).toBe(false);
    expect(showsCityChoice([city(1)])).toBe(false);
    expect(showsCityChoice([city(1), city(2)])).toBe(true);
  });
});
