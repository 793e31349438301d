/**
 * Ordering for someone else (receiverActive): the receiver's name and phone are both required
 * (spec section 5), the phone complete in the merchant's mask; the order carries the phone unmasked.
 */
import { isComplete, unmask } from '../../core/forms/mask.ts';
import type { DraftReceiver } from '../../core/order-draft/draft-schema.ts';

export type ReceiverProblem = 'required' | 'phoneIncomplete';

export interface ReceiverProblems {
  name: ReceiverProblem | null;
  phone: ReceiverProblem | null;
}

/** A phone typed in the mask: complete, or empty (nothing beyond the mask's own digits), or incomplete. */
export function phoneProblem(mask: string, phone: string): ReceiverProblem | null {
  if (isComplete(mask, phone)) return null;
  const digits = phone.replace(/\D/g, '');
  const maskDigits = mask.replace(/[^\d]/g, '');
  return digits.length <= maskDigits.length ? 'required' : 'phoneIncomplete';
}

export function receiverProblems(receiver: DraftReceiver, mask: string): ReceiverProblems {
  return {
    name: receiver.name.trim() ? null : 'required',
    phone: phoneProblem(mask, receiver.phone),
  };
}

export const hasProblems = (problems: ReceiverProblems): boolean =>
  problems.name !== null || problems.phone !== null;

/** The receiver as the order carries it, or null when the customer receives the order. */
export function receiverForOrder(
  receiver: DraftReceiver | null,
  mask: string,
): { name: string; phone: string } | null {
  return receiver ? { name: receiver.name.trim(), phone: unmask(mask, receiver.phone) } : null;
}
