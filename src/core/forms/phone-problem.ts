import type { FieldProblem } from '../../contract/field-rules.ts';
import { isComplete } from './mask.ts';

/**
 * A phone typed in the merchant's mask: complete, or empty (nothing beyond the mask's own digits:
 * required when `required`), or incomplete.
 */
export function maskedPhoneProblem(mask: string, phone: string, required = true): FieldProblem | null {
  if (isComplete(mask, phone)) return null;
  const digits = phone.replace(/\D/g, '');
  const maskDigits = mask.replace(/\D/g, '');
  if (digits.length > maskDigits.length) return { kind: 'phone' };
  return required ? { kind: 'required' } : null;
}
