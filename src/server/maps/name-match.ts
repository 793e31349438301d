/**
 * How well a search text matches a name, both folded (text-fold.ts). Every word of the query must
 * find a word of the name, exactly, as its beginning (the customer is still typing), or within a
 * small typo: one edit for words of 4 to 7 letters, two from 8 (a swap of two neighbouring letters is
 * one edit). Words that only say "street" or "square" are optional on both sides.
 */
import { PLACE_WORDS } from './text-fold.ts';

/** Match classes, best last: a result list sorts exact before prefix before fuzzy. */
export const MatchClass = { none: 0, fuzzy: 1, prefix: 2, exact: 3 } as const;
export type MatchClass = (typeof MatchClass)[keyof typeof MatchClass];

/** Most typos a word of this length may carry. */
export const typosAllowed = (length: number): number => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

/**
 * Optimal string alignment distance (Levenshtein plus swaps of neighbours), giving up above `max`
 * (answers max + 1 then): only small distances matter here.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (previous2[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** How one query word matches one name word. `typing`: the query's last word, maybe unfinished. */
export function wordMatch(query: string, name: string, typing: boolean): MatchClass {
  if (query === name) return MatchClass.exact;
  if (name.startsWith(query) && (typing || query.length >= 2)) return MatchClass.prefix;
  const typos = typosAllowed(query.length);
  if (typos === 0) return MatchClass.none;
  if (editDistance(query, name, typos) <= typos) return MatchClass.fuzzy;
  // A typo in a word still being typed: compare with the name word's beginning of the same length.
  if (
    typing &&
    name.length > query.length &&
    editDistance(query, name.slice(0, query.length), typos) <= typos
  )
    return MatchClass.fuzzy;
  return MatchClass.none;
}

/** The words that name a place, without the optional ones ("street", "district"...). */
export const significantWords = (words: readonly string[]): string[] =>
  words.filter((word) => !PLACE_WORDS.has(word));

/** The result of matching a query against one name. */
export interface NameMatch {
  match: MatchClass;
  /** Name words no query word matched (fewer is better among equal matches). */
  unmatched: number;
}

/**
 * Matches query words against a name's words. Query words listed in `optional` (place words, the
 * city's name) may match nothing; every other word must match. `exact` needs every significant name
 * word matched exactly; a name with words left over is a prefix match at best.
 */
export function matchName(
  query: readonly string[],
  name: readonly string[],
  optional: ReadonlySet<string>,
): NameMatch {
  const nameWords = significantWords(name);
  const required = query.filter((word) => !optional.has(word) && !PLACE_WORDS.has(word));
  if (required.length === 0 || nameWords.length === 0) return { match: MatchClass.none, unmatched: 0 };
  const lastQueryWord = query[query.length - 1];
  const used = new Set<number>();
  let worst: MatchClass = MatchClass.exact;
  for (const word of required) {
    let best: MatchClass = MatchClass.none;
    let bestIndex = -1;
    nameWords.forEach((candidate, index) => {
      if (used.has(index)) return;
      const found = wordMatch(word, candidate, word === lastQueryWord);
      if (found > best) {
        best = found;
        bestIndex = index;
      }
    });
    if (best === MatchClass.none) return joinedMatch(required, nameWords);
    used.add(bestIndex);
    worst = Math.min(worst, best) as MatchClass;
  }
  const unmatched = nameWords.length - used.size;
  const match = worst === MatchClass.exact && unmatched > 0 ? MatchClass.prefix : worst;
  const joined = joinedMatch(required, nameWords);
  return joined.match > match ? joined : { match, unmatched };
}

/** "amirtemur" for "Amir Temur", and "amir temur" for "Amirtemur": the words run together. */
function joinedMatch(query: readonly string[], name: readonly string[]): NameMatch {
  const found = wordMatch(query.join(''), name.join(''), true);
  return { match: found, unmatched: found === MatchClass.exact ? 0 : 1 };
}
