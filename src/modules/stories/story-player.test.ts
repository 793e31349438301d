import { describe, expect, it } from 'vitest';
import { next, previous } from './story-player.ts';

const counts = [2, 3];

describe('story player', () => {
  it('walks through the slides of a story, then on to the next story, then ends', () => {
    expect(next({ story: 0, slide: 0 }, counts)).toEqual({ story: 0, slide: 1 });
    expect(next({ story: 0, slide: 1 }, counts)).toEqual({ story: 1, slide: 0 });
    expect(next({ story: 1, slide: 2 }, counts)).toBe('end');
  });
  it('goes back to the last slide of the previous story and stops at the very first', () => {
    expect(previous({ story: 1, slide: 0 }, counts)).toEqual({ story: 0, slide: 1 });
    expect(previous({ story: 0, slide: 0 }, counts)).toEqual({ story: 0, slide: 0 });
  });
});
