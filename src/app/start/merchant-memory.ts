/**
 * The merchant remembered between visits (spec section 6: cookie or stored merchant first), and the
 * clean-up when the merchant cannot be found (spec section 4).
 */
import { z } from 'zod';
import { clearAllCookies, readCookie, writeCookie } from '../../core/tenant/cookies.ts';
import { localStore, sessionStore } from '../../core/tenant/safe-storage.ts';
import { readStored, writeStored } from '../../core/tenant/storage.ts';

const Remembered = z.object({ id: z.number().int(), sub: z.string() });
const KEY = 'merchant';

export function rememberedSub(): string | null {
  return readCookie(KEY) ?? readStored(KEY, Remembered)?.sub ?? null;
}

export function rememberMerchant(id: number, sub: string): void {
  writeStored(KEY, { id, sub });
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
