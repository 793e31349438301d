/**
 * The order draft watches its brand's basket: an empty basket sets the chosen cashback back to 0
 * (spec section 4). Only a kept draft can hold cashback, so the draft's store, with its schemas,
 * loads where a draft is kept (the checkout makes one when it opens, with the same store): a visit
 * that never reached the checkout does without that code.
 */
import { localStore } from '../tenant/safe-storage.ts';

export const draftStorageKey = (merchantId: number) => `order-draft:${merchantId}`;

const watched = new Set<number>();

export function watchKeptDraft(merchantId: number, storage: () => Storage = localStore): void {
  if (watched.has(merchantId)) return;
  try {
    if (storage().getItem(draftStorageKey(merchantId)) === null) return;
  } catch {
    return;
  }
  watched.add(merchantId);
  void import('./order-draft-store.ts').then(({ draftOf }) => draftOf(merchantId));
}
