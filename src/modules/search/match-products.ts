/**
 * Product search over the loaded catalogue, in every language the names are written in and in
 * either script, so a customer may type "milk", "молоко", "moloko" or "sut" whatever the interface
 * language, with a typo or another ending (fold-text.ts, word-match.ts).
 *
 * Every word of the query must match a whole word of the product (its names, tags or barcode). When
 * some product matches in the name the customer sees, a product matched only through another
 * language's name must match there word for word: a start, an ending or a typo in a name the
 * customer does not read ("чай" in Uzbek "chayqagich", a rinse) is chance, and would trail odd
 * products after the real ones. The order, from the first rule to the last:
 * 1. a shown name that starts with the first query word (itself or another ending: "Яблоки Голден"
 *    for "яблоко", not "Бургерный соус" for "бургер"): the product is that thing, where a name that
 *    only mentions the word (dish soap with an apple scent) is something else;
 * 2. how well the worst-matched query word matches (exact words, then starts of words and other
 *    endings, then compound words, then typos), so exact and prefix matches come before guesses;
 * 3. the same, in the name the customer sees (a word matched in the Uzbek name of a product shown
 *    in Russian is a weaker reason to show it first);
 * 4. a shown name that starts with the first query word or a longer word from it ("бургерный");
 * 5. the sum of the words' matches;
 * 6. the menu's own order.
 *
 * Speed: the index keeps each distinct word once (a few thousand for the 3,000-product grocery), so
 * a query compares its words with those, not with every product.
 */
import type { Product } from '../../contract/index.ts';
import { wordKeys, wordsOf } from './fold-text.ts';
import { matchWord, MatchKind, sameWord } from './word-match.ts';

/** Flags of a posting, beside the product's position (posting = position × 4 + flags). */
const IN_SHOWN_NAME = 2;
const STARTS_SHOWN_NAME = 1;

export interface SearchIndex {
  /** In the menu's order, which breaks ties between equally good matches. */
  products: readonly Product[];
  /** Every distinct word key of the names, tags and barcodes. */
  keys: readonly string[];
  /** For each key, the products that have it: position × 4, plus the IN_/STARTS_SHOWN_NAME flags. */
  postings: readonly (readonly number[])[];
}

/**
 * @param products in the order the menu shows them
 * @param shownName the name the customer reads (in the interface language), for the ranking
 */
export function buildIndex(
  products: Iterable<Product>,
  shownName: (product: Product) => string = () => '',
): SearchIndex {
  const list = [...products];
  const keys: string[] = [];
  const postings: number[][] = [];
  const keyAt = new Map<string, number>();
  // Each distinct written word is folded once: "молоко" appears in dozens of names.
  const keysOfWord = new Map<string, number[]>();
  // The last product each key was posted for, so a word in several names is posted once.
  const lastPosted: number[] = [];

  const positionsOf = (word: string): number[] => {
    let found = keysOfWord.get(word);
    if (found) return found;
    found = wordKeys(word).map((key) => {
      let at = keyAt.get(key);
      if (at === undefined) {
        at = keys.length;
        keyAt.set(key, at);
        keys.push(key);
        postings.push([]);
        lastPosted.push(-1);
      }
      return at;
    });
    keysOfWord.set(word, found);
    return found;
  };

  list.forEach((product, position) => {
    const add = (text: string, shown: boolean) =>
      wordsOf(text).forEach((word, i) => {
        const flags = shown ? IN_SHOWN_NAME | (i === 0 ? STARTS_SHOWN_NAME : 0) : 0;
        for (const at of positionsOf(word)) {
          const entries = postings[at];
          if (!entries) continue;
          if (lastPosted[at] !== position) {
            lastPosted[at] = position;
            entries.push(position * 4 + flags);
          } else entries[entries.length - 1] = (entries[entries.length - 1] ?? 0) | flags;
        }
      });
    add(shownName(product), true);
    for (const name of Object.values(product.name)) if (name) add(name, false);
    for (const tag of product.tags) add(tag, false);
    if (product.barcode) add(product.barcode, false);
  });
  return { products: list, keys, postings };
}

export interface SearchResult {
  /** Every product found, best first. */
  results: Product[];
  total: number;
}

const NOTHING: SearchResult = { results: [], total: 0 };

/** The products that match every word of the query, best first; fewer than two characters find nothing. */
export function searchProducts(index: SearchIndex, query: string): SearchResult {
  const words = wordsOf(query);
  if (words.join('').length < 2) return NOTHING;
  const count = index.products.length;
  // Per product: the worst of its query words' best matches, anywhere and in the shown name; the
  // sum of the best matches; whether the first query word starts the shown name.
  const worst = new Uint8Array(count).fill(MatchKind.exact);
  const worstShown = new Uint8Array(count).fill(MatchKind.exact);
  const sum = new Uint16Array(count);
  const startsName = new Uint8Array(count);
  const lead = new Uint8Array(count);

  words.forEach((word, w) => {
    const queryKeys = wordKeys(word);
    const typing = w === words.length - 1;
    const best = new Uint8Array(count);
    const bestShown = new Uint8Array(count);
    index.keys.forEach((key, k) => {
      let kind: number = MatchKind.none;
      for (const queryKey of queryKeys) kind = Math.max(kind, matchWord(queryKey, key, typing));
      if (kind === MatchKind.none) return;
      // The shown name's first word is the query word itself or another ending of it.
      const leads = w === 0 && queryKeys.some((queryKey) => sameWord(queryKey, key));
      for (const entry of index.postings[k] ?? []) {
        const position = entry >> 2;
        if (kind > (best[position] ?? 0)) best[position] = kind;
        if (entry & IN_SHOWN_NAME && kind > (bestShown[position] ?? 0)) bestShown[position] = kind;
        if (w === 0 && entry & STARTS_SHOWN_NAME && kind >= MatchKind.prefix) startsName[position] = 1;
        if (leads && entry & STARTS_SHOWN_NAME) lead[position] = 1;
      }
    });
    for (let p = 0; p < count; p++) {
      worst[p] = Math.min(worst[p] ?? 0, best[p] ?? 0);
      worstShown[p] = Math.min(worstShown[p] ?? 0, bestShown[p] ?? 0);
      sum[p] = (sum[p] ?? 0) + (best[p] ?? 0);
    }
  });

  const at = (array: ArrayLike<number>, p: number) => array[p] ?? 0;
  let found: number[] = [];
  for (let p = 0; p < count; p++) if (worst[p]) found.push(p);
  // Matched in the shown names: another language's names count only word for word (file comment).
  if (found.some((p) => at(worstShown, p)))
    found = found.filter((p) => at(worstShown, p) || at(worst, p) === MatchKind.exact);
  found.sort(
    (a, b) =>
      at(lead, b) - at(lead, a) ||
      at(worst, b) - at(worst, a) ||
      at(worstShown, b) - at(worstShown, a) ||
      at(startsName, b) - at(startsName, a) ||
      at(sum, b) - at(sum, a) ||
      a - b,
  );
  const results = found.flatMap((p) => index.products[p] ?? []);
  return { results, total: results.length };
}
