import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../core/tenant/safe-storage.ts';
import {
  MAX_RECENT_SEARCHES,
  parseRecentSearches,
  readRecentSearches,
  recentSearchesKey,
  withoutSearch,
  withSearch,
  writeRecentSearches,
} from './recent-searches.ts';

describe('recent searches', () => {
  it('puts the newest first, moves a repeated search up and keeps at most eight', () => {
    let list: string[] = [];
    for (const q of ['молоко', 'хлеб', 'сыр']) list = withSearch(list, q);
    expect(list).toEqual(['сыр', 'хлеб', 'молоко']);
    expect(withSearch(list, '  Молоко ')).toEqual(['Молоко', 'сыр', 'хлеб']);
    for (let i = 0; i < 20; i++) list = withSearch(list, `запрос ${i}`);
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
    expect(list[0]).toBe('запрос 19');
  });

  it('ignores what is too short to be a search', () => {
    expect(withSearch(['хлеб'], 'м')).toEqual(['хлеб']);
    expect(withSearch(['хлеб'], ' , ')).toEqual(['хлеб']);
  });

  it('removes one search', () => {
    expect(withoutSearch(['сыр', 'хлеб'], 'сыр')).toEqual(['хлеб']);
  });

  it('reads a damaged or edited entry as far as it can', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"q":"x"}')).toEqual([]);
    expect(parseRecentSearches('["сыр", 42, null, "x", "СЫР", "хлеб"]')).toEqual(['сыр', 'хлеб']);
    const many = JSON.stringify(Array.from({ length: 30 }, (_, i) => `q${i}`));
    expect(parseRecentSearches(many)).toHaveLength(MAX_RECENT_SEARCHES);
  });

  it('keeps each merchant its own list', () => {
    const storage = new MemoryStorage();
    writeRecentSearches(1, ['бургер'], storage);
    writeRecentSearches(2, ['молоко'], storage);
    expect(readRecentSearches(1, storage)).toEqual(['бургер']);
    expect(readRecentSearches(2, storage)).toEqual(['молоко']);
    writeRecentSearches(1, [], storage);
    expect(storage.getItem(recentSearchesKey(1))).toBeNull();
    expect(readRecentSearches(2, storage)).toEqual(['молоко']);
  });
});
