import { describe, expect, it } from 'vitest';
import { MAX_LINE_COUNT } from './basket-line.ts';
import { canAddOne, maximumReached, stockOf } from './stock.ts';

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

  it('names the maximum once one more does not fit: the stock of every line, or the line cap', () => {
    expect(maximumReached({ count: 3 }, 2, 2)).toBeNull();
    // Two lines of one product (two choices of options) share its stock.
    expect(maximumReached({ count: 3 }, 3, 1)).toBe(3);
    expect(maximumReached({ count: 0 }, 0, 0)).toBe(0);
    expect(maximumReached({ count: null }, MAX_LINE_COUNT - 1, MAX_LINE_COUNT - 1)).toBeNull();
    expect(maximumReached({ count: null }, MAX_LINE_COUNT + 5, MAX_LINE_COUNT)).toBe(MAX_LINE_COUNT);
    expect(maximumReached({ count: 500 }, MAX_LINE_COUNT, MAX_LINE_COUNT)).toBe(MAX_LINE_COUNT);
  });
});
