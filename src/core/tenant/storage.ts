/**
 * Typed local storage: every value read back goes through its kind's zod schema (stored-kind.ts), so
 * a value written by an older version, or edited by hand, can never crash the storefront (it reads
 * as missing).
 */
import { localStore } from './safe-storage.ts';
import type { StoredKind } from './stored-kind.ts';

/** The stored value; null when missing or unreadable, undefined while its schema is on its way. */
export function readStored<T>(
  key: string,
  kind: StoredKind<T>,
  store: Storage = localStore(),
): T | null | undefined {
  try {
    return kind.parse(store.getItem(key));
  } catch {
    return null;
  }
}

export function writeStored<T>(
  key: string,
  value: T,
  kind: StoredKind<T>,
  store: Storage = localStore(),
): void {
  try {
    const raw = JSON.stringify(value);
    kind.wrote(raw, value);
    store.setItem(key, raw);
  } catch {
    // Storage full or disabled (private mode): the app keeps working from memory.
  }
}
