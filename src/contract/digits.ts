/**
 * Digits as customers' keyboards type them: an Arabic keyboard types ٠١٢٣, a Persian one ۰۱۲۳, a
 * Chinese IME may type full-width ０１２３. Fields that take numbers (a table, a phone) read them all.
 * A file of its own, without zod: the phone masks use it too.
 */
const DECIMAL_DIGIT = /\p{Nd}/u;
const isDecimalDigit = (codePoint: number) =>
  codePoint >= 0 && DECIMAL_DIGIT.test(String.fromCodePoint(codePoint));

/**
 * The value of a decimal digit of any script (Arabic-Indic ٣, Persian ۳, Devanagari ३, full-width ３...),
 * or null for anything else. Unicode encodes every script's decimal digits as runs of ten, 0 to 9
 * (a stability guarantee), some runs back to back (the mathematical digits): the distance from the
 * start of the run, modulo ten, is the value.
 */
export function digitValue(char: string): number | null {
  const codePoint = char.codePointAt(0);
  if (codePoint === undefined || !isDecimalDigit(codePoint)) return null;
  let offset = 0;
  // No run is longer than a few dozen digits; the bound only keeps a bad table from looping.
  while (offset < 100 && isDecimalDigit(codePoint - offset - 1)) offset++;
  return offset % 10;
}

/** Every decimal digit of any script as its ASCII digit; everything else as it is. */
export function normalizeDigits(text: string): string {
  let out = '';
  for (const char of text) {
    const value = digitValue(char);
    out += value === null ? char : String(value);
  }
  return out;
}

/** Only the decimal digits (of any script, as typed), at most `max` of them. */
export function keepDigits(text: string, max: number): string {
  return Array.from(text)
    .filter((char) => digitValue(char) !== null)
    .slice(0, max)
    .join('');
}
