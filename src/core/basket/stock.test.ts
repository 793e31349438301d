import { describe, expect, it } from 'vitest';
import { canAddOne, stockOf } from './stock.ts';

describe('stock', () => {
  it('reads count as the stock left, null as not counted', () => {
    expect(stockOf({ count: 5 })).toBe(5);
    expect(stockOf({ count: null })).toBeNull();
    expect(stockOf({})).toBeNull();
  });

  it('lets one more in only below the stock', () => {
    expect(canAddOne({ count: 2 }, 1)).toBe(true);
    expect(canAddOne({ count: 2 }, 2)).toBe(false);
    expect(canAddOne({ count: 0 }, 0)).toBe(false);
    expect(canAddOne({ count: null }, 999)).toBe(true);
  });
});
