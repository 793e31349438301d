/**
 * The customer's recent searches, newest first, kept on this device per merchant in local storage
 * under `recentSearches:<merchantId>` (so brands never share them). A logout clears storage, and
 * the list with it: what someone searched for is theirs.
 *
 * A search is remembered when the customer acts on it (presses Enter, opens or adds a result), not
 * at each keystroke, so the list holds "молоко" and not "м", "мо", "мол".
 */
import { useMemo } from 'react';
import { z } from 'zod';
import { storedList } from '../../core/tenant/stored-list.ts';
import { wordsOf } from './fold-text.ts';

/** What fits on a phone screen above the keyboard. */
export const MAX_RECENT_SEARCHES = 8;
const MAX_QUERY_LENGTH = 100;

/** One stored search: a query a customer typed, trimmed. */
const RecentSearch = z.string().trim().min(2).max(MAX_QUERY_LENGTH);
/** The stored list; each entry is checked on its own, so one damaged entry loses only itself. */
const StoredSearches = z.array(z.unknown());

/** Two queries that search for the same words ("Молоко " and "молоко") are one entry. */
const sameSearch = (a: string, b: string) => wordsOf(a).join(' ') === wordsOf(b).join(' ');

export function parseRecentSearches(raw: string | null): string[] {
  if (raw === null) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  const list = StoredSearches.safeParse(data);
  if (!list.success) return [];
  const searches: string[] = [];
  for (const item of list.data) {
    const parsed = RecentSearch.safeParse(item);
    if (parsed.success && !searches.some((s) => sameSearch(s, parsed.data))) searches.push(parsed.data);
    if (searches.length === MAX_RECENT_SEARCHES) break;
  }
  return searches;
}

/** The list with this query first (moved up when it was there already), the oldest beyond the limit dropped. */
export function withSearch(searches: readonly string[], query: string): string[] {
  const parsed = RecentSearch.safeParse(query.replace(/\s+/g, ' '));
  if (!parsed.success || wordsOf(parsed.data).length === 0) return [...searches];
  return [parsed.data, ...searches.filter((s) => !sameSearch(s, parsed.data))].slice(0, MAX_RECENT_SEARCHES);
}

export const withoutSearch = (searches: readonly string[], query: string): string[] =>
  searches.filter((s) => s !== query);

const stored = storedList('recentSearches', parseRecentSearches);
export const recentSearchesKey = stored.key;
export const readRecentSearches = stored.read;
export const writeRecentSearches = stored.write;

export interface RecentSearches {
  searches: string[];
  remember: (query: string) => void;
  forget: (query: string) => void;
  clear: () => void;
}

export function useRecentSearches(merchantId: number): RecentSearches {
  const searches = stored.useList(merchantId);
  return useMemo(
    () => ({
      searches,
      remember: (query: string) =>
        writeRecentSearches(merchantId, withSearch(readRecentSearches(merchantId), query)),
      forget: (query: string) =>
        writeRecentSearches(merchantId, withoutSearch(readRecentSearches(merchantId), query)),
      clear: () => writeRecentSearches(merchantId, []),
    }),
    [merchantId, searches],
  );
}
