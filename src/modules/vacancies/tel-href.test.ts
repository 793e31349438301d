import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href.ts';

describe('telHref', () => {
  it('keeps the plus and the digits of a phone as people write it', () => {
    expect(telHref('+998 90 100-11-01')).toBe('tel:+998901001101');
    expect(telHref('(71) 200 22 01')).toBe('tel:712002201');
  });
});
