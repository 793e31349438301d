/**
 * One spelling for every way a customer may type a place name. Uzbek is written in Latin and in
 * Cyrillic, streets also carry Russian (and in Kazakhstan Kazakh) names, and people drop the
 * apostrophes of o' and g' or write x for h. Folding maps all of them to one lower-case Latin form:
 * Cyrillic is transliterated with the storefront's one table (contract/transliteration.ts: ш → sh,
 * ў → o', ғ → g', ё → yo ...), apostrophes vanish, and Latin letters that stand for one sound are
 * merged (shch → sh; x, kh → h; q → k; zh → j). Both the query and the names go through the same
 * fold, so "Ғафур Ғулом", "G'afur G'ulom" and "gafur gulom" are one text.
 */
import { spellInLatin } from '../../contract/transliteration.ts';

/** Apostrophes and their look-alikes: o', oʻ, o`, o’ are all the letter o. */
const APOSTROPHES = /['ʻʼ`‘’´ʹ′]/g;

/** Folds a text to lower-case Latin without apostrophes or punctuation; words separated by one space. */
export function foldText(text: string): string {
  return (
    spellInLatin(text.toLowerCase())
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(APOSTROPHES, '')
      // One sound, several spellings: Uzbek x is Russian х (kh), Uzbek q is Russian к.
      .replace(/shch/g, 'sh')
      .replace(/kh/g, 'h')
      .replace(/x/g, 'h')
      .replace(/q/g, 'k')
      .replace(/zh/g, 'j')
      .replace(/w/g, 'v')
      .replace(/[^a-z0-9/]+/g, ' ')
      .trim()
  );
}

/**
 * Words that say what kind of place a name is ("street", "avenue", "square", "district") in the
 * languages of the map, folded. They are optional on both sides: "Amir Temur", "Amir Temur ko'chasi"
 * and "проспект Амира Темура" all name the same street.
 */
export const PLACE_WORDS: ReadonlySet<string> = new Set(
  [
    // Uzbek.
    "ko'chasi",
    "ko'cha",
    "ko'ch",
    'kuchasi',
    'shoh',
    'tor',
    'berk',
    'prospekti',
    'maydoni',
    'maydon',
    'tumani',
    'mavzesi',
    'mahallasi',
    'xiyoboni',
    'shossesi',
    // Russian.
    'улица',
    'ул',
    'проспект',
    'пр',
    'просп',
    'переулок',
    'пер',
    'проезд',
    'тупик',
    'бульвар',
    'шоссе',
    'площадь',
    'пл',
    'район',
    'массив',
    'сквер',
    // Kazakh.
    'көшесі',
    'даңғылы',
    'ауданы',
    // English.
    'street',
    'st',
    'avenue',
    'ave',
    'road',
    'rd',
    'lane',
    'boulevard',
    'square',
    'district',
  ].flatMap((word) => foldText(word).split(' ')),
);

/** A folded house number such as 15, 15a or 15/2. */
const HOUSE_NUMBER = /^\d+[a-z]?(\/\d+[a-z]?)?$/;

/** Whether a folded word is a house number. */
export const isHouseNumber = (word: string): boolean => HOUSE_NUMBER.test(word);

/** A house number as the gazetteer compares it: folded, without spaces ("15 A" → "15a"). */
export const foldHouseNumber = (text: string): string => foldText(text).replace(/\s+/g, '');

/**
 * The words of a folded text. A number followed by a single letter is one house number ("15 a",
 * "15-а" → "15a").
 */
export function wordsOf(folded: string): string[] {
  const words = folded.split(' ').filter(Boolean);
  const out: string[] = [];
  for (const word of words) {
    const previous = out[out.length - 1];
    if (previous !== undefined && /^\d+$/.test(previous) && /^[a-z]$/.test(word)) out[out.length - 1] += word;
    else out.push(word);
  }
  return out;
}
