/**
 * The merchant's bot writes a Mini App customer's order news in the customer's language (the server's
 * bot outbox reads it from the account: Telegram's language at registration, then what the storefront
 * says here). The storefront says it with botLanguage (spec section 7: PUT /webbot/v1/users/logout
 * with the init data and the language) when a signed-in customer changes the interface language inside
 * the Mini App. Fire and forget: the switch never waits for it, and a refusal (stale init data, a
 * session of another Telegram account) only leaves the bot in its old language, which the console says.
 */
import { useCallback } from 'react';
import type { ApiClient } from '../../../core/api/client.ts';
import { backendLanguageOf, type AppLanguage } from '../../../core/i18n/languages.ts';

/** Tells the server the customer's language for the bot (the backend's spelling: ru, uz, eng, kz...). */
export async function tellBotLanguage(api: ApiClient, initData: string, lang: AppLanguage): Promise<void> {
  const [failure] = await api.call('botLanguage', {
    body: { initData, language: backendLanguageOf(lang) },
  });
  if (failure)
    console.warn(
      `botLanguage: the bot keeps its language (${failure.status} ${failure.code ?? failure.message})`,
    );
}

/**
 * The language switch of the storefront, which inside the Mini App also tells the bot: `setLanguage`
 * as given, plus botLanguage when the customer is signed in there with init data and the language
 * changes.
 */
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
      if (active && initData && signedIn && next !== lang) void tellBotLanguage(api, initData, next);
    },
    [active, initData, signedIn, lang, api, setLanguage],
  );
}
