// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  editGuestFavourites,
  guestFavouritesKey,
  MAX_GUEST_FAVOURITES,
  guestHeartsReadable,
  readGuestFavourites,
  withGuestFavourite,
} from './guest-favourites.ts';

describe('withGuestFavourite', () => {
  it('puts a hearted product first, once, and takes an unhearted one out', () => {
    expect(withGuestFavourite([5, 6], 7, true)).toEqual([7, 5, 6]);
    expect(withGuestFavourite([5, 6], 6, true)).toEqual([6, 5]);
    expect(withGuestFavourite([5, 6], 5, false)).toEqual([6]);
  });

  it('lets the oldest go beyond the limit', () => {
    const full = Array.from({ length: MAX_GUEST_FAVOURITES }, (_, i) => i + 1);
    const next = withGuestFavourite(full, 1000, true);
    expect(next).toHaveLength(MAX_GUEST_FAVOURITES);
    expect(next[0]).toBe(1000);
    expect(next).not.toContain(MAX_GUEST_FAVOURITES);
  });
});

describe('the stored guest hearts', () => {
  afterEach(() => localStorage.clear());

  it('are kept per merchant and read back', () => {
    editGuestFavourites(1, (ids) => withGuestFavourite(ids, 101, true));
    editGuestFavourites(1, (ids) => withGuestFavourite(ids, 102, true));
    expect(readGuestFavourites(1)).toEqual([102, 101]);
    expect(readGuestFavourites(2)).toEqual([]);
    expect(JSON.parse(localStorage.getItem(guestFavouritesKey(1)) ?? '')).toEqual([102, 101]);
    editGuestFavourites(1, () => []);
    expect(localStorage.getItem(guestFavouritesKey(1))).toBeNull();
  });

  it('read a damaged or foreign entry as none (zod), and repeated ids once', async () => {
    await guestHeartsReadable();
    localStorage.setItem(guestFavouritesKey(1), '{"x":1}');
    expect(readGuestFavourites(1)).toEqual([]);
    localStorage.setItem(guestFavouritesKey(1), '[1, "2"]');
    expect(readGuestFavourites(1)).toEqual([]);
    localStorage.setItem(guestFavouritesKey(1), 'not json');
    expect(readGuestFavourites(1)).toEqual([]);
    localStorage.setItem(guestFavouritesKey(1), '[3, 3, 4]');
    expect(readGuestFavourites(1)).toEqual([3, 4]);
  });

  it('follow a cleared storage (a logout) without being told', () => {
    editGuestFavourites(1, (ids) => withGuestFavourite(ids, 101, true));
    expect(readGuestFavourites(1)).toEqual([101]);
    localStorage.clear();
    expect(readGuestFavourites(1)).toEqual([]);
  });
});
