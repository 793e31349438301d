/**
 * Once per Mini App launch and session, the storefront confirms the bot session with botAuth (spec
 * section 7: POST /webbot/v1/users/auth with the init data). The sign-in with init data does not need
 * it (botToken, botRegister), but two things do:
 *
 * - A customer whose phone already has an account is not registered from a shared contact (the server
 *   answers 409 PHONE_VERIFICATION_REQUIRED: a typed phone proves nothing), so they sign in with an SMS
 *   code inside the Mini App. That session knows nothing of Telegram: botAuth links the Telegram account
 *   of the init data to it, and only then do their orders carry the Telegram id the bot writes to.
 * - The server takes botAuth (as any checked init data) as the customer being back in the Mini App: a
 *   chat that had blocked the bot may hear from it again.
 *
 * Then, when the customer chose an interface language before signing in (the `lang` cookie), the bot is
 * told that language too: changes made while signed in are told as they happen (bot-language.ts).
 */
import type { ApiClient } from '../../../core/api/client.ts';
import type { AppLanguage } from '../../../core/i18n/languages.ts';
import { tellBotLanguage } from './bot-language.ts';

export async function confirmBotSession(
  api: ApiClient,
  initData: string,
  chosenLanguage: AppLanguage | null,
): Promise<void> {
  const [failure] = await api.call('botAuth', { body: { initData } });
  if (failure) {
    console.warn(
      `botAuth: the bot session stays unconfirmed (${failure.status} ${failure.code ?? failure.message})`,
    );
    return;
  }
  if (chosenLanguage) await tellBotLanguage(api, initData, chosenLanguage);
}
