/**
 * Spec section 4: the stored app version is compared with the current one; on mismatch the stored
 * state is cleared, the new version stored and the page reloaded.
 *
 * Decision: a first visit (nothing stored yet) stores the version without a reload, because there is
 * no old state to clear and a reload would only slow the first paint.
 */
export const APP_VERSION = '2.2.7';
const KEY = 'appVersion';

export type VersionCheck = 'current' | 'first-visit' | 'cleared';

export function checkAppVersion(store: Storage, reload: () => void, current = APP_VERSION): VersionCheck {
  const stored = store.getItem(KEY);
  if (stored === current) return 'current';
  if (stored === null) {
    store.setItem(KEY, current);
    return 'first-visit';
  }
  store.clear();
  store.setItem(KEY, current);
  reload();
  return 'cleared';
}
