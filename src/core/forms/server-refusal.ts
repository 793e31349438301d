/**
 * Which field a server refusal is about, read from the error reply the API client kept
 * (ApiError.body): its path in the request and the rule it broke, when the server says.
 */
import { FieldErrorBody, type FieldProblem } from '../../contract/field-rules.ts';
import type { ApiError } from '../api/api-error.ts';

export interface FieldRefusal {
  /** The field's path in the request: "email", "receiver.phone", "tableId". */
  field: string;
  /** The rule broken; null when the server only says why in words (e.g. "this is already your number"). */
  problem: FieldProblem | null;
}

export function fieldRefusalOf(error: Pick<ApiError, 'body'>): FieldRefusal | null {
  const parsed = FieldErrorBody.safeParse(error.body);
  if (!parsed.success || !parsed.data.field) return null;
  return { field: parsed.data.field, problem: parsed.data.problem ?? null };
}
