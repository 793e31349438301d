/**
 * The storefront's language switch, which inside the Mini App also tells the merchant's bot, so that
 * its order news comes in the language the customer reads (bot-calls.ts, botLanguage): `setLanguage` as
 * given, plus the call when the customer is signed in there with init data and the language changes.
 * The switch never waits for the call.
 */
import { useCallback } from 'react';
import type { ApiClient } from '../../../core/api/client.ts';
import type { AppLanguage } from '../../../core/i18n/languages.ts';

export function useLanguageForBot(options: {
  active: boolean;
  initData: string | null;
  signedIn: boolean;
  lang: AppLanguage | null;
  api: ApiClient;
  setLanguage: (lang: AppLanguage) => void;
}): (lang: AppLanguage) => void {
  const { active, initData, signedIn, lang, api, setLanguage } = options;
  return useCallback(
    (next: AppLanguage) => {
      setLanguage(next);
      if (active && initData && signedIn && next !== lang)
        void import('./bot-calls.ts').then((calls) => calls.tellBotLanguage(api, initData, next));
    },
    [active, initData, signedIn, lang, api, setLanguage],
  );
}
