import { describe, expect, it } from 'vitest';
import { tariffTerms } from './tariff-terms.ts';

describe('tariffTerms', () => {
  it('reads the optional terms of a tariff answer', () => {
    expect(tariffTerms({ price: 12000, minOrderPrice: 40000, freeAbove: 150000, distance: 2.4 })).toEqual({
      minOrderPrice: 40000,
      freeAbove: 150000,
      distance: 2.4,
    });
  });

  it('reads a bare price as no terms, and a broken term as none', () => {
    expect(tariffTerms({ price: 12000 })).toEqual({ minOrderPrice: null, freeAbove: null, distance: null });
    expect(tariffTerms({ price: 1, minOrderPrice: 'a lot', distance: -3 })).toEqual({
      minOrderPrice: null,
      freeAbove: null,
      distance: null,
    });
    expect(tariffTerms(null)).toEqual({ minOrderPrice: null, freeAbove: null, distance: null });
  });
});
