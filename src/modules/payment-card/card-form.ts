/**
 * The card form's rules, apart from the screen: each field as the mask shows it ("8600 0691 9540
 * 6311", "03/99"), what is wrong with it, and the body sent once both are right. The full number
 * lives in the form's state and in that one request only.
 */
import {
  CARD_EXPIRY_MASK,
  CARD_NUMBER_DIGITS,
  CARD_NUMBER_MASK,
  digitsOf,
  isExpired,
  isExpiry,
  passesLuhn,
  type NewCard,
} from '../../contract/index.ts';
import { applyMask } from '../../core/forms/mask.ts';

export const formatCardNumber = (typed: string): string => applyMask(CARD_NUMBER_MASK, digitsOf(typed));
export const formatExpiry = (typed: string): string => applyMask(CARD_EXPIRY_MASK, digitsOf(typed));

export type NumberProblem = 'required' | 'short' | 'invalid';
export type ExpiryProblem = 'required' | 'invalid' | 'expired';

export function numberProblem(shown: string): NumberProblem | null {
  const digits = digitsOf(shown);
  if (!digits) return 'required';
  if (digits.length < CARD_NUMBER_DIGITS) return 'short';
  return passesLuhn(digits) ? null : 'invalid';
}

/** `now`: the server's clock (a phone's may be wrong), epoch ms. */
export function expiryProblem(shown: string, now: number): ExpiryProblem | null {
  const digits = digitsOf(shown);
  if (!digits) return 'required';
  if (!isExpiry(digits)) return 'invalid';
  return isExpired(digits, now) ? 'expired' : null;
}

/** The body of cardCreate: digits only, the expiry as Payme takes it (MMYY). */
export const newCardOf = (number: string, expiry: string): NewCard => ({
  number: digitsOf(number),
  expire: digitsOf(expiry),
});
