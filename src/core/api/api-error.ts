import { ApiErrorBody, type BackendLanguage } from '../../contract/index.ts';

/** The spec's fallback text when a failed call carries no description (section 8). */
export const FALLBACK_ERROR_TEXT = 'Произошла ошибка, попробуйте позже';

export interface ApiError {
  /** HTTP status; 0 for network failures and time-outs. */
  status: number;
  code?: string;
  /** Text to show the customer, already in their language. */
  message: string;
  /**
   * True when `message` is the server's own text in the customer's language; false when it is a
   * fallback (the server speaks fewer languages than the storefront), so a screen that knows the
   * code may say it better in the customer's words.
   */
  localized?: boolean;
  /** Seconds the server asked to wait (the Retry-After header), when it sent them. */
  retryAfter?: number;
  /**
   * The reply's JSON as it came, for a screen that reads more of it: a form reads which field was
   * refused and why (src/core/forms/server-refusal.ts parses it there, off the start-up code).
   */
  body?: unknown;
}

/**
 * The reply's description in the current language, else in `alsoTry` (spec section 8: the phone
 * change and verification texts default to Uzbek), else the spec's fallback text.
 */
export function describeError(
  body: unknown,
  lang: BackendLanguage,
  alsoTry: BackendLanguage | null = null,
  fallback = FALLBACK_ERROR_TEXT,
): string {
  const parsed = ApiErrorBody.safeParse(body);
  if (!parsed.success || !parsed.data.description) return fallback;
  const { description } = parsed.data;
  if (typeof description === 'string') return description || fallback;
  return description[lang] ?? (alsoTry ? description[alsoTry] : undefined) ?? fallback;
}

/** True when the reply describes the error in `lang` itself (a bare text counts: it names no language). */
export function describesIn(body: unknown, lang: BackendLanguage): boolean {
  const parsed = ApiErrorBody.safeParse(body);
  if (!parsed.success || !parsed.data.description) return false;
  const { description } = parsed.data;
  return typeof description === 'string' ? description !== '' : Boolean(description[lang]);
}

/**
 * Retry-After in whole seconds. Only the delay form: this API never sends the date form, and a date
 * would need the server's clock to agree with the customer's.
 */
export function retryAfterOf(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

/** Calls whose error texts fall back to another language before the generic text. */
export const errorLanguageFallback: Partial<Record<string, BackendLanguage>> = {
  phoneChange: 'uz',
  phoneVerify: 'uz',
};

export function codeOf(body: unknown): string | undefined {
  const parsed = ApiErrorBody.safeParse(body);
  return parsed.success ? parsed.data.code : undefined;
}
