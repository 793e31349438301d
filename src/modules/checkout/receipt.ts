/**
 * Sending the order's receipt (spec section 3: the order request's sendCheque and sendChequePhone):
 * the customer asks for it and gives a phone in the merchant's mask, their own by default. The phone
 * must be complete; the order carries it unmasked.
 */
import type { FieldProblem } from '../../contract/field-rules.ts';
import { applyMask, unmask } from '../../core/forms/mask.ts';
import { maskedPhoneProblem } from '../../core/forms/mask.ts';
import type { DraftReceipt } from '../../core/order-draft/draft-schema.ts';

/** What is wrong with the receipt's phone, once the customer asked for a receipt. */
export const receiptProblem = (receipt: DraftReceipt, mask: string): FieldProblem | null =>
  receipt.send ? maskedPhoneProblem(mask, receipt.phone) : null;

/** The phone a receipt goes to when the customer asks for one: the one typed, else their own. */
export const receiptPhoneFor = (receipt: DraftReceipt, mask: string, ownPhone: string): string =>
  receipt.phone.trim() ? receipt.phone : applyMask(mask, ownPhone);

/** The receipt as the order request carries it, or null when none is asked for. */
export function receiptForOrder(receipt: DraftReceipt, mask: string): { phone: string | null } | null {
  if (!receipt.send) return null;
  return { phone: unmask(mask, receipt.phone) || null };
}
