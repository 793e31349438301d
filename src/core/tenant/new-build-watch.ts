/**
 * Spec section 4: a periodic check for a new build reloads the page (a chunk that fails to load
 * reloads it too: chunk-reload.ts). Every NEW_BUILD_CHECK_MS the page asks whether its own entry
 * script is still served: a build's file names carry a hash of their content, so a new build removes
 * the old name and the answer is 404 (no server support needed, as with any static host).
 *
 * The reload waits for a calm moment: the customer's next navigation to a page with nothing to type
 * (the menu, a product, search, information pages), never into the checkout, the basket, sign-in or
 * a form, so nothing typed is lost; the basket and the session are kept on the device and survive it.
 * The reload guard of chunk-reload.ts keeps a broken deploy from reloading in a loop.
 */
import { reloadForNewBuild } from './chunk-reload.ts';
import { sessionStore } from './safe-storage.ts';

export const NEW_BUILD_CHECK_MS = 5 * 60_000;

const CALM_PAGES =
  /^\/(?:|category|product\/\d+|search|branches|branches\/map|about|offerta|privacy|vacancy(?:\/\d+)?|extra|extra2|extr3)$/;

/** A page with nothing to type: a reload on the way to it loses nothing. */
export const isCalmPage = (path: string): boolean => CALM_PAGES.test(path);

export interface NewBuildWatch {
  /** The address of the page's entry script; null when it has none of a build (development). */
  entry: string | null;
  /** Whether the server still serves that file (an unanswered check counts as served). */
  stillServed: (url: string) => Promise<boolean>;
  /** Registers a listener called with the path of every navigation once it has happened. */
  onNavigated: (listener: (path: string) => void) => void;
  reload: () => void;
  /** Where the reload guard is kept (the session's storage). */
  store: Storage;
  every?: number;
}

/** Checks now and every `every` ms; reloads at the first calm navigation after a new build. Returns a stop. */
export function watchForNewBuild(watch: NewBuildWatch): () => void {
  const { entry } = watch;
  if (!entry) return () => undefined;
  let newer = false;
  const check = () => {
    if (!newer)
      void watch.stillServed(entry).then(
        (served) => (newer = !served),
        () => undefined,
      );
  };
  check();
  const timer = setInterval(check, watch.every ?? NEW_BUILD_CHECK_MS);
  watch.onNavigated((path) => {
    if (newer && isCalmPage(path)) reloadForNewBuild(watch.store, watch.reload);
  });
  return () => clearInterval(timer);
}

/** The watch in this browser: the module script of the build, HEAD requests, the Navigation API. */
export function startNewBuildWatch(store: Storage = sessionStore()): void {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]');
  // Same-document navigations (the router's) are events of the Navigation API where the browser has it;
  // elsewhere Back and Forward are.
  const navigation = (window as { navigation?: EventTarget }).navigation;
  watchForNewBuild({
    entry: script?.src ?? null,
    stillServed: async (url) => (await fetch(url, { method: 'HEAD', cache: 'no-store' })).status !== 404,
    onNavigated: (listener) => {
      const tell = () => listener(location.pathname);
      if (navigation) navigation.addEventListener('navigatesuccess', tell);
      else window.addEventListener('popstate', tell);
    },
    reload: () => location.reload(),
    store,
  });
}

// Loaded by the app's start (main.tsx) only to run: starting on import saves the first screen the
// bytes of a call. Elsewhere (unit tests) there is no page to watch.
if (typeof document !== 'undefined' && document.querySelector('#root')) startNewBuildWatch();
