/**
 * Spec section 8: a chunk that fails to load (a new build replaced the old files) reloads the page,
 * at most once per 10 seconds (spec section 9, reload guard), so a broken deploy cannot loop.
 */
const KEY = 'chunkReloadAt';
export const RELOAD_GUARD_MS = 10_000;

/** True for the errors browsers and Vite raise when a lazily loaded file cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads unless a reload for the same reason happened within the guard; says whether it did. */
export function reloadForNewBuild(store: Storage, reload: () => void, now = Date.now()): boolean {
  const last = Number(store.getItem(KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  store.setItem(KEY, String(now));
  reload();
  return true;
}
