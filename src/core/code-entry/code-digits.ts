/** Sign-in and confirmation codes are six digits (the server sends and checks exactly six). */
export const CODE_LENGTH = 6;

/**
 * The code as typed or pasted, reduced to its digits, at most six: "123 456", "12-34-56" and a
 * pasted SMS line all become "123456".
 */
export function codeDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** True when the code has all its digits. */
export const isWholeCode = (code: string): boolean => code.length === CODE_LENGTH && /^\d+$/.test(code);

/**
 * Whether a change of the field completes the code, so it can go without a press: the sixth digit
 * typed, or a whole code pasted or autofilled over another. The same six digits again (a re-render,
 * a field made read-only and back) do not send a refused code twice.
 */
export const completesCode = (before: string, after: string): boolean =>
  isWholeCode(after) && after !== before;
