/**
 * A guest's hearts, kept on the device until they sign in: per merchant in local storage under
 * `favourites:<merchantId>` (brands never share them), newest first, read back through zod (a damaged
 * entry reads as none). Once the customer signs in they go to the server (guest-sync.ts) and leave
 * this list. Read from storage on every look (the parse is cached by text), so a logout, which clears
 * storage, empties it without telling this module.
 */
import { useSyncExternalStore } from 'react';
import { localStore } from '../../core/tenant/safe-storage.ts';
import { storedKind } from '../../core/tenant/stored-kind.ts';

export const guestFavouritesKey = (merchantId: number) => `favourites:${merchantId}`;
/** More hearts than a guest taps; beyond it the oldest go. */
export const MAX_GUEST_FAVOURITES = 100;

const storedHearts = storedKind<number[]>(
  (key) => key.startsWith('favourites:'),
  async () => (await import('./guest-favourites-schema.ts')).GuestFavourites,
);

/** The list with a product hearted (first: newest first, as the server lists) or not. */
export function withGuestFavourite(list: readonly number[], productId: number, on: boolean): number[] {
  const rest = list.filter((id) => id !== productId);
  return on ? [productId, ...rest].slice(0, MAX_GUEST_FAVOURITES) : rest;
}

const cache = new Map<number, { raw: string | null; value: readonly number[] }>();
const listeners = new Set<() => void>();
const NONE: readonly number[] = [];

/** The list a stored text holds; undefined while its schema is on its way. */
function parse(raw: string | null): readonly number[] | undefined {
  const parsed = storedHearts.parse(raw);
  return parsed ? [...new Set(parsed)].slice(0, MAX_GUEST_FAVOURITES) : parsed === null ? NONE : undefined;
}

/** Resolves once stored hearts can be read (their schema loads with the first stored list to read). */
export const guestHeartsReadable = (): Promise<void> => storedHearts.ready();

/** The guest's hearted product ids at a merchant, newest first. */
export function readGuestFavourites(merchantId: number): readonly number[] {
  let raw: string | null = null;
  try {
    raw = localStore().getItem(guestFavouritesKey(merchantId));
  } catch {
    // Refused storage reads as nothing kept.
  }
  const cached = cache.get(merchantId);
  if (cached && cached.raw === raw) return cached.value;
  const value = parse(raw);
  // Kept by another tab while the schema is on its way: none for that moment, read again once here.
  if (value === undefined) return NONE;
  cache.set(merchantId, { raw, value });
  return value;
}

/** Applies an edit to the stored list and tells every heart. */
export function editGuestFavourites(merchantId: number, edit: (list: readonly number[]) => number[]): void {
  const next = edit(readGuestFavourites(merchantId));
  try {
    const raw = JSON.stringify(next);
    storedHearts.wrote(raw, next);
    if (next.length) localStore().setItem(guestFavouritesKey(merchantId), raw);
    else localStore().removeItem(guestFavouritesKey(merchantId));
  } catch {
    // Storage full or refused: the heart cannot be kept.
  }
  listeners.forEach((listener) => listener());
}

const syncing = new Map<number, Promise<void>>();

/** Starts sending the guest's hearts to the account, unless they are on their way already. */
export function startGuestSync(merchantId: number, sync: () => Promise<void>): void {
  if (syncing.has(merchantId)) return;
  const run = sync()
    .catch(() => undefined)
    .finally(() => syncing.delete(merchantId));
  syncing.set(merchantId, run);
}

/** Resolves once no guest hearts are on their way at this merchant: a tap waits, to have the last word. */
export const guestSyncDone = (merchantId: number): Promise<void> =>
  syncing.get(merchantId) ?? Promise.resolve();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stopWaiting = storedHearts.onReady(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('favourites:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    stopWaiting();
    window.removeEventListener('storage', onStorage);
  };
}

/** The guest's hearts at this merchant, following taps here and in other tabs. */
export const useGuestFavourites = (merchantId: number): readonly number[] =>
  useSyncExternalStore(
    subscribe,
    () => readGuestFavourites(merchantId),
    () => NONE,
  );
