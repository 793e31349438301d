import { useEffect, useMemo, useState } from 'react';
import { preloadComponents } from '../registry/components.ts';
import { useStorefront } from '../storefront.tsx';

/**
 * Whether the code of a slot's components is loaded, loading it if not: a list that draws the slot
 * in each row (search results and their add buttons) waits for it, so rows and buttons appear
 * together rather than the buttons a moment after. A failed load counts as done: the slot's own
 * boundary shows nothing for it.
 */
export function useSlotCode(name: string): boolean {
  const { registry, settings } = useStorefront();
  const loads = useMemo(
    () => registry.slot(name, settings).flatMap((entry) => (entry.eager || !entry.load ? [] : [entry.load])),
    [registry, settings, name],
  );
  // Not ready at first even when the code is there: the search's first render waits for its index
  // anyway (a deferred value), so the server and the first render in the browser agree.
  const [ready, setReady] = useState(loads.length === 0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const done = () => {
      if (live) setReady(true);
    };
    preloadComponents(loads).then(done, done);
    return () => {
      live = false;
    };
  }, [loads, ready]);
  return ready;
}
