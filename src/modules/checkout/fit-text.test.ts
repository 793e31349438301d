import { describe, expect, it } from 'vitest';
import { fitText, showsCounter } from './fit-text.ts';

describe('fitText', () => {
  it('keeps a text within the limit as it is', () => {
    expect(fitText('no onions', 9, 10)).toEqual({ value: 'no onions', caret: 9, refused: false });
    expect(fitText('0123456789', 10, 10)).toEqual({ value: '0123456789', caret: 10, refused: false });
  });

  it('refuses what is typed past the limit, keeping what was there', () => {
    expect(fitText('0123456789x', 11, 10)).toEqual({ value: '0123456789', caret: 10, refused: true });
  });

  it('shortens a paste in the middle, not the end of the text already there', () => {
    // "abc|def" with "XYZ" pasted after "abc", limit 8: one unit of the paste does not fit.
    expect(fitText('abcXYZdef', 6, 8)).toEqual({ value: 'abcXYdef', caret: 5, refused: true });
    // A paste far longer than the room left keeps only what fits.
    expect(fitText(`ab${'x'.repeat(20)}cd`, 22, 6)).toEqual({ value: 'abxxcd', caret: 4, refused: true });
  });

  it('never splits an emoji in half', () => {
    // "ab" + "😀" (two units) + "c" typed at the end; limit 4: the emoji and "c" do not both fit.
    const fitted = fitText('ab😀c', 5, 4);
    expect(fitted.value).toBe('ab😀');
    expect(fitText('ab😀', 4, 3)).toEqual({ value: 'ab', caret: 2, refused: true });
  });

  it('shows the counter from four fifths of the limit', () => {
    expect(showsCounter(399, 500)).toBe(false);
    expect(showsCounter(400, 500)).toBe(true);
    expect(showsCounter(500, 500)).toBe(true);
  });
});
