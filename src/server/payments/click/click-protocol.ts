/**
 * Click's SHOP API as Click documents it (docs.click.uz, "Click-API": Request and Error): Click POSTs
 * two callbacks to the merchant, form-encoded (application/x-www-form-urlencoded), amounts in so'm:
 *
 * - Prepare (action 0): click_trans_id, service_id, click_paydoc_id, merchant_trans_id, amount,
 *   action, error, error_note, sign_time ("YYYY-MM-DD HH:mm:ss"), sign_string;
 * - Complete (action 1): the same and merchant_prepare_id (what the prepare answered).
 *
 * The merchant answers JSON: click_trans_id, merchant_trans_id, merchant_prepare_id (prepare) or
 * merchant_confirm_id (complete), error and error_note, with the error codes below. A negative
 * `error` FROM Click on complete means the payment failed on Click's side: the merchant cancels it
 * and answers -9.
 */
import { z } from 'zod';

/** The merchant's answers, as Click's error table lists them (code and Click's own error_note). */
export const CLICK_ERRORS = {
  SUCCESS: { error: 0, note: 'Success' },
  SIGN_CHECK_FAILED: { error: -1, note: 'SIGN CHECK FAILED!' },
  INCORRECT_AMOUNT: { error: -2, note: 'Incorrect parameter amount' },
  ACTION_NOT_FOUND: { error: -3, note: 'Action not found' },
  /** The transaction (or the order) was paid already: confirming or cancelling it again. */
  ALREADY_PAID: { error: -4, note: 'Already paid' },
  /** No such user or order (merchant_trans_id). */
  USER_DOES_NOT_EXIST: { error: -5, note: 'User does not exist' },
  /** No such prepared transaction (merchant_prepare_id). */
  TRANSACTION_DOES_NOT_EXIST: { error: -6, note: 'Transaction does not exist' },
  /** The merchant could not record the payment (a storage failure). */
  FAILED_TO_UPDATE_USER: { error: -7, note: 'Failed to update user' },
  /** The request itself is wrong: a parameter missing or malformed. */
  ERROR_IN_REQUEST: { error: -8, note: 'Error in request from click' },
  /** The transaction was cancelled (or the order was), or Click reported a failure on complete. */
  TRANSACTION_CANCELLED: { error: -9, note: 'Transaction cancelled' },
} as const;
export type ClickError = (typeof CLICK_ERRORS)[keyof typeof CLICK_ERRORS];

export const CLICK_PREPARE = '0';
export const CLICK_COMPLETE = '1';

/** Click's ids: bigint in its tables, sent as decimal digits. */
const ClickId = z.string().regex(/^\d{1,19}$/, 'expected decimal digits');
const Integer = z.string().regex(/^-?\d{1,9}$/, 'expected an integer');

/**
 * A prepare as received. Every field stays the string Click sent: the signature is computed over
 * them exactly ("38400" and "38400.00" sign differently), and only the checks read them as numbers.
 */
export const ClickPrepareForm = z.object({
  click_trans_id: ClickId,
  service_id: ClickId,
  click_paydoc_id: ClickId,
  merchant_trans_id: z.string().min(1).max(255),
  amount: z.string().regex(/^\d{1,15}(\.\d{1,10})?$/, "expected a sum in so'm"),
  action: Integer,
  error: Integer,
  /** Not part of the signature; Click sends it (empty when there is nothing to say). */
  error_note: z.string().max(1000).default(''),
  sign_time: z.string().min(1).max(40),
  sign_string: z.string().min(1).max(64),
});
export type ClickPrepareForm = z.infer<typeof ClickPrepareForm>;

export const ClickCompleteForm = ClickPrepareForm.extend({ merchant_prepare_id: ClickId });
export type ClickCompleteForm = z.infer<typeof ClickCompleteForm>;

/** The merchant's answer to a prepare (the ids only when known: Click's docs list error and error_note alone on failures). */
export const ClickPrepareReply = z.object({
  click_trans_id: z.number().int().optional(),
  merchant_trans_id: z.string().optional(),
  merchant_prepare_id: z.number().int().optional(),
  error: z.number().int(),
  error_note: z.string(),
});
export type ClickPrepareReply = z.infer<typeof ClickPrepareReply>;

export const ClickCompleteReply = z.object({
  click_trans_id: z.number().int().optional(),
  merchant_trans_id: z.string().optional(),
  merchant_confirm_id: z.number().int().optional(),
  error: z.number().int(),
  error_note: z.string(),
});
export type ClickCompleteReply = z.infer<typeof ClickCompleteReply>;

/**
 * A Click amount (so'm, "38400" or "38400.50") in tiyin, read from the string itself (no float);
 * null when it has more than two significant decimals, which no order total has.
 */
export function tiyinOfClickAmount(amount: string): number | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (/[^0]/.test(fraction.slice(2))) return null;
  const tiyin = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return Number.isSafeInteger(tiyin) ? tiyin : null;
}

/** Tiyin as Click's pay page takes the amount: so'm with two decimals ("38400.00"). */
export const clickAmountOf = (tiyin: number): string =>
  `${Math.floor(tiyin / 100)}.${String(tiyin % 100).padStart(2, '0')}`;

/** A Click id as the JSON answer carries it (int); undefined when it is not a safe integer. */
export function clickIdNumber(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,16}$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
}
