/**
 * The interface language for this visit (rules in core/i18n/choose-language.ts), and the switcher's
 * setter, which remembers the choice in the `lang` cookie.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Settings } from '../../contract/index.ts';
import { chooseLanguage } from '../../core/i18n/choose-language.ts';
import type { AppLanguage } from '../../core/i18n/languages.ts';
import { readCookie, writeCookie } from '../../core/tenant/cookies.ts';
import { sessionStore } from '../../core/tenant/safe-storage.ts';
import { activeLanguages } from '../../core/i18n/active-languages.ts';
import { routeLanguage, settleRouteLanguage } from './route-language.ts';

/** A session default-language value can override the language once (removed after the first read). */
function readSessionDefaultLanguage(): string | null {
  try {
    return sessionStore().getItem('defaultLanguage');
  } catch {
    return null;
  }
}

export interface LanguageChoice {
  lang: AppLanguage | null;
  languages: AppLanguage[];
  setLanguage: (lang: AppLanguage) => void;
}

/**
 * `messenger`: the customer's language in the messenger (uz, ru, en), which may override (spec section 4).
 * `rendered`: the language the server rendered this page in (entry-server.tsx chose it by the same
 * rules, from the same link and cookie): hydration starts in it, so the two agree.
 */
export function useLanguageChoice(
  settings: Settings | undefined,
  forcedRussian: boolean,
  messenger: string | null = null,
  rendered: AppLanguage | null = null,
): LanguageChoice {
  const languages = useMemo(() => (settings ? activeLanguages(settings) : []), [settings]);
  const [chosen, setChosen] = useState<AppLanguage | null>(rendered);
  const [sessionDefault] = useState(readSessionDefaultLanguage);
  // A language link (/en/...) counts as the customer's choice when the merchant has the language.
  const [requested] = useState(routeLanguage);
  const fromLink = requested && languages.includes(requested) ? requested : null;
  useEffect(() => {
    if (!settings) return;
    if (fromLink) writeCookie('lang', fromLink);
    settleRouteLanguage();
  }, [settings, fromLink]);
  useEffect(() => {
    try {
      sessionStore().removeItem('defaultLanguage');
    } catch {
      // Storage disabled: nothing was read either.
    }
  }, []);

  const lang: AppLanguage | null = !settings
    ? null
    : chosen && languages.includes(chosen)
      ? chosen
      : chooseLanguage({
          active: languages,
          mainLanguage: settings.mainLanguage,
          cookie: fromLink ?? readCookie('lang'),
          sessionDefault,
          messenger,
          forcedRussian,
        });

  const setLanguage = useCallback((next: AppLanguage) => {
    writeCookie('lang', next);
    setChosen(next);
  }, []);

  return { lang, languages, setLanguage };
}
