/** Which stories this customer has opened, per merchant, so unseen ones stand out in the strip. */
import { z } from 'zod';
import { readStored, writeStored } from '../../core/tenant/storage.ts';

const Seen = z.array(z.number().int());
const key = (merchantId: number) => `stories-seen:${merchantId}`;

export function seenStories(merchantId: number): Set<number> {
  return new Set(readStored(key(merchantId), Seen) ?? []);
}

export function markSeen(merchantId: number, storyId: number): Set<number> {
  const seen = seenStories(merchantId);
  seen.add(storyId);
  // Keep the newest 200: an old merchant's strip must not grow storage forever.
  writeStored(key(merchantId), [...seen].slice(-200));
  return seen;
}
