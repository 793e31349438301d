/**
 * Interface languages. The backend spells them ru, uz, eng, kz, ar, tr, zh (settings flags and
 * localized texts); the app uses BCP 47 tags, because Intl and MessageFormat only understand those
 * ("kz" is not a language tag: Intl would silently fall back to English).
 */
import type { BackendLanguage } from '../../contract/index.ts';

export const appLanguages = ['ru', 'uz', 'en', 'ar', 'kk', 'tr', 'zh'] as const;
export type AppLanguage = (typeof appLanguages)[number];

export const DEFAULT_LANGUAGE: AppLanguage = 'ru';

const toApp: Record<BackendLanguage, AppLanguage> = {
  ru: 'ru',
  uz: 'uz',
  eng: 'en',
  kz: 'kk',
  ar: 'ar',
  tr: 'tr',
  zh: 'zh',
};
const toBackend = Object.fromEntries(Object.entries(toApp).map(([b, a]) => [a, b])) as Record<
  AppLanguage,
  BackendLanguage
>;

export const appLanguageOf = (backend: BackendLanguage): AppLanguage => toApp[backend];
export const backendLanguageOf = (app: AppLanguage): BackendLanguage => toBackend[app];

export const isAppLanguage = (value: unknown): value is AppLanguage =>
  typeof value === 'string' && (appLanguages as readonly string[]).includes(value);

/** Arabic is written right to left; every other interface language left to right. */
export const directionOf = (lang: AppLanguage): 'rtl' | 'ltr' => (lang === 'ar' ? 'rtl' : 'ltr');

/** The language's own name, as the language switcher shows it. */
export const nativeNames: Record<AppLanguage, string> = {
  ru: 'Русский',
  uz: "O'zbekcha",
  en: 'English',
  ar: 'العربية',
  kk: 'Қазақша',
  tr: 'Türkçe',
  zh: '中文',
};

/**
 * Which localized text to show when the customer's language has none. Catalogue names exist in ru, uz
 * and eng; Kazakh readers read Russian, the others English, and Russian is the last resort.
 */
export const textFallbacks: Record<AppLanguage, BackendLanguage[]> = {
  ru: ['ru', 'uz', 'eng'],
  uz: ['uz', 'ru', 'eng'],
  en: ['eng', 'ru', 'uz'],
  kk: ['kz', 'ru', 'eng', 'uz'],
  ar: ['ar', 'eng', 'ru', 'uz'],
  tr: ['tr', 'eng', 'ru', 'uz'],
  zh: ['zh', 'eng', 'ru', 'uz'],
};
