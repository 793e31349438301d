/** Which stories this customer has opened, per merchant, so unseen ones stand out in the strip. */
import { readStored, writeStored } from '../../core/tenant/storage.ts';
import { storedKind } from '../../core/tenant/stored-kind.ts';

const key = (merchantId: number) => `stories-seen:${merchantId}`;

const seenLists = storedKind<number[]>(
  (stored) => stored.startsWith('stories-seen:'),
  async () => (await import('./seen-stories-schema.ts')).SeenStories,
);

/**
 * The stories opened at this merchant. A list another tab kept after this page started, while its
 * schema is still on its way, counts as none for that moment (the rings only look unseen).
 */
export function seenStories(merchantId: number): Set<number> {
  return new Set(readStored(key(merchantId), seenLists) ?? []);
}

export function markSeen(merchantId: number, storyId: number): Set<number> {
  const seen = seenStories(merchantId);
  seen.add(storyId);
  // Keep the newest 200: an old merchant's strip must not grow storage forever.
  writeStored(key(merchantId), [...seen].slice(-200), seenLists);
  return seen;
}
