import { applyMask } from '../../core/forms/mask.ts';

/**
 * A phone as the sign-in screens write it in a sentence: as the field shows it (+998 90 123 45 67),
 * with no-break spaces, so a narrow screen never breaks the number across lines, and isolated
 * left to right (LRI … PDI), so an Arabic sentence does not lay its digit groups out backwards.
 */
export const phoneText = (mask: string, phone: string): string =>
  `\u2066${applyMask(mask, phone).replace(/ /g, '\u00a0')}\u2069`;
