/**
 * How well one query word matches one word of a product name, both already folded to keys
 * (fold-text.ts). The kinds rank results: a name with the word itself comes before one that only
 * starts with it, and both before a guess at a typo.
 *
 * Whole words only: "кола" matches "Кола", "колы" and "пепсикола", never the middle of "Шоколадный".
 */
import { isHan, isNumeric } from './fold-text.ts';

export const MatchKind = {
  none: 0,
  /** The start of a longer word, with a typo ("бургр" for "бургеры"). */
  typoStart: 1,
  /** The word with a typo or in another spelling ("бургр" for "бургер", "chai" for "чай"). */
  typo: 2,
  /** The end of a compound word ("бургер" in "чизбургер"). */
  compound: 3,
  /** Another form of the same word ("бургеры", "burgerlar" for "бургер"). */
  stem: 4,
  /** The start of a word: what a customer still typing has typed. */
  prefix: 4,
  exact: 5,
} as const;
export type MatchKind = (typeof MatchKind)[keyof typeof MatchKind];

/**
 * Typos a word of this length may have, in half typos: a swap between letters that stand for one
 * sound in different spellings ("y"/"i": "ы", "й" and "и"; "j"/"y": "й" written "j") costs a half,
 * and so does a vowel written as it sounds unstressed ("a" for "o": "малако" for "молоко", "i"
 * for "e": "пирожек"), the commonest slip in Russian. Short words would match too much with a
 * whole typo, so they get only a half.
 */
export function typoBudget(length: number): number {
  if (length <= 2) return 0;
  if (length <= 4) return 1;
  if (length <= 8) return 2;
  return 4;
}

const SOFT_PAIRS = new Set(['iy', 'yi', 'jy', 'yj', 'ao', 'oa', 'ei', 'ie']);
const substitutionCost = (a: string, b: string) => (a === b ? 0 : SOFT_PAIRS.has(a + b) ? 1 : 2);

/** Endings longer than two letters that only make a plural (Uzbek, Turkish). */
const PLURAL_ENDINGS = new Set(['lar', 'ler']);

function commonPrefixLength(a: string, b: string): number {
  const max = Math.min(a.length, b.length);
  let i = 0;
  while (i < max && a[i] === b[i]) i++;
  return i;
}

/**
 * The same word with another ending: they share a stem of at least three letters and most of the
 * longer word, and differ only in short endings ("кола"/"колы", "бургер"/"бургеры", "burger"/
 * "burgerlar"). "молоко" and "молотый", "кола" and Uzbek "qo'lda" share too little and stay apart.
 */
function sameStem(query: string, word: string): boolean {
  const common = commonPrefixLength(query, word);
  if (common < 3) return false;
  const queryEnd = query.slice(common);
  const wordEnd = word.slice(common);
  if (PLURAL_ENDINGS.has(queryEnd) || PLURAL_ENDINGS.has(wordEnd))
    return queryEnd.length + wordEnd.length === 3;
  return (
    queryEnd.length <= 2 &&
    wordEnd.length <= 2 &&
    queryEnd.length + wordEnd.length <= 3 &&
    common >= 0.7 * Math.max(query.length, word.length)
  );
}

/**
 * The query word itself or another case or number of it ("яблоко", "яблоки", "бургеры"), not a word
 * made from it ("бургерный", an adjective two letters longer): what a name's first word must be for
 * the product to be the thing searched for (match-products.ts).
 */
export const sameWord = (query: string, word: string): boolean =>
  query === word || (Math.abs(query.length - word.length) <= 1 && sameStem(query, word));

/**
 * Shortest head word looked for at the end of a compound: five letters, since shorter endings are
 * as often chance ("latte" is "late" once its doubled letter counts once, and ends "chocolate").
 */
const MIN_COMPOUND_HEAD = 5;

/** The query (or its stem) ends a longer word: Russian compounds put the head word last. */
function endsCompound(query: string, word: string): boolean {
  const plural = PLURAL_ENDINGS.has(query.slice(-3)) ? query.slice(0, -3) : query;
  return [query, plural].some((base) => {
    if (base.length < MIN_COMPOUND_HEAD || word.length <= base.length) return false;
    // Either word may carry an ending of up to two letters ("бургеры", "гамбургеры").
    for (let cut = 0; cut <= 2 && base.length - cut >= MIN_COMPOUND_HEAD; cut++)
      for (let ending = 0; ending <= 2; ending++) {
        const head = base.slice(0, base.length - cut);
        const end = word.length - ending;
        if (end > head.length && word.startsWith(head, end - head.length)) return true;
      }
    return false;
  });
}

/**
 * Edit distance in half typos (optimal string alignment: insertions, deletions, substitutions,
 * swaps of neighbours) between the query and the whole word, and between the query and the word's
 * start as long as the query or one letter longer. Stops as soon as both are over `budget`.
 */
export function typoDistance(query: string, word: string, budget: number): { whole: number; start: number } {
  const n = query.length;
  const m = Math.min(word.length, n + Math.ceil(budget / 2));
  const over = budget + 1;
  let before: number[] = [];
  let previous: number[] = Array.from({ length: m + 1 }, (_, j) => j * 2);
  for (let i = 1; i <= n; i++) {
    const current = [i * 2];
    let rowMin = i * 2;
    const q = query[i - 1] ?? '';
    for (let j = 1; j <= m; j++) {
      const w = word[j - 1] ?? '';
      let cost = Math.min(
        (previous[j] ?? over) + 2,
        (current[j - 1] ?? over) + 2,
        (previous[j - 1] ?? over) + substitutionCost(q, w),
      );
      if (i > 1 && j > 1 && q === word[j - 2] && query[i - 2] === w)
        cost = Math.min(cost, (before[j - 2] ?? over) + 2);
      current.push(cost);
      if (cost < rowMin) rowMin = cost;
    }
    if (rowMin > budget) return { whole: over, start: over };
    before = previous;
    previous = current;
  }
  const whole = word.length <= m ? (previous[word.length] ?? over) : over;
  let start = over;
  for (let k = n; k <= Math.min(m, n + 1); k++) start = Math.min(start, previous[k] ?? over);
  return { whole, start };
}

/**
 * @param typing true for the query's last word, which may still be incomplete: a single letter
 *   then matches as the start of a word ("молоко 1" on the way to "1,5"), elsewhere only as itself.
 */
export function matchWord(query: string, word: string, typing: boolean): MatchKind {
  if (query === word) return MatchKind.exact;
  if (word.startsWith(query) && (query.length >= 2 || typing)) return MatchKind.prefix;
  if (isHan(query) && word.includes(query)) return MatchKind.prefix;
  // Numbers, barcodes and one-letter words are what they are: no endings, no typos.
  if (query.length < 3 || isNumeric(query) || isNumeric(word)) return MatchKind.none;
  if (sameStem(query, word)) return MatchKind.stem;
  if (endsCompound(query, word)) return MatchKind.compound;
  const budget = typoBudget(query.length);
  const longer = word.length - query.length;
  if (budget === 0 || longer * 2 < -budget || (query.length < 4 && longer * 2 > budget))
    return MatchKind.none;
  const distance = typoDistance(query, word, budget);
  if (distance.whole <= budget) return MatchKind.typo;
  // A query of four letters or more may be a longer word being typed, typo included.
  return query.length >= 4 && distance.start <= budget ? MatchKind.typoStart : MatchKind.none;
}
