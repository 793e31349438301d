/**
 * Turns product names and what customers type into comparable word keys, whatever the script.
 *
 * Customers of one shop type the same product as "молоко", "moloko" or "sut", on a phone keyboard
 * set to whatever it was left on. So every word goes through two steps, the same for the catalogue
 * and for the query:
 *
 * 1. Cyrillic (Russian, Uzbek, Kazakh) is spelt in Latin letters the way people type it ("щ" as
 *    "shch", Uzbek "ў" as "o'"), and letters whose accent carries a sound (Turkish "ş", "ç") too
 *    (the shared table, contract/transliteration.ts).
 * 2. The Latin spelling is reduced to a sound skeleton where the usual ways of writing one sound
 *    meet: "sh", "sch" and "shch" become one letter, so do "ch"; "kh", "x" and "h" (Uzbek Latin
 *    writes "x" for "х"); "zh" and "j"; "ts", "tz", "zz" and "ц"; "q" and "k" (Uzbek "қ"); "c" and "k"
 *    ("cola", "кола"); "w" and "v"; Uzbek apostrophes ("o'", "g'") go, and doubled letters count
 *    once ("coffee", "кофе").
 *
 * Because step 2 runs on the output of step 1, a Cyrillic word and its Latin spelling always meet,
 * whichever of the common transliterations the customer used. What stays apart ("y" and "i", as in
 * "ы" and "и") is left to the edit distance in word-match.ts, where those swaps cost half a typo.
 */
import { spellInLatin } from '../../contract/transliteration.ts';

/** Sound skeleton: several letters that spell one sound, longest first. */
const digraphs: readonly (readonly [string, string])[] = [
  ['shch', 'S'],
  ['sch', 'S'],
  ['sh', 'S'],
  ['ch', 'C'],
  ['zh', 'j'],
  ['kh', 'h'],
  ['ts', 'c'],
  ['tz', 'c'],
  // Italian: "pizza" is "пицца".
  ['zz', 'c'],
  ['ph', 'f'],
  ['ck', 'k'],
];
const DIGRAPH_STARTS = new Set(digraphs.map(([from]) => from[0]));
const singles: Readonly<Record<string, string>> = { x: 'h', q: 'k', w: 'v', c: 'k' };

const APOSTROPHES = /[ʻʼ'’`‘]/g;
const COMBINING_MARKS = /\p{Mn}/gu;
/** A word: letters and digits, with a decimal point kept inside numbers ("1,5" and "1.5" alike). */
const WORD = /[\p{L}\p{N}]+(?:\.\p{N}+)*/gu;
const DIGIT = /\p{N}/u;
const DECIMAL_COMMA = /(\p{N}),(?=\p{N})/gu;
const HAN = /\p{Script=Han}/u;

/** One word in Latin letters: Cyrillic and sound-bearing accents spelt out, other accents dropped. */
function toLatin(word: string): string {
  return spellInLatin(word).normalize('NFKD').replace(COMBINING_MARKS, '').replace(APOSTROPHES, '');
}

/** The sound skeleton of a Latin spelling (see the file comment). Digits pass through as they are. */
export function skeleton(latin: string): string {
  let out = '';
  let i = 0;
  while (i < latin.length) {
    const pair = DIGRAPH_STARTS.has(latin[i] ?? '')
      ? digraphs.find(([from]) => latin.startsWith(from, i))
      : undefined;
    let next: string;
    if (pair) {
      next = pair[1];
      i += pair[0].length;
    } else {
      const char = latin[i] ?? '';
      next = singles[char] ?? char;
      i += 1;
    }
    // Doubled letters count once ("пицца", "pizza"); doubled digits are different numbers.
    if (next !== out[out.length - 1] || DIGIT.test(next)) out += next;
  }
  return out;
}

/**
 * A word's keys: usually one; two when it has "ё", which Russian writes as "е" as often as not
 * ("черный" for "чёрный") while Uzbek Cyrillic spells it "yo" ("ёғ" is "yog'").
 */
export function wordKeys(word: string): string[] {
  if (!word.includes('ё')) return [skeleton(toLatin(word))];
  return [skeleton(toLatin(word.replace(/ё/g, 'е'))), skeleton(toLatin(word.replace(/ё/g, 'йо')))];
}

/** The words of a text, lower case, in order; a decimal comma reads as a point. */
export function wordsOf(text: string): string[] {
  const lower = text.normalize('NFC').toLowerCase().replace(APOSTROPHES, '');
  return lower.replace(DECIMAL_COMMA, '$1.').match(WORD) ?? [];
}

/** True for a key with digits: a number, an article or a barcode, matched only as written. */
export const isNumeric = (key: string): boolean => DIGIT.test(key);

/** True for Chinese: written without spaces, so a query word may sit anywhere in a name. */
export const isHan = (key: string): boolean => HAN.test(key);
