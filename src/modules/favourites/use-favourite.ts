import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiMutation } from '../../core/api/use-api-mutation.ts';
import { notify } from '../../core/notify.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { isFavourite, withFavourite, withServerId, type Favourite } from './favourites-cache.ts';
import { favouritesKey, favouritesQuery } from './favourites-queries.ts';
import {
  editGuestFavourites,
  guestSyncDone,
  startGuestSync,
  useGuestFavourites,
  withGuestFavourite,
} from './guest-favourites.ts';
import { syncGuestFavourites } from './guest-sync.ts';

/**
 * Whether a product is a favourite, and the toggle. A guest's heart is kept on the device
 * (guest-favourites.ts) and goes to the account once they sign in (guest-sync.ts, started by any
 * heart on screen); until then it shows as hearted. Signed in, the heart changes at once; a failure
 * puts the list back and says why in the customer's language (the API client's error text).
 */
export function useFavourite(productId: number): { active: boolean; toggle: () => void } {
  const { api, merchant, session } = useStorefront();
  const t = useT();
  const queryClient = useQueryClient();
  const guestIds = useGuestFavourites(merchant.id);
  const userId = session?.user.id ?? 0;
  const key = favouritesKey(merchant.id, userId);
  const list = useQuery({ ...favouritesQuery(api, merchant.id, userId), enabled: !!session });

  // The guest's hearts, sent one by one once they sign in (no optimistic step: they show already).
  const { run: heartGuestOne } = useApiMutation('favouriteSet', {
    request: (id: number) => ({ body: { productId: id, isFavourite: true } }),
  });
  const hasGuestHearts = guestIds.length > 0;
  useEffect(() => {
    if (!userId || !hasGuestHearts) return;
    startGuestSync(merchant.id, () =>
      syncGuestFavourites(api, queryClient, merchant.id, userId, heartGuestOne),
    );
  }, [api, queryClient, merchant.id, userId, hasGuestHearts, heartGuestOne]);

  const mutation = useApiMutation('favouriteSet', {
    mutationKey: ['favourites', merchant.id],
    // Taps on one product run in order, so the server ends in the state of the last tap.
    scope: { id: `favourite:${merchant.id}:${productId}` },
    request: async (on: boolean) => {
      // After the guest's hearts, which may include this product: the last word is the tap's.
      await guestSyncDone(merchant.id);
      return { body: { productId, isFavourite: on } };
    },
    onMutate: async (on) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Favourite[]>(key);
      queryClient.setQueryData<Favourite[]>(key, (now) => withFavourite(now, productId, on));
      return { before };
    },
    onError: (error, _on, context) => {
      queryClient.setQueryData(key, context?.before);
      notify(error.message, 'error', undefined, t('favourites.saveFailed'));
    },
    onSuccess: (saved) => {
      if (saved.isFavourite)
        queryClient.setQueryData<Favourite[]>(key, (now) => withServerId(now, productId, saved.id));
    },
    onSettled: () => {
      // Ask the server again only when no other tap is still on its way: a refetch could undo it.
      if (queryClient.isMutating({ mutationKey: ['favourites', merchant.id] }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });

  const keptHere = guestIds.includes(productId);
  const active = keptHere || isFavourite(list.data, productId);
  function toggle() {
    // A guest's heart, or one not sent yet, changes on the device first.
    if (!session || keptHere) {
      editGuestFavourites(merchant.id, (ids) => withGuestFavourite(ids, productId, !active));
    }
    if (session) mutation.mutate(!active);
  }
  return { active, toggle };
}
