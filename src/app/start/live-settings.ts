/**
 * Live settings preview (live-preview.ts): a merchant's admin shows the storefront in an iframe and
 * sends settings changes with postMessage. Only a page shown inside another one listens, so the
 * listener's code, the settings schemas it parses with and the boot data's origins load only there.
 */
import { useEffect, useState } from 'react';
import type { ParsedSettings, SettingsVariant } from '../../contract/index.ts';

/**
 * Settings sent by an allowed preview origin, or null while there are none. `saved` is the raw saved
 * settings document that partial changes are merged over.
 */
export function useLiveSettings(saved: unknown, variant: SettingsVariant): ParsedSettings | null {
  const [live, setLive] = useState<ParsedSettings | null>(null);
  useEffect(() => {
    if (window.parent === window) return;
    let stop: (() => void) | null = null;
    let done = false;
    void import('./live-preview.ts').then(({ listenForPreviews }) => {
      if (!done) stop = listenForPreviews(saved, variant, setLive);
    });
    return () => {
      done = true;
      stop?.();
    };
  }, [saved, variant]);
  return live;
}
