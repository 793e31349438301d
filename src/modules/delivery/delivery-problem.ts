/**
 * Why a delivery cannot go as it is (spec sections 5 and 8: delivery unavailable at the address,
 * out of service zone, no branch, today is a holiday, the delivery minimum amount), from the answers
 * of the nearest-branch and tariff calls and from the tariff's terms.
 *
 * The server's own text wins when it speaks the customer's language (it may say more, such as the
 * hours); otherwise the storefront says it in its own words for the codes it knows, and gives the
 * server's fallback text for the rest.
 */
import { ApiRequestError } from '../../core/api/unwrap.ts';

export type DeliveryProblemKind =
  'outOfZone' | 'unavailable' | 'noBranch' | 'holiday' | 'minimum' | 'incomplete' | 'failed';

export interface DeliveryProblem {
  kind: DeliveryProblemKind;
  /** Text to show instead of the storefront's own for this kind. */
  text?: string;
  /** The minimum product price, for 'minimum' when known. */
  amount?: number;
}

/** Server error codes by what they mean for the customer. Unknown codes are 'failed'. */
const kindOfCode: Record<string, DeliveryProblemKind> = {
  OUT_OF_SERVICE_ZONE: 'outOfZone',
  DELIVERY_UNAVAILABLE: 'unavailable',
  NO_BRANCHES: 'noBranch',
  BRANCH_NOT_FOUND: 'noBranch',
  BRANCH_SERVICE_DISABLED: 'noBranch',
  BRANCH_INACTIVE: 'noBranch',
  BRANCH_HOLIDAY: 'holiday',
  DELIVERY_MIN_AMOUNT: 'minimum',
};

/** The problem a failed call means. */
export function problemOfError(error: unknown): DeliveryProblem {
  if (!(error instanceof ApiRequestError)) return { kind: 'failed' };
  const kind = (error.code && kindOfCode[error.code]) || 'failed';
  if (error.localized || kind === 'failed') return { kind, text: error.message };
  return { kind };
}

/** The delivery minimum amount (spec section 5): products cheaper than the tariff's minimum. */
export function minimumProblem(
  productPrice: number,
  minimum: number | null | undefined,
): DeliveryProblem | null {
  if (minimum === null || minimum === undefined || minimum <= 0) return null;
  return productPrice < minimum ? { kind: 'minimum', amount: minimum } : null;
}

/**
 * An address on the order that cannot be priced: without coordinates or a description (saved by
 * another app, or before the picker named it) the spec asks no tariff, so the customer is told to
 * choose it again instead of waiting for a price that never comes.
 */
export function incompleteAddressProblem(
  hasAddress: boolean,
  inputs: { ok: true } | { ok: false; skip: string },
): DeliveryProblem | null {
  if (!hasAddress || inputs.ok) return null;
  return inputs.skip === 'noDescription' || inputs.skip === 'noCoordinates' ? { kind: 'incomplete' } : null;
}
