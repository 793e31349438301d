import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';
import { notify } from '../../core/notify.ts';
import { useSendGuestToLogin } from '../../core/session/require-session.tsx';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { isFavourite, withFavourite, withServerId, type Favourite } from './favourites-cache.ts';
import { favouritesKey, favouritesQuery } from './favourites-queries.ts';

/**
 * Whether a product is a favourite, and the toggle. A guest is sent to sign in with 'not logged in,
 * please log in' and brought back (spec section 6). Signed in, the heart changes at once; a failure
 * puts the list back and says why in the customer's language (the API client's error text).
 */
export function useFavourite(productId: number): { active: boolean; toggle: () => void } {
  const { api, merchant, session } = useStorefront();
  const t = useT();
  const sendGuestToLogin = useSendGuestToLogin();
  const queryClient = useQueryClient();
  const userId = session?.user.id ?? 0;
  const key = favouritesKey(merchant.id, userId);
  const list = useQuery({ ...favouritesQuery(api, merchant.id, userId), enabled: !!session });

  const mutation = useMutation({
    mutationKey: ['favourites', merchant.id],
    // Taps on one product run in order, so the server ends in the state of the last tap.
    scope: { id: `favourite:${merchant.id}:${productId}` },
    mutationFn: (on: boolean) =>
      unwrapOrThrow(api.call('favouriteSet', { body: { productId, isFavourite: on } })),
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

  const active = isFavourite(list.data, productId);
  function toggle() {
    if (!session) {
      sendGuestToLogin();
      return;
    }
    mutation.mutate(!active);
  }
  return { active, toggle };
}
