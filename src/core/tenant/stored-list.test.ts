import { describe, expect, it } from 'vitest';
import { storedList } from './stored-list.ts';

/** A Storage in memory; `refuse` makes every write throw, as a full or private-mode storage does. */
function memoryStorage(refuse = false): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (refuse) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
  };
}

describe('storedList', () => {
  it('keeps a list per merchant under <prefix>:<id>, parses a text once, and removes an emptied list', () => {
    let parses = 0;
    const list = storedList('things', (raw) => {
      parses += 1;
      return raw === null ? [] : (JSON.parse(raw) as number[]);
    });
    const storage = memoryStorage();
    list.write(7, [1, 2], storage);
    expect(storage.getItem('things:7')).toBe('[1,2]');
    expect(list.read(8, storage)).toEqual([]);
    const first = list.read(7, storage);
    expect(first).toEqual([1, 2]);
    expect(list.read(7, storage)).toBe(first);
    expect(parses).toBe(2);
    list.write(7, [], storage);
    expect(storage.getItem('things:7')).toBeNull();
    expect(list.read(7, storage)).toEqual([]);
  });

  it('a storage that refuses writes keeps nothing and throws nothing', () => {
    const list = storedList('things', (raw) => (raw === null ? [] : (JSON.parse(raw) as number[])));
    const storage = memoryStorage(true);
    expect(() => list.write(7, [1], storage)).not.toThrow();
    expect(list.read(7, storage)).toEqual([]);
  });
});
