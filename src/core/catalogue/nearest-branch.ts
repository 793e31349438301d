/**
 * The nearest branch the menu narrows to (spec section 4: a product shows when no nearest branch is
 * known or one of its branches is the nearest). It is known once the order has a place: the pickup
 * or dine-in branch chosen, or the delivery address (chosen on the map, from the saved ones or from
 * the device's location), whose nearest branch the server names with the same lookup as the
 * checkout's delivery block.
 *
 * The server renders for nobody in particular, so its pages (and hydration) show every product;
 * the customer's place joins once the page is live (an effect), as the basket does. The lookup
 * loads only when a draft is kept: a first visit's home carries none of it (the size budget).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DRAFT_WRITTEN_EVENT, draftStorageKey } from '../order-draft/kept-draft.ts';
import { useStorefront } from '../storefront.tsx';
import { localStore } from '../tenant/safe-storage.ts';

/** Another tab's change, or this tab's draft store writing. */
const DRAFT_CHANGES = ['storage', DRAFT_WRITTEN_EVENT];

/** The nearest branch's id; null while none is known (or its lookup failed: the whole menu shows). */
export function useNearestBranchId(): number | null {
  const { api, merchant } = useStorefront();
  const queryClient = useQueryClient();
  const [id, setId] = useState<number | null>(null);
  useEffect(() => {
    let asked = 0;
    const look = () => {
      const ask = ++asked;
      let text: string | null = null;
      try {
        text = localStore().getItem(draftStorageKey(merchant.id));
      } catch {
        // Storage closed (private mode): no draft is kept, nothing narrows the menu.
      }
      if (text === null) return setId(null);
      void import('./nearest-branch-lookup.ts')
        .then(({ nearestBranchOf }) => nearestBranchOf(text, { api, queryClient, merchantId: merchant.id }))
        .then((found) => ask === asked && setId(found));
    };
    look();
    for (const name of DRAFT_CHANGES) window.addEventListener(name, look);
    return () => {
      asked = -1;
      for (const name of DRAFT_CHANGES) window.removeEventListener(name, look);
    };
  }, [api, queryClient, merchant.id]);
  return id;
}
