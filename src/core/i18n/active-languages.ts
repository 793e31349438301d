import type { Settings } from '../../contract/index.ts';
import { appLanguageOf, appLanguages, backendLanguageOf, type AppLanguage } from './languages.ts';

/**
 * The interface languages the merchant has switched on, in the switcher's order. Shared by the
 * browser (the switcher, language links) and the server (hreflang alternates, the sitemap).
 */
export function activeLanguages(settings: Settings): AppLanguage[] {
  const on = appLanguages.filter((lang) => settings[backendLanguageOf(lang)] === true);
  return on.length ? on : [appLanguageOf(settings.mainLanguage)];
}
