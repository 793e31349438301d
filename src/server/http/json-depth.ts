/**
 * How deeply a JSON text nests, measured on the text before it is parsed. A body of 50,000 nested
 * arrays is a few hundred kilobytes, well under the size limit; JSON.parse takes it, but every
 * recursive walk after it (validation, checks, JSON.stringify) overflows the stack. Counting brackets
 * in one loop, without recursion, refuses it before anything walks the value.
 */

const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const OPEN_BRACE = 0x7b; // {
const CLOSE_BRACE = 0x7d; // }
const OPEN_BRACKET = 0x5b; // [
const CLOSE_BRACKET = 0x5d; // ]

/**
 * Whether a JSON text nests objects and arrays deeper than `maxDepth` (a top-level object or array
 * is depth 1). Brackets inside strings do not count. Stops at the first level too deep, so the cost
 * is one pass at most. Text that is not JSON gives an arbitrary answer: JSON.parse refuses it anyway.
 */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      depth++;
      if (depth > maxDepth) return true;
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}
