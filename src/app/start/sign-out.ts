/**
 * Logging out (spec section 4): clears the token, the profile, storage and cookies, but keeps the
 * merchant and the messenger's init data (so the mini app can sign in again); the basket and the
 * order draft (address, branch, comment) go with the storage. The caller then goes to the home page.
 *
 * logout is a plain api.call, not the mutation helper (core/api/use-api-mutation.ts): it runs from
 * Bootstrap's session controls, above the storefront context the helper reads (also on a 401, with no
 * tap), shows no busy or error state, and its answer is ignored (a dead token must not keep anyone
 * signed in).
 */
import type { ApiClient } from '../../core/api/client.ts';
import { reloadAllBaskets } from '../../core/basket/basket-store.ts';
import { sessionStore as sessions } from '../../core/session/session-store.ts';
import { cookieAttributes } from '../../core/tenant/cookies.ts';
import { localStore, sessionStore } from '../../core/tenant/safe-storage.ts';

/** What survives a logout, in local storage and in cookies. */
export const KEPT_STORAGE_KEYS = ['merchant', 'initData', 'appVersion'] as const;
export const KEPT_COOKIES = ['merchant', 'initData'] as const;

export function clearForLogout(
  storage: Storage,
  session: Storage,
  cookieJar: { read(): string; expire(name: string): void },
): void {
  const kept = new Map<string, string>();
  for (const key of KEPT_STORAGE_KEYS) {
    const value = storage.getItem(key);
    if (value !== null) kept.set(key, value);
  }
  storage.clear();
  for (const [key, value] of kept) storage.setItem(key, value);
  session.clear();
  for (const part of cookieJar.read().split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name && !(KEPT_COOKIES as readonly string[]).includes(name)) cookieJar.expire(name);
  }
}

const documentCookies = {
  read: () => document.cookie,
  expire: (name: string) => {
    document.cookie = `${name}=; ${cookieAttributes(0)}`;
  },
};

/** Ends the session on the server (best effort: a dead token must not keep anyone signed in) and here. */
export async function signOut(api: ApiClient, merchantId: number, tellServer: boolean): Promise<void> {
  if (tellServer) await api.call('logout');
  sessions.set(merchantId, null);
  try {
    clearForLogout(localStore(), sessionStore(), documentCookies);
  } catch {
    // Storage disabled: the session above was the only state.
  }
  // The stores follow the cleared storage: every brand's basket and order draft are empty again.
  reloadAllBaskets();
  (await import('../../core/order-draft/order-draft-store.ts')).reloadAllDrafts();
}
