/**
 * Keeping a text within its limit without cutting it silently: what the customer just typed or
 * pasted is what gets shortened (never the end of what was already there), the caret stays right
 * after what was kept, and the caller learns that something was refused, to say so.
 * Lengths count UTF-16 units, as the server's limit does (src/server/orders/order-build.ts); an emoji
 * is never split in half.
 */
export interface Fitted {
  value: string;
  /** Where the caret goes: right after the part of the insertion that was kept. */
  caret: number;
  /** Something typed or pasted did not fit and was left out. */
  refused: boolean;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * @param next the field's value after the edit
 * @param caret the caret after the edit (the end of what was inserted)
 */
export function fitText(next: string, caret: number, max: number): Fitted {
  const excess = next.length - max;
  if (excess <= 0) return { value: next, caret, refused: false };
  // The insertion ends at the caret: drop its last `excess` units (all of it, and then the end of the
  // text, should the caret not be after an insertion that long).
  let keepUntil = Math.max(0, caret - excess);
  if (keepUntil > 0 && isHighSurrogate(next.charCodeAt(keepUntil - 1))) keepUntil -= 1;
  const value = (next.slice(0, keepUntil) + next.slice(caret)).slice(0, max);
  return { value, caret: Math.min(keepUntil, value.length), refused: true };
}

/** The counter shows once the text nears its limit: from this share of it. */
export const COUNTER_FROM = 0.8;
export const showsCounter = (length: number, max: number): boolean => length >= max * COUNTER_FROM;
