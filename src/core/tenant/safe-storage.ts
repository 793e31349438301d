/**
 * Local and session storage that never throw. A browser may refuse storage altogether (private
 * modes, or a storefront framed by another site, as in the merchant admin's live preview): then the
 * storefront keeps its state in memory for the life of the page instead of failing to start.
 */
/** Storage kept in memory: the fallback here, and a stand-in for tests. */
export class MemoryStorage implements Storage {
  private readonly data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
}

function usable(get: () => Storage): Storage {
  try {
    const store = get();
    const probe = '__storage_probe__';
    store.setItem(probe, probe);
    store.removeItem(probe);
    return store;
  } catch {
    return new MemoryStorage();
  }
}

let local: Storage | undefined;
let session: Storage | undefined;

/** localStorage, or memory when the browser refuses it. */
export const localStore = (): Storage => (local ??= usable(() => window.localStorage));
/** sessionStorage, or memory when the browser refuses it. */
export const sessionStore = (): Storage => (session ??= usable(() => window.sessionStorage));
