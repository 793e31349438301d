/**
 * Payme's Subscribe API errors as the storefront's API answers them: a stable code the storefront
 * translates (every storefront language has a text per code) and a description in ru, uz and eng.
 *
 * Payme's codes, as its documentation and the maintained client libraries list them (payme-pkg's
 * errors map): -31300 card number invalid or unknown, -31301 the card has no SMS notifications,
 * -31302 the balance cannot be read, -31303 and -31630 insufficient funds, -31400 card (token) not
 * found, -31101 code expired, -31102 too many attempts, -31103 wrong code, -31110 the code could not
 * be sent, -31001 and -31002 Payme or the processing centre unavailable; -32xxx are protocol errors
 * (access denied, invalid params...): the merchant's set-up, not the customer's card.
 */
import { ApiError } from '../../base/api-error.ts';
import type { Logger } from '../../base/logger.ts';
import { cardMessages } from './card-messages.ts';
import { SubscribeError, SubscribeTransportError } from './subscribe-api.ts';

const byPaymeCode: Record<number, () => ApiError> = {
  [-31300]: () => new ApiError(422, 'CARD_NUMBER_INVALID', cardMessages.numberInvalid()),
  [-31301]: () => new ApiError(422, 'CARD_SMS_UNAVAILABLE', cardMessages.smsUnavailable()),
  [-31303]: () => new ApiError(422, 'CARD_INSUFFICIENT_FUNDS', cardMessages.insufficientFunds()),
  [-31630]: () => new ApiError(422, 'CARD_INSUFFICIENT_FUNDS', cardMessages.insufficientFunds()),
  [-31400]: () => new ApiError(409, 'CARD_REVOKED', cardMessages.revoked()),
  [-31101]: () => new ApiError(422, 'CARD_CODE_EXPIRED', cardMessages.codeExpired()),
  [-31102]: () => new ApiError(422, 'CARD_CODE_ATTEMPTS', cardMessages.codeAttempts()),
  [-31103]: () => new ApiError(422, 'CARD_CODE_WRONG', cardMessages.codeWrong()),
  [-31110]: () => new ApiError(422, 'CARD_CODE_NOT_SENT', cardMessages.codeNotSent()),
  [-31001]: () => new ApiError(503, 'CARD_PROVIDER_UNAVAILABLE', cardMessages.unavailable()),
  [-31002]: () => new ApiError(503, 'CARD_PROVIDER_UNAVAILABLE', cardMessages.unavailable()),
  [-31302]: () => new ApiError(503, 'CARD_PROVIDER_UNAVAILABLE', cardMessages.unavailable()),
};

/**
 * The API error for a failed Subscribe API call; anything else is thrown on unchanged (a bug stays a
 * 500 with its stack in the log).
 */
export function apiErrorOfSubscribe(error: unknown): unknown {
  if (error instanceof SubscribeTransportError) {
    return new ApiError(503, 'CARD_PROVIDER_UNAVAILABLE', cardMessages.unavailable());
  }
  if (!(error instanceof SubscribeError)) return error;
  const known = byPaymeCode[error.code];
  if (known) return known();
  if (error.code <= -32000) return new ApiError(502, 'CARD_PROVIDER_ERROR', cardMessages.providerError());
  return new ApiError(422, 'CARD_DECLINED', cardMessages.declined(error.providerMessage));
}

/**
 * Runs a Subscribe API call; its failure is logged (the method and Payme's code and text: never the
 * call's params, which may hold a card number) and becomes the API's error.
 */
export async function viaPayme<T>(log: Logger, method: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SubscribeError || error instanceof SubscribeTransportError) {
      log.warn(`[payme] ${method}: ${error.message}`);
    }
    throw apiErrorOfSubscribe(error);
  }
}
