/**
 * The time as the merchant's server tells it. Opening hours, "closed today" and time slots are the
 * server's rules, checked again when the order arrives: judged by a phone whose clock is wrong (a
 * common thing), the storefront would offer "now" at a closed branch or hide an open one. Every API
 * answer carries the server's time in its Date header; the storefront keeps the difference and reads
 * the time through serverNow().
 *
 * Date has whole seconds and the answer took a while to come, so differences under two seconds are
 * noise and ignored. API answers are never served from the browser's cache with an old Date (the
 * server sends no-store with a token, and revalidation refreshes Date), so the latest answer wins.
 */

/** Milliseconds the server's clock runs ahead of this device's (negative: behind). */
let skewMs = 0;

/** Differences smaller than this are the header's rounding and the trip, not a wrong clock. */
const NOISE_MS = 2000;

/**
 * Notes the server's time from an answer's Date header.
 * @param sentAt when the request left (Date.now())
 * @param receivedAt when the answer arrived (Date.now())
 */
export function noteServerDate(dateHeader: string | null, sentAt: number, receivedAt: number): void {
  if (!dateHeader) return;
  const serverTime = Date.parse(dateHeader);
  if (Number.isNaN(serverTime)) return;
  // The server wrote the header somewhere between sending and receiving, within its whole second.
  const estimate = serverTime + 500 - (sentAt + receivedAt) / 2;
  skewMs = Math.abs(estimate) < NOISE_MS ? 0 : Math.round(estimate);
}

/**
 * The skew a server-rendered page was drawn with (its render saw the server's Date headers): its
 * hydration draws "today" as the server did, before any call of the browser's own has said it.
 */
export function noteServerSkew(ms: number): void {
  skewMs = Math.abs(ms) < NOISE_MS ? 0 : Math.round(ms);
}

/** The skew in use: a server render hands it to the page (entry-server.tsx). */
export const serverSkew = (): number => skewMs;

/** Epoch milliseconds by the server's clock. */
export const serverNow = (): number => Date.now() + skewMs;

/** The server's current time as a Date. */
export const serverDate = (): Date => new Date(serverNow());

/** For tests: forget what answers said. */
export function resetServerClock(): void {
  skewMs = 0;
}
