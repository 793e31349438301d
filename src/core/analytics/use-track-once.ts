import { useEffect, useRef } from 'react';
import { track, type CommerceEvent } from './commerce-events.ts';

/**
 * Reports `event` once per screen visit: again only when `key` changes (another product opened in
 * the same screen). Null reports nothing yet (the screen's data is still on its way).
 */
export function useTrackOnce(event: CommerceEvent | null, key: string | number): void {
  const sent = useRef<string | number | null>(null);
  useEffect(() => {
    if (!event || sent.current === key) return;
    sent.current = key;
    track(event);
  }, [event, key]);
}
