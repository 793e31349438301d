/**
 * What to tell a customer whose code was not taken, or not sent, in their language. The server
 * describes its errors in Russian, Uzbek and English; the storefront speaks seven languages. Its own
 * text is used when it has one in the customer's language (it says more, e.g. the tries left);
 * otherwise the storefront's text for the code problems it knows, and for a failed connection.
 * Any other error keeps the text the API client chose (the spec's fallbacks). How long to wait is
 * not repeated in the texts: the resend countdown beside them shows it.
 */
import type { ApiError } from '../api/api-error.ts';
import type { MessageValues } from '../i18n/messages.ts';
import { detailsOf } from '../forms/error-text.ts';

/** Errors of sending and checking codes that have a text of their own (core.code.error.*). */
export const CODE_PROBLEMS = [
  'WRONG_CODE',
  'TOO_MANY_ATTEMPTS',
  'CODE_EXPIRED',
  'SIGN_IN_LOCKED',
  'RESEND_THROTTLED',
  // The server could not send the SMS (its gateway failed or is not set up): its own text says how
  // long to wait in ru, uz and eng; these say it in the other languages.
  'SMS_NOT_SENT',
  'SMS_NOT_CONFIGURED',
] as const;
type CodeProblem = (typeof CODE_PROBLEMS)[number];

const isCodeProblem = (code: string | undefined): code is CodeProblem =>
  (CODE_PROBLEMS as readonly (string | undefined)[]).includes(code);

export function codeProblemText(error: ApiError, t: (id: string, values?: MessageValues) => string): string {
  if (error.localized) return error.message;
  // The tries left, which the server's description says in three languages only (ErrorDetails).
  const triesLeft = error.code === 'WRONG_CODE' ? detailsOf(error)?.triesLeft : undefined;
  if (triesLeft !== undefined) return t('core.code.error.triesLeft', { count: triesLeft });
  if (isCodeProblem(error.code)) return t(`core.code.error.${error.code}`);
  // No answer (network, time-out): nothing from the server to show.
  if (error.status === 0) return t('core.code.error.network');
  return error.message;
}

/**
 * When another code may be asked for after this error (epoch ms), or null when the error says
 * nothing about it: the server's Retry-After on throttled, locked and used-up codes.
 */
export function resendAtAfter(error: ApiError, now: number): number | null {
  return error.retryAfter === undefined ? null : now + error.retryAfter * 1000;
}
