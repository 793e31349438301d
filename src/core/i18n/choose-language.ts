/**
 * The language rules of spec section 4, as one pure function.
 *
 * Order: a brand forced to Russian wins; then the customer's own choice (the `lang` cookie, written by
 * the switcher, or a language link such as /uz/ or /en/ for a language the merchant has on); then a session default-language value, once; then
 * the messenger's language (uz, ru, en); then the merchant's mainLanguage; then Russian. Whatever is
 * chosen must be a language the merchant has switched on, else the next rule applies.
 */
import { appLanguageOf, DEFAULT_LANGUAGE, isAppLanguage, type AppLanguage } from './languages.ts';
import type { BackendLanguage } from '../../contract/index.ts';

export interface LanguageInputs {
  /** Languages the merchant has switched on, in the app's codes. */
  active: AppLanguage[];
  mainLanguage: BackendLanguage | null | undefined;
  cookie?: string | null;
  sessionDefault?: string | null;
  messenger?: string | null;
  forcedRussian?: boolean;
}

const messengerLanguages: Record<string, AppLanguage> = { uz: 'uz', ru: 'ru', en: 'en' };

export function chooseLanguage(input: LanguageInputs): AppLanguage {
  const main = input.mainLanguage ? appLanguageOf(input.mainLanguage) : DEFAULT_LANGUAGE;
  const active = input.active.length ? input.active : [main];
  const allowed = (lang: AppLanguage | undefined): lang is AppLanguage => !!lang && active.includes(lang);

  if (input.forcedRussian) return 'ru';
  const candidates: (AppLanguage | undefined)[] = [
    isAppLanguage(input.cookie) ? input.cookie : undefined,
    isAppLanguage(input.sessionDefault) ? input.sessionDefault : undefined,
    input.messenger ? messengerLanguages[input.messenger.slice(0, 2).toLowerCase()] : undefined,
    main,
    DEFAULT_LANGUAGE,
  ];
  return candidates.find(allowed) ?? active[0] ?? DEFAULT_LANGUAGE;
}
