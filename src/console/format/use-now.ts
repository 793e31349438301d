/** The time, renewed every `everyMs`: the board's "time since" counts on while it is shown. */
import { useEffect, useState } from 'react';
import { serverNow } from '../../core/server-clock.ts';

export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
