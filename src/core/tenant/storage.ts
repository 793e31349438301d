/**
 * Typed local storage: every value read back goes through a zod schema, so a value written by an
 * older version, or edited by hand, can never crash the storefront (it reads as missing).
 */
import type { z } from 'zod';
import { localStore } from './safe-storage.ts';

export function readStored<T extends z.ZodType>(
  key: string,
  schema: T,
  store: Storage = localStore(),
): z.output<T> | null {
  try {
    const raw = store.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown, store: Storage = localStore()): void {
  try {
    store.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the app keeps working from memory.
  }
}
