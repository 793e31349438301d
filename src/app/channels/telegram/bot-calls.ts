/**
 * The Mini App's calls about the merchant's bot, loaded with the first of them (none is on the first
 * screen's path: the home page's JavaScript budget has no room to spare).
 *
 * botLanguage (spec section 7: PUT /webbot/v1/users/logout with the init data and the language): the
 * bot writes a Mini App customer's order news in the customer's language, which the server keeps from
 * Telegram's at registration and then from this call, made when a signed-in customer switches the
 * interface language (bot-language.ts). Fire and forget: a refusal (stale init data, a session of
 * another Telegram account) only leaves the bot in its old language, which the console says.
 *
 * botAuth (spec section 7: POST /webbot/v1/users/auth with the init data), once per launch and session
 * (telegram-session.ts). The sign-in with init data does not need it (botToken, botRegister), but
 * two things do:
 * - A customer whose phone already has an account is not registered from a shared contact (the server
 *   answers 409 PHONE_VERIFICATION_REQUIRED: a typed phone proves nothing), so they sign in with an SMS
 *   code inside the Mini App. That session knows nothing of Telegram: botAuth links the Telegram account
 *   of the init data to it, and only then do their orders carry the Telegram id the bot writes to.
 * - The server takes botAuth (as any checked init data) as the customer being back in the Mini App: a
 *   chat that had blocked the bot may hear from it again.
 * Then, when the customer chose an interface language before signing in (the `lang` cookie), the bot is
 * told that language too.
 *
 * Plain api.call, not the mutation helper (core/api/use-api-mutation.ts): fire-and-forget calls outside
 * React with no busy or error state on screen (a refusal is only written to the console).
 */
import type { ApiClient } from '../../../core/api/client.ts';
// In the first screen's chunk already. A module this chunk shared with the main one (cookies.ts, say)
// would be split into a request of its own on every home page: the callers pass what they read.
import { backendLanguageOf, isAppLanguage, type AppLanguage } from '../../../core/i18n/languages.ts';

/** Tells the server the customer's language for the bot, in the backend's spelling (ru, uz, eng, kz...). */
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
 * Confirms the bot session (botAuth), then tells a language the customer chose before signing in.
 * @param chosen the `lang` cookie the language switch leaves (null: the customer chose none)
 */
export async function confirmBotSession(
  api: ApiClient,
  initData: string,
  chosen: string | null,
): Promise<void> {
  const [failure] = await api.call('botAuth', { body: { initData } });
  if (failure) {
    console.warn(
      `botAuth: the bot session stays unconfirmed (${failure.status} ${failure.code ?? failure.message})`,
    );
    return;
  }
  if (isAppLanguage(chosen)) await tellBotLanguage(api, initData, chosen);
}
