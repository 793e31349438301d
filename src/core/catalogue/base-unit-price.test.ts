import { describe, expect, it } from 'vitest';
import { baseUnitPrice } from './base-unit-price.ts';

describe('price per kilogram or litre', () => {
  it('prices grams per kilogram', () => {
    expect(baseUnitPrice({ unit: 'GRAMM', measure: 400 }, 12_000)).toEqual({ unit: 'KG', price: 30_000 });
    expect(baseUnitPrice({ unit: 'GRAMM', measure: 1500 }, 30_000)).toEqual({ unit: 'KG', price: 20_000 });
  });

  it('prices packs of litres and kilograms per litre and per kilogram', () => {
    expect(baseUnitPrice({ unit: 'LITER', measure: 0.5 }, 5_400)).toEqual({ unit: 'LITER', price: 10_800 });
    expect(baseUnitPrice({ unit: 'KG', measure: 3 }, 40_000)).toEqual({ unit: 'KG', price: 13_333 });
  });

  it('says nothing for pieces or for a pack of exactly one base unit', () => {
    expect(baseUnitPrice({ unit: 'COUNT', measure: 10 }, 18_000)).toBeNull();
    expect(baseUnitPrice({ unit: 'KG', measure: 1 }, 18_000)).toBeNull();
    expect(baseUnitPrice({ unit: 'LITER', measure: null }, 9_000)).toBeNull();
    expect(baseUnitPrice({ unit: 'GRAMM', measure: 1000 }, 9_000)).toBeNull();
  });
});
