import { describe, expect, it } from 'vitest';
import { isFavourite, PENDING_ID, withFavourite, withServerId, type Favourite } from './favourites-cache.ts';

const saved: Favourite[] = [
  { id: 7, productId: 100, isFavourite: true },
  { id: 3, productId: 101, isFavourite: true },
];

describe('favourites cache edits', () => {
  it('marks a product first (newest first) with a pending id, once', () => {
    const marked = withFavourite(saved, 102, true);
    expect(marked.map((f) => f.productId)).toEqual([102, 100, 101]);
    expect(marked[0]?.id).toBe(PENDING_ID);
    expect(withFavourite(marked, 102, true).filter((f) => f.productId === 102)).toHaveLength(1);
    expect(withFavourite(undefined, 5, true)).toEqual([{ id: PENDING_ID, productId: 5, isFavourite: true }]);
  });

  it('unmarks a product and leaves the others', () => {
    const unmarked = withFavourite(saved, 100, false);
    expect(unmarked).toEqual([saved[1]]);
    expect(isFavourite(unmarked, 100)).toBe(false);
    expect(isFavourite(unmarked, 101)).toBe(true);
    expect(isFavourite(undefined, 101)).toBe(false);
  });

  it("takes the server's id only for a favourite still marked", () => {
    const pending = withFavourite(saved, 102, true);
    expect(withServerId(pending, 102, 9)?.[0]).toEqual({ id: 9, productId: 102, isFavourite: true });
    // Unmarked again while the first call was on its way: the answer must not bring it back.
    const undone = withFavourite(pending, 102, false);
    expect(withServerId(undone, 102, 9)).toEqual(saved);
  });
});
