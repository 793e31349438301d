/**
 * The search box's words. The field owns what is typed; the address (`?q=`, so a reload or a shared
 * link keeps the search) follows it.
 *
 * Why not bind the field to the address: writing the address is a navigation, which renders as a
 * transition, so a render of an older address could land after newer keystrokes and put the older
 * words back into the controlled field: typed fast, "молоко 3,2" became "молок 3,2". Now each
 * keystroke sets the field's own state at once and writes the address (replaced, not pushed); an
 * address that comes back with words this field wrote earlier is late news and is ignored. Words
 * the field did not write (back to an earlier search, a link to /search?q=...) are taken.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export function useTypedQuery(): [string, (words: string) => void] {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get('q') ?? '';
  const [typed, setTyped] = useState(inAddress);
  /** Words written to the address and not yet seen back, oldest first. */
  const written = useRef<string[]>([]);

  useEffect(() => {
    const mine = written.current.lastIndexOf(inAddress);
    if (mine >= 0) {
      // This field's own words arriving: the ones up to them have arrived too.
      written.current = written.current.slice(mine + 1);
      return;
    }
    setTyped(inAddress);
  }, [inAddress]);

  const type = useCallback(
    (words: string) => {
      setTyped(words);
      written.current.push(words);
      setParams(words ? { q: words } : {}, { replace: true });
    },
    [setParams],
  );
  return [typed, type];
}
