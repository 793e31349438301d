import { normalizeDigits } from '../../contract/digits.ts';
import { applyMask } from './mask.ts';

/**
 * A phone as the storefront writes it in a sentence: as the sign-in field shows it
 * (+998 90 123 45 67), with no-break spaces, so a narrow screen never breaks the number across
 * lines, and isolated left to right (LRI … PDI), so an Arabic sentence does not lay its digit groups
 * out backwards. A phone with hidden digits (Payme's "99890*****11") is written the same way, each
 * `*` in the place of the digit it hides: +998 90 *** ** 11.
 */
export const phoneText = (mask: string, phone: string): string =>
  `\u2066${(phone.includes('*') ? withHidden(mask, phone) : applyMask(mask, phone)).replace(/ /g, '\u00a0')}\u2069`;

/** The mask filled with the phone's digits and hidden digits, after the country code it repeats. */
function withHidden(mask: string, phone: string): string {
  let chars = [...normalizeDigits(phone)].filter((c) => c === '*' || (c >= '0' && c <= '9'));
  const code = mask.slice(0, mask.indexOf('#')).replace(/\D/g, '');
  const slots = mask.split('#').length - 1;
  if (chars.length > slots && chars.join('').startsWith(code)) chars = chars.slice(code.length);
  let out = '';
  for (const m of mask) {
    if (m !== '#') out += m;
    else if (chars.length) out += chars.shift();
    else break;
  }
  return out;
}
