/**
 * Whether a merchant's live order stream is open right now. Tiny on purpose: the order screens' query
 * options read it to decide whether to poll (no polling while the stream delivers every change,
 * polling as before while it is down), and they must not download the stream's code to know.
 */

/** connecting: first attempt under way; open: events flow; down: failed, waiting to try again. */
export type StreamState = 'connecting' | 'open' | 'down';

const states = new Map<number, StreamState>();
const listeners = new Set<() => void>();

export function setStreamState(merchantId: number, state: StreamState | null): void {
  if ((states.get(merchantId) ?? null) === state) return;
  if (state === null) states.delete(merchantId);
  else states.set(merchantId, state);
  listeners.forEach((listener) => listener());
}

export const streamStateOf = (merchantId: number): StreamState | null => states.get(merchantId) ?? null;

/** True while the stream delivers events: screens need not ask the server again by themselves. */
export const isStreamOpen = (merchantId: number): boolean => states.get(merchantId) === 'open';

/** A poll interval that stands down while the stream is open (react-query's refetchInterval). */
export const unlessLive = (merchantId: number, ms: number | false): number | false =>
  isStreamOpen(merchantId) ? false : ms;

export function onStreamState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
