import { applyMask } from '../../core/forms/mask.ts';

/**
 * A phone as the sign-in screens write it in a sentence: as the field shows it (+998 90 123 45 67),
 * with no-break spaces, so a narrow screen never breaks the number across lines.
 */
export const phoneText = (mask: string, phone: string): string =>
  applyMask(mask, phone).replace(/ /g, '\u00a0');
