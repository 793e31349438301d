/**
 * Ordering for someone else (receiverActive): the receiver's name and phone are both required
 * (spec section 5), the name within the server's text limit, the phone complete in the merchant's
 * mask; the order carries the phone unmasked.
 */
import { textProblem, type FieldProblem } from '../../contract/field-rules.ts';
import { unmask } from '../../core/forms/mask.ts';
import { maskedPhoneProblem } from '../../core/forms/mask.ts';
import type { DraftReceiver } from '../../core/order-draft/draft-schema.ts';

export interface ReceiverProblems {
  name: FieldProblem | null;
  phone: FieldProblem | null;
}

export function receiverProblems(receiver: DraftReceiver, mask: string): ReceiverProblems {
  return {
    name: receiver.name.trim() ? textProblem(receiver.name) : { kind: 'required' },
    phone: maskedPhoneProblem(mask, receiver.phone),
  };
}

/** The receiver as the order carries it, or null when the customer receives the order. */
export function receiverForOrder(
  receiver: DraftReceiver | null,
  mask: string,
): { name: string; phone: string } | null {
  return receiver ? { name: receiver.name.trim(), phone: unmask(mask, receiver.phone) } : null;
}
