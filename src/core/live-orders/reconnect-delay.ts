/**
 * How long to wait before opening the stream again after the attempt-th failure in a row: 1 s, 2 s,
 * 4 s... up to 30 s, each spread by up to a fifth either way so that many storefronts cut off by one
 * restart do not all come back in the same instant.
 */
export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 30_000;

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempt));
  const spread = base * 0.2 * (random() * 2 - 1);
  return Math.round(base + spread);
}
