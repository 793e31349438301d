/**
 * The customer's session with this brand: who is signed in, signing in and out, the Telegram Mini
 * App's own sign-in, the bot's language following the switcher, and spec section 6's rule that a 401
 * while a token exists logs out with a notice.
 */
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Merchant } from '../../contract/index.ts';
import type { AppLanguage } from '../../core/i18n/languages.ts';
import type { Messages } from '../../core/i18n/messages.ts';
import { notify } from '../../core/notify.ts';
import { sessionStore, useStoredSession, type StoredSession } from '../../core/session/session-store.ts';
import type { Channel } from '../../core/storefront.tsx';
import { useLanguageForBot } from '../channels/telegram/bot-language.ts';
import type { Messenger } from '../channels/telegram/messenger.ts';
import { useTelegramSession } from '../channels/telegram/use-telegram-session.ts';
import type { AppServices } from './app-services.ts';

export interface SessionInputs {
  services: AppServices;
  merchant: Merchant | undefined;
  channel: Channel;
  messenger: Messenger | null;
  lang: AppLanguage | null;
  setLanguage: (lang: AppLanguage) => void;
  /** The messages on screen, for the notice of an expired session. */
  messages: Messages | undefined;
}

export function useSessionControls({
  services,
  merchant,
  channel,
  messenger,
  lang,
  setLanguage,
  messages,
}: SessionInputs) {
  const { api, callContext } = services;
  const session = useStoredSession(merchant?.id ?? null);
  const navigate = useNavigate();
  const signIn = useCallback(
    (next: StoredSession) => {
      if (merchant) sessionStore.set(merchant.id, next);
    },
    [merchant],
  );
  const endSession = useCallback(
    async (tellServer: boolean) => {
      if (!merchant) return;
      // Signing out is rare: its code (what a logout clears, and how) loads only then.
      const { signOut } = await import('./sign-out.ts');
      await signOut(api, merchant.id, tellServer);
      navigate('/', { replace: true });
    },
    [api, merchant, navigate],
  );
  const inTelegram = channel === 'telegram';
  useTelegramSession({
    active: inTelegram,
    initData: messenger?.initData ?? null,
    merchantId: merchant?.id ?? null,
    session,
    api,
    signIn,
  });
  // Inside the Mini App the bot writes in the language the customer switches to.
  const switchLanguage = useLanguageForBot({
    active: inTelegram,
    initData: messenger?.initData ?? null,
    signedIn: session !== null,
    lang,
    api,
    setLanguage,
  });
  useEffect(() => {
    callContext.onUnauthorized(() => {
      notify(
        messages?.format('app.sessionExpired') ?? 'Some things are out of date! Please log in again.',
        'error',
      );
      void endSession(false);
    });
  }, [callContext, endSession, messages]);
  const signOutAndTell = useCallback(() => endSession(true), [endSession]);
  return { session, signIn, signOut: signOutAndTell, switchLanguage };
}
