/**
 * Server rendering and what only this device knows. The server renders a page for nobody in
 * particular: no basket, no order draft, no session. The browser's first render of a server-rendered
 * page (hydration) must produce the same markup, so the device's state joins one render later:
 * `useHydrated()` is false on the server and during hydration, and true from then on (React renders
 * again by itself once hydration is done). A page rendered in the browser alone sees true at once.
 */
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
