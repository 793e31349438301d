/**
 * The signed-in customer, kept per brand (spec section 6: sessions are kept per brand; a customer may
 * belong to several). Stored in local storage under the merchant id, read back through zod, and
 * observable so every screen follows a sign-in or sign-out at once (also from another tab).
 * The token never goes into a URL or a log.
 */
import { useSyncExternalStore } from 'react';
import type { User } from '../../contract/index.ts';
import { localStore } from '../tenant/safe-storage.ts';
import { storedKind } from '../tenant/stored-kind.ts';

export interface StoredSession {
  token: string;
  user: User;
}

/** Read back through stored-session.ts, which loads when a kept session is there to read. */
const storedSessions = storedKind<StoredSession>(
  (key) => key.startsWith('session:'),
  async () => (await import('./stored-session.ts')).StoredSession,
);

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
  const value = storedSessions.parse(raw);
  // Kept by another tab while the schema is on its way: signed out for that moment (not cached), and
  // read again once it is here.
  if (value === undefined) return null;
  cache.set(merchantId, { raw, value });
  return value;
}

const emit = () => listeners.forEach((listener) => listener());

export const sessionStore = {
  get: read,
  set(merchantId: number, session: StoredSession | null): void {
    const raw = session ? JSON.stringify(session) : null;
    // Known as written: reading it back needs no parse (and with storage disabled, the session lives
    // as long as the page).
    cache.set(merchantId, { raw, value: session });
    try {
      if (raw !== null) localStore().setItem(keyOf(merchantId), raw);
      else localStore().removeItem(keyOf(merchantId));
    } catch {
      // Storage disabled: kept in the cache above.
    }
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const stopWaiting = storedSessions.onReady(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith('session:')) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      stopWaiting();
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
