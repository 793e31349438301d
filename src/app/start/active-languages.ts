import type { Settings } from '../../contract/index.ts';
import {
  appLanguageOf,
  appLanguages,
  backendLanguageOf,
  type AppLanguage,
} from '../../core/i18n/languages.ts';

/** The interface languages the merchant has switched on, in the switcher's order. */
export function activeLanguages(settings: Settings): AppLanguage[] {
  const on = appLanguages.filter((lang) => settings[backendLanguageOf(lang)] === true);
  return on.length ? on : [appLanguageOf(settings.mainLanguage)];
}
