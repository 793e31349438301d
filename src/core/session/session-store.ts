/**
 * The signed-in customer, kept per brand (spec section 6: sessions are kept per brand; a customer may
 * belong to several). Stored in local storage under the merchant id, read back through zod, and
 * observable so every screen follows a sign-in or sign-out at once (also from another tab).
 * The token never goes into a URL or a log.
 */
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { User } from '../../contract/index.ts';
import { localStore } from '../tenant/safe-storage.ts';

export const StoredSession = z.object({ token: z.string().min(1), user: User });
export type StoredSession = z.infer<typeof StoredSession>;

const keyOf = (merchantId: number) => `session:${merchantId}`;
const listeners = new Set<() => void>();
/** Parsed values by their stored text, so an unchanged session keeps its identity between reads. */
const cache = new Map<number, { raw: string | null; value: StoredSession | null }>();

function storedText(merchantId: number): string | null {
  try {
    return localStore().getItem(keyOf(merchantId));
  } catch {
    return cache.get(merchantId)?.raw ?? null;
  }
}

function read(merchantId: number): StoredSession | null {
  const raw = storedText(merchantId);
  const cached = cache.get(merchantId);
  if (cached && cached.raw === raw) return cached.value;
  let value: StoredSession | null = null;
  if (raw !== null) {
    try {
      const parsed = StoredSession.safeParse(JSON.parse(raw));
      value = parsed.success ? parsed.data : null;
    } catch {
      value = null;
    }
  }
  cache.set(merchantId, { raw, value });
  return value;
}

const emit = () => listeners.forEach((listener) => listener());

export const sessionStore = {
  get: read,
  set(merchantId: number, session: StoredSession | null): void {
    try {
      if (session) localStore().setItem(keyOf(merchantId), JSON.stringify(session));
      else localStore().removeItem(keyOf(merchantId));
    } catch {
      // Storage disabled: the session lives as long as the page (kept in the cache below).
      cache.set(merchantId, { raw: session ? JSON.stringify(session) : null, value: session });
    }
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith('session:')) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

export function useStoredSession(merchantId: number | null): StoredSession | null {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => (merchantId === null ? null : sessionStore.get(merchantId)),
    () => null,
  );
}
