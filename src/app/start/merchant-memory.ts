/**
 * The merchant remembered between visits (spec section 6: cookie or stored merchant first), and the
 * clean-up when the merchant cannot be found (spec section 4).
 */
import { clearAllCookies, readCookie, writeCookie } from '../../core/tenant/cookies.ts';
import { localStore, sessionStore } from '../../core/tenant/safe-storage.ts';
import { readStored, writeStored } from '../../core/tenant/storage.ts';
import { storedKind } from '../../core/tenant/stored-kind.ts';

const KEY = 'merchant';

const remembered = storedKind<{ id: number; sub: string }>(
  (key) => key === KEY,
  async () => (await import('./remembered-merchant.ts')).RememberedMerchant,
);

/** The remembered merchant's sub-domain: the cookie's, else the stored one's (read once its schema is here). */
export async function rememberedSub(): Promise<string | null> {
  const cookie = readCookie(KEY);
  if (cookie) return cookie;
  const stored = readStored(KEY, remembered);
  if (stored !== undefined) return stored?.sub ?? null;
  await remembered.ready();
  return readStored(KEY, remembered)?.sub ?? null;
}

export function rememberMerchant(id: number, sub: string): void {
  writeStored(KEY, { id, sub }, remembered);
  writeCookie(KEY, sub);
}

/** Merchant lookup failed: local storage, session storage and all cookies are cleared. */
export function forgetEverything(): void {
  try {
    localStore().clear();
    sessionStore().clear();
  } catch {
    // Storage disabled: nothing to clear.
  }
  clearAllCookies();
}
