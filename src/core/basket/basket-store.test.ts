import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../tenant/safe-storage.ts';
import { lineKey } from './basket-line.ts';
import { basketOf, basketStorageKey, BasketStore, serverBasketOf, storedBaskets } from './basket-store.ts';

const storeWith = (storage = new MemoryStorage(), merchantId = 101) =>
  new BasketStore(merchantId, () => storage);

describe('BasketStore', () => {
  it('merges the same product with the same modifications into one line', () => {
    const basket = storeWith();
    basket.add(1, [20, 10]);
    basket.add(1, [10, 20], 2);
    basket.add(1, [10]);
    expect(basket.lines).toEqual([
      { productId: 1, count: 3, modificationIds: [10, 20] },
      { productId: 1, count: 1, modificationIds: [10] },
    ]);
    expect(basket.count).toBe(4);
    expect(basket.countOf(1)).toBe(4);
  });

  it('removes a line whose count drops to zero and caps counts', () => {
    const basket = storeWith();
    basket.add(5);
    basket.setCount(lineKey(5, []), 500);
    expect(basket.lines[0]?.count).toBe(99);
    basket.setCount(lineKey(5, []), 0);
    expect(basket.isEmpty).toBe(true);
  });

  it("changes a line's options in place, keeping its count, and merges it with a line of the same choice", () => {
    const storage = new MemoryStorage();
    const basket = storeWith(storage);
    basket.add(1, [10], 2);
    basket.add(2);
    basket.add(1, [12], 3);
    basket.changeOptions(lineKey(1, [10]), [11, 20]);
    expect(basket.lines).toEqual([
      { productId: 1, count: 2, modificationIds: [11, 20] },
      { productId: 2, count: 1, modificationIds: [] },
      { productId: 1, count: 3, modificationIds: [12] },
    ]);
    // The third line now takes the first one's options: one line of 5, where the edited line was.
    basket.changeOptions(lineKey(1, [12]), [20, 11]);
    expect(basket.lines).toEqual([
      { productId: 2, count: 1, modificationIds: [] },
      { productId: 1, count: 5, modificationIds: [11, 20] },
    ]);
    expect(basket.count).toBe(6);
    // Unknown lines and an unchanged choice change nothing.
    basket.changeOptions(lineKey(9, []), [1]);
    basket.changeOptions(lineKey(1, [11, 20]), [11, 20]);
    expect(basket.count).toBe(6);
    expect(storeWith(storage).lines).toEqual(basket.lines);
  });

  it('keeps each brand in its own storage key and survives a reload', () => {
    const storage = new MemoryStorage();
    storeWith(storage, 101).add(7, [], 2);
    storeWith(storage, 105).add(8);
    expect(storeWith(storage, 101).lines).toEqual([{ productId: 7, count: 2, modificationIds: [] }]);
    expect(storeWith(storage, 105).lines).toEqual([{ productId: 8, count: 1, modificationIds: [] }]);
  });

  it('drops only the stored lines it cannot read', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      basketStorageKey(101),
      JSON.stringify({ lines: [{ productId: 1, count: 2 }, { productId: 'x', count: -1 }, null] }),
    );
    const basket = storeWith(storage);
    // Read through a schema that loads on demand: the lines join once it is here.
    await storedBaskets.ready();
    expect(basket.lines).toEqual([{ productId: 1, count: 2, modificationIds: [] }]);
  });

  it('reads an unreadable basket as empty and removes the key when emptied', () => {
    const storage = new MemoryStorage();
    storage.setItem(basketStorageKey(101), '{not json');
    const basket = storeWith(storage);
    expect(basket.isEmpty).toBe(true);
    basket.add(1);
    basket.clear();
    expect(storage.getItem(basketStorageKey(101))).toBeNull();
  });
});

describe('the basket a server-rendered page shows', () => {
  it('reads as empty, and passes a change made through it to the real basket', () => {
    const merchantId = 90_001;
    basketOf(merchantId).clear();
    serverBasketOf(merchantId).add(7);
    expect(basketOf(merchantId).countOf(7)).toBe(1);
    expect(serverBasketOf(merchantId).countOf(7)).toBe(0);
    expect(serverBasketOf(merchantId).isEmpty).toBe(true);
    basketOf(merchantId).clear();
  });
});
