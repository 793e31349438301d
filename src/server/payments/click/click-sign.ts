/**
 * Click's sign_string: the MD5 (hex) of the fields concatenated in Click's documented order, with the
 * merchant's SECRET_KEY in the middle:
 *
 *   prepare:  md5(click_trans_id + service_id + SECRET_KEY + merchant_trans_id + amount + action + sign_time)
 *   complete: md5(click_trans_id + service_id + SECRET_KEY + merchant_trans_id + merchant_prepare_id
 *                 + amount + action + sign_time)
 *
 * Computed over the strings exactly as they were received: re-formatting the amount ("38400" into
 * "38400.00") would make every signature of Click's fail, or accept one Click never made.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export interface ClickSignedFields {
  click_trans_id: string;
  service_id: string;
  merchant_trans_id: string;
  /** Complete only. */
  merchant_prepare_id?: string;
  amount: string;
  action: string;
  sign_time: string;
}

export function clickSignString(fields: ClickSignedFields, secretKey: string): string {
  const text =
    fields.click_trans_id +
    fields.service_id +
    secretKey +
    fields.merchant_trans_id +
    (fields.merchant_prepare_id ?? '') +
    fields.amount +
    fields.action +
    fields.sign_time;
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/** True when the sign_string Click sent is the one the secret key gives (hex, any case; constant time). */
export function clickSignMatches(fields: ClickSignedFields, secretKey: string, signString: string): boolean {
  const expected = Buffer.from(clickSignString(fields, secretKey), 'utf8');
  const given = Buffer.from(signString.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
