/**
 * What a failed card call says to the customer: the storefront's own text for each code the server
 * sends for Payme's refusals (in every storefront language), else the server's description (ru, uz,
 * eng) or the generic text the API client chose.
 */
import type { ApiError } from '../../core/api/api-error.ts';

/** Codes with a text of their own in this module's catalogues (`payment-card.error.<code>`). */
export const CARD_ERROR_CODES = [
  'CARD_NUMBER_INVALID',
  'CARD_SMS_UNAVAILABLE',
  'CARD_INSUFFICIENT_FUNDS',
  'CARD_REVOKED',
  'CARD_CODE_EXPIRED',
  'CARD_CODE_ATTEMPTS',
  'CARD_CODE_WRONG',
  'CARD_CODE_NOT_SENT',
  'CARD_PROVIDER_UNAVAILABLE',
  'CARD_PROVIDER_ERROR',
  'CARD_DECLINED',
  'CARD_EXPIRED',
  'CARD_ALREADY_SAVED',
  'CARD_NOT_RECURRENT',
  'CARD_NOT_FOUND',
  'CARD_NOT_VERIFIED',
  'PAYMENT_IN_PROGRESS',
] as const;

const known = new Set<string>(CARD_ERROR_CODES);

/** The customer's text for a failed card call. */
export function cardErrorText(
  error: Pick<ApiError, 'code' | 'message' | 'status'>,
  t: (id: string) => string,
): string {
  if (error.code && known.has(error.code)) return t(`payment-card.error.${error.code}`);
  if (error.status === 0) return t('payment-card.error.network');
  return error.message;
}
