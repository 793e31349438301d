import { ApiErrorBody, type BackendLanguage } from '../../contract/index.ts';

/** The spec's fallback text when a failed call carries no description (section 8). */
export const FALLBACK_ERROR_TEXT = 'Произошла ошибка, попробуйте позже';

export interface ApiError {
  /** HTTP status; 0 for network failures and time-outs. */
  status: number;
  code?: string;
  /** Text to show the customer, already in their language. */
  message: string;
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

/** Calls whose error texts fall back to another language before the generic text. */
export const errorLanguageFallback: Partial<Record<string, BackendLanguage>> = {
  phoneChange: 'uz',
  phoneVerify: 'uz',
};

export function codeOf(body: unknown): string | undefined {
  const parsed = ApiErrorBody.safeParse(body);
  return parsed.success ? parsed.data.code : undefined;
}
