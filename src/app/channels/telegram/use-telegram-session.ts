/**
 * The Mini App side of the bootstrap: sets the Mini App up with Telegram, keeps the init data (cookie
 * and local storage, spec section 4), signs the customer in with it once the merchant is known, and
 * confirms each session with the bot once per launch (bot-calls.ts: botAuth links an SMS sign-in to
 * the Telegram account the bot writes to).
 */
import { useEffect } from 'react';
import type { ApiClient } from '../../../core/api/client.ts';
import type { StoredSession } from '../../../core/session/session-store.ts';
import { readCookie, writeCookie } from '../../../core/tenant/cookies.ts';
import { localStore } from '../../../core/tenant/safe-storage.ts';
import { hasInitData } from '../../start/channel.ts';
import { setUpMiniApp } from './mini-app-setup.ts';
import { TelegramBridge } from './telegram-bridge.ts';

let bridge: TelegramBridge | null = null;
/** The one bridge of this page: Telegram's events have one receiver. */
export const bridgeOf = (): TelegramBridge => (bridge ??= new TelegramBridge());
/** Merchants a messenger sign-in was already tried for in this page (effects may run twice). */
const tried = new Set<number>();
/** Session tokens whose bot session was confirmed in this page. */
const confirmed = new Set<string>();

/** The init data of this launch, or the one kept from an earlier launch; short values count as none. */
export function currentInitData(launchInitData: string | null): string | null {
  const kept = localStore().getItem('initData');
  const initData = launchInitData ?? kept;
  if (!hasInitData(initData)) {
    localStore().removeItem('initData');
    return null;
  }
  return initData;
}

export function useTelegramSession(options: {
  active: boolean;
  initData: string | null;
  merchantId: number | null;
  session: StoredSession | null;
  api: ApiClient;
  signIn: (session: StoredSession) => void;
}): void {
  const { active, initData, merchantId, session, api, signIn } = options;

  useEffect(() => {
    if (!active) return;
    setUpMiniApp(bridgeOf());
    if (initData) {
      localStore().setItem('initData', initData);
      writeCookie('initData', initData);
    }
  }, [active, initData]);

  useEffect(() => {
    if (!active || !initData || merchantId === null || session || tried.has(merchantId)) return;
    tried.add(merchantId);
    // The sign-in's code (and the contact request's schema) loads only inside Telegram.
    void import('./telegram-sign-in.ts')
      .then(({ signInFromTelegram }) => signInFromTelegram(api, initData, bridgeOf()))
      .then((result) => {
        if (result) signIn(result);
      });
  }, [active, initData, merchantId, session, api, signIn]);

  useEffect(() => {
    if (!active || !initData || !session || confirmed.has(session.token)) return;
    confirmed.add(session.token);
    // With the language the customer chose (the switch's cookie), told once the session is confirmed.
    const chosen = readCookie('lang');
    void import('./bot-calls.ts').then((calls) => calls.confirmBotSession(api, initData, chosen));
  }, [active, initData, session, api]);
}
