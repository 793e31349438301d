/**
 * Card numbers and expiry dates as the card form, the saved-card list and the server handle them:
 * the Luhn check, the input masks, Payme's masked form and how it is shown. Pure functions, shared by
 * the storefront and the reference server.
 *
 * A full number only ever exists in the card form's state and in the one request that hands it to
 * Payme (cards.create); everything kept or shown is masked. `safeMaskedNumber` is the last guard: what
 * is about to be stored or shown never shows more than Payme's own mask does.
 */

/** The cards Payme's Subscribe API takes (Uzcard, Humo) have 16 digits. */
export const CARD_NUMBER_DIGITS = 16;
/** Input masks in the storefront's mask syntax (src/core/forms/mask.ts): `#` is a digit. */
export const CARD_NUMBER_MASK = '#### #### #### ####';
export const CARD_EXPIRY_MASK = '##/##';

/** Digits of what was typed or pasted ("8600 0691-9540 6311" → "8600069195406311"). */
export const digitsOf = (text: string): string => text.replace(/\D/g, '');

/**
 * The Luhn checksum (ISO/IEC 7812-1): from the right, every second digit doubled (minus 9 above 9),
 * the sum a multiple of 10. Catches every single mistyped digit and most swapped neighbours.
 */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A number the form may send: 16 digits that pass the Luhn check. */
export const isCardNumber = (digits: string): boolean =>
  digits.length === CARD_NUMBER_DIGITS && passesLuhn(digits);

/** An expiry as Payme takes it: "MMYY" (month 01-12). */
export const isExpiry = (mmyy: string): boolean => /^(0[1-9]|1[0-2])\d{2}$/.test(mmyy);

/**
 * Whether a card with this expiry ("MMYY" or "MM/YY") is past its last day at `now` (epoch ms). A card
 * is valid through the end of its month. Two-digit years are read as 20YY.
 */
export function isExpired(expiry: string, now: number): boolean {
  const mmyy = digitsOf(expiry);
  if (!isExpiry(mmyy)) return true;
  const month = Number(mmyy.slice(0, 2));
  const year = 2000 + Number(mmyy.slice(2));
  // Date.UTC with month `month` (0-based) is the first day of the following month.
  return now >= Date.UTC(year, month, 1);
}

/** "0399" or "03/99" → "03/99", as Payme returns it and the list shows it. */
export function slashedExpiry(expiry: string): string {
  const mmyy = digitsOf(expiry);
  return mmyy.length === 4 ? `${mmyy.slice(0, 2)}/${mmyy.slice(2)}` : expiry;
}

/** How many leading and trailing digits Payme's mask shows ("860006******6311"). */
const SHOWN_HEAD = 6;
const SHOWN_TAIL = 4;

/** A full number masked as Payme masks it: the first six and last four digits, stars between. */
export function maskCardNumber(digits: string): string {
  const clean = digitsOf(digits);
  if (clean.length <= SHOWN_HEAD + SHOWN_TAIL) return '*'.repeat(clean.length);
  return `${clean.slice(0, SHOWN_HEAD)}${'*'.repeat(clean.length - SHOWN_HEAD - SHOWN_TAIL)}${clean.slice(-SHOWN_TAIL)}`;
}

/**
 * A masked number that is safe to keep and show: Payme's answer taken as it is when it shows no more
 * than Payme's mask does (the first six and the last four digits), otherwise (a provider or a bug
 * returning more) masked again, position by position. Spaces are dropped.
 */
export function safeMaskedNumber(text: string): string {
  const compact = text.replace(/\s/g, '');
  if (/^\d{0,6}\*+\d{0,4}$/.test(compact)) return compact;
  if (/^\d+$/.test(compact)) return maskCardNumber(compact);
  const chars = [...compact.replace(/[^\d*]/g, '')];
  return chars.map((c, i) => (i < SHOWN_HEAD || i >= chars.length - SHOWN_TAIL ? c : '*')).join('');
}

/** A masked number in groups of four for reading: "860006******6311" → "8600 06** **** 6311". */
export function groupCardNumber(masked: string): string {
  return (masked.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The last four digits, for labels ("card ending 6311"). */
export const lastFour = (masked: string): string => digitsOf(masked.replace(/\s/g, '').slice(-4));

export type CardBrand = 'UZCARD' | 'HUMO' | 'VISA' | 'MASTERCARD' | 'OTHER';

/** The card's network by its first digits (shown as a label, never decided on). */
export function cardBrand(maskedOrDigits: string): CardBrand {
  const head = maskedOrDigits.replace(/\s/g, '');
  if (head.startsWith('8600') || head.startsWith('5614')) return 'UZCARD';
  if (head.startsWith('9860')) return 'HUMO';
  if (head.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(head)) return 'MASTERCARD';
  return 'OTHER';
}
