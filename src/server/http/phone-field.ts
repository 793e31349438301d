/** A phone number sent in a request: the account, bot, booking and vacancy handlers and the rate-limit rules read it alike. */
import { PhoneNumber } from '../../contract/index.ts';
import { fieldError } from '../base/api-error.ts';

/**
 * A phone in the contract's form (+ and 11-12 digits). Spaces, dashes and brackets are dropped, and a
 * number of bare digits gets its "+" (Telegram shares contacts as 998901234567).
 * @throws ApiError 400 VALIDATION naming the field
 */
export function phoneFrom(raw: string, field = 'phone'): string {
  let phone = raw.replace(/[\s\-()]/g, '');
  if (/^\d{11,12}$/.test(phone)) phone = `+${phone}`;
  if (!PhoneNumber.safeParse(phone).success) {
    throw fieldError(field, { kind: 'phone' });
  }
  return phone;
}
