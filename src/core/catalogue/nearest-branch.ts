/**
 * The nearest branch the menu narrows to (spec section 4: a product shows when no nearest branch is
 * known or one of its branches is the nearest). It is known once the order has a place: the pickup
 * or dine-in branch chosen, or the delivery address (chosen on the map, from the saved ones or from
 * the device's location), whose nearest branch the server names with the same lookup as the
 * checkout's delivery block.
 *
 * A place is chosen on screens of its own (the checkout, the addresses page), so the answer is asked
 * again whenever a menu shows (it is never fresh; the lookup itself is kept, so this costs nothing
 * on the network). The server renders for nobody in particular and asks nothing, so its pages and
 * hydration show every product. The lookup loads only when a draft is
 * kept: a first visit's home carries none of it (the size budget).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { draftStorageKey } from '../order-draft/kept-draft.ts';
import { useStorefront } from '../storefront.tsx';
import { localStore } from '../tenant/safe-storage.ts';

/** The nearest branch's id; null while none is known (or its lookup failed: the whole menu shows). */
export function useNearestBranchId(): number | null {
  const { api, merchant } = useStorefront();
  const queryClient = useQueryClient();
  const nearest = useQuery({
    queryKey: ['nearest-branch', merchant.id],
    // The server renders for nobody: it asks nothing (and its render refuses a query left unloaded).
    enabled: typeof window !== 'undefined',
    queryFn: () => {
      const draft = localStore().getItem(draftStorageKey(merchant.id));
      return draft === null
        ? null
        : import('./nearest-branch-lookup.ts').then(({ nearestBranchOf }) =>
            nearestBranchOf(draft, { api, queryClient, merchantId: merchant.id }),
          );
    },
  });
  return nearest.data ?? null;
}
