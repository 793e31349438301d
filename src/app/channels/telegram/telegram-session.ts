/**
 * The Mini App side of the start, loaded only inside Telegram (main.tsx imports messenger.ts, which
 * brings this file, only there): the page's one bridge to Telegram, the init data kept (cookie and
 * local storage, spec section 4), the customer signed in with it once the merchant is known, and each
 * session confirmed with the bot once per launch (bot-calls.ts: botAuth links an SMS sign-in to the
 * Telegram account the bot writes to). use-telegram-session.ts runs these from Bootstrap.
 */
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

/** Tells Telegram the Mini App is ready and keeps the init data for later launches and the server. */
export function prepareMiniApp(initData: string | null): void {
  setUpMiniApp(bridgeOf());
  if (initData) {
    localStore().setItem('initData', initData);
    writeCookie('initData', initData);
  }
}

/** Signs the customer in with the init data, once per merchant and page. */
export function signInOnce(
  api: ApiClient,
  initData: string,
  merchantId: number,
  signIn: (session: StoredSession) => void,
): void {
  if (tried.has(merchantId)) return;
  tried.add(merchantId);
  // The sign-in's code (and the contact request's schema) loads only when it is tried.
  void import('./telegram-sign-in.ts')
    .then(({ signInFromTelegram }) => signInFromTelegram(api, initData, bridgeOf()))
    .then((result) => {
      if (result) signIn(result);
    });
}

/** Confirms a session with the bot once per token and page. */
export function confirmOnce(api: ApiClient, initData: string, session: StoredSession): void {
  if (confirmed.has(session.token)) return;
  confirmed.add(session.token);
  // With the language the customer chose (the switch's cookie), told once the session is confirmed.
  const chosen = readCookie('lang');
  void import('./bot-calls.ts').then((calls) => calls.confirmBotSession(api, initData, chosen));
}
