import { describe, expect, it } from 'vitest';
import { editDistance, nearest } from './nearest.ts';

describe('nearest', () => {
  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(editDistance('isMian', 'isMain')).toBe(1);
    expect(editDistance('prcie', 'price')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('finds the closest known word', () => {
    expect(nearest('isMian', ['isMain', 'isActive', 'id'])).toBe('isMain');
    expect(nearest('prcie', ['price', 'priority', 'polygon'])).toBe('price');
    expect(nearest('MainColor', ['mainColor', 'bgColor'])).toBe('mainColor');
  });

  it('finds nothing when no word is close enough to be a typo', () => {
    expect(nearest('banana', ['isMain', 'price'])).toBeUndefined();
    expect(nearest('ab', ['xy'])).toBeUndefined();
  });
});
