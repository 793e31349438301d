import { useEffect, useState } from 'react';

const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/**
 * Whole seconds left until `until` (epoch ms), ticking every second; 0 when it has passed. A new
 * deadline needs a new component (key it by the deadline), which starts from the right value.
 */
export function useCountdown(until: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    const timer = window.setInterval(() => setSeconds(secondsUntil(until)), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return seconds;
}
