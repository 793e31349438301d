/**
 * Bootstrap's hook for the Mini App's session (telegram-session.ts does the work): outside Telegram
 * it does nothing and downloads nothing, so a web visit's start carries none of Telegram's code.
 */
import { useEffect } from 'react';
import type { ApiClient } from '../../../core/api/client.ts';
import type { StoredSession } from '../../../core/session/session-store.ts';

const load = () => import('./telegram-session.ts');

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
    if (active) void load().then((telegram) => telegram.prepareMiniApp(initData));
  }, [active, initData]);

  useEffect(() => {
    if (!active || !initData || merchantId === null || session) return;
    void load().then((telegram) => telegram.signInOnce(api, initData, merchantId, signIn));
  }, [active, initData, merchantId, session, api, signIn]);

  useEffect(() => {
    if (!active || !initData || !session) return;
    void load().then((telegram) => telegram.confirmOnce(api, initData, session));
  }, [active, initData, session, api]);
}
