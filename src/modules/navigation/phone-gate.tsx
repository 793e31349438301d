import { useSyncExternalStore } from 'react';
import { Slot } from '../../core/layout/slot.tsx';

/** Phones and narrow windows: where the bar shows (bottom-nav.css hides it from 768 px). */
const PHONE = '(max-width: 767.98px)';

const subscribe = (change: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};

/**
 * Renders the bar's slot only where the bar is shown, so a wide screen never downloads its code or
 * texts; a window narrowed to phone width gets it then. Eager, and this small on purpose: it is in
 * every page's first download.
 */
export function PhoneGate() {
  const phone = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
  return phone ? <Slot name="navigation.bar" /> : null;
}
