/**
 * The staff session's token, kept in localStorage per merchant: a device used for two merchants
 * (a manager of both) keeps both sessions, and signing out of one leaves the other.
 */
import { localStore } from '../../core/tenant/safe-storage.ts';

const keyOf = (sub: string) => `console:${sub}:token`;

export const readStaffToken = (sub: string): string | null => localStore().getItem(keyOf(sub));

export function keepStaffToken(sub: string, token: string | null): void {
  if (token) localStore().setItem(keyOf(sub), token);
  else localStore().removeItem(keyOf(sub));
}
