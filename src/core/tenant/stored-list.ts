/**
 * A list kept on this device per merchant in local storage under `<prefix>:<merchantId>` (so brands
 * never share it), as the guest's addresses and the recent searches keep theirs. Read from storage on
 * every look, with the parse of the same text cached: a logout clears storage and the list follows
 * without being told; another tab's change arrives through the `storage` event. Writing an empty list
 * removes the entry. A storage that is full or refused keeps nothing and says nothing: what the
 * customer did still happens, it is just not kept.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { localStore } from './safe-storage.ts';

export interface StoredList<T> {
  key: (merchantId: number) => string;
  read: (merchantId: number, storage?: Storage) => T[];
  write: (merchantId: number, items: readonly T[], storage?: Storage) => void;
  /** The list, following writes here and in other tabs. */
  useList: (merchantId: number) => T[];
}

/** @param parse the readable entries of the stored text (null: nothing stored); never throws */
export function storedList<T>(prefix: string, parse: (raw: string | null) => T[]): StoredList<T> {
  const key = (merchantId: number) => `${prefix}:${merchantId}`;
  const cache = new Map<string, { raw: string | null; value: T[] }>();
  const listeners = new Set<() => void>();

  const read = (merchantId: number, storage: Storage = localStore()): T[] => {
    const name = key(merchantId);
    let raw: string | null;
    try {
      raw = storage.getItem(name);
    } catch {
      raw = null;
    }
    const cached = cache.get(name);
    if (cached && cached.raw === raw) return cached.value;
    const value = parse(raw);
    cache.set(name, { raw, value });
    return value;
  };

  const write = (merchantId: number, items: readonly T[], storage: Storage = localStore()): void => {
    try {
      if (items.length) storage.setItem(key(merchantId), JSON.stringify(items));
      else storage.removeItem(key(merchantId));
    } catch {
      // Full or refused: not kept.
    }
    listeners.forEach((listener) => listener());
  };

  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      // null: another tab cleared storage (a logout there).
      if (event.key === null || event.key.startsWith(`${prefix}:`)) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  const empty: T[] = [];
  const useList = (merchantId: number): T[] => {
    const look = useCallback(() => read(merchantId), [merchantId]);
    return useSyncExternalStore(subscribe, look, () => empty);
  };

  return { key, read, write, useList };
}
