/**
 * Cyrillic and accented Latin letters spelt in plain Latin letters, the way people type them on a
 * Latin keyboard ("щ" as "shch", Uzbek "ў" as "o'", Turkish "ş" as "sh"): the one transliteration
 * table of the storefront. Product search (modules/search/fold-text.ts) and the map's place search
 * (server/maps/text-fold.ts) both start from it, then merge the spellings of one sound in their own
 * way; a letter added here reaches both.
 */

/** Russian, Uzbek and Kazakh Cyrillic letters, as typed in Latin. */
const cyrillicLatin: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  // Uzbek Cyrillic's spelling; Russian often writes "ё" as "е" (product search tries both).
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  // Uzbek Cyrillic, as the Uzbek Latin alphabet writes it.
  ў: "o'",
  қ: 'q',
  ғ: "g'",
  ҳ: 'h',
  // Kazakh.
  ә: 'a',
  і: 'i',
  ң: 'ng',
  ө: 'o',
  ұ: 'u',
  ү: 'u',
  һ: 'h',
  // Ukrainian and Belarusian letters that turn up in brand names.
  є: 'ye',
  ї: 'yi',
  ґ: 'g',
};

/** Latin letters whose accent is a sound of its own (Turkish, German); other accents just go. */
const accentedLatin: Readonly<Record<string, string>> = {
  ş: 'sh',
  ç: 'ch',
  ğ: 'g',
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
};

/**
 * A text with every letter of the tables spelt in Latin; other characters (Latin, digits, other
 * scripts, accents without a sound of their own) as they are. Expects lower case.
 */
export function spellInLatin(text: string): string {
  let out = '';
  for (const char of text) out += cyrillicLatin[char] ?? accentedLatin[char] ?? char;
  return out;
}
