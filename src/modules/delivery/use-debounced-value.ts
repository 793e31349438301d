import { useEffect, useState } from 'react';

/**
 * The value, once it has stayed the same for `delayMs` (compared with `same`, so an equal new object
 * does not restart the wait).
 */
export function useDebouncedValue<T>(
  value: T,
  delayMs: number,
  same: (a: T, b: T) => boolean = Object.is,
): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (same(settled, value)) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, same, settled]);
  return settled;
}
