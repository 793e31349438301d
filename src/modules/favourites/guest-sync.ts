/**
 * After a sign-in, the hearts the customer tapped as a guest go to their account. Sent oldest first,
 * so the server's list (newest first) keeps the guest's order; one run at a time per merchant
 * (startGuestSync in guest-favourites.ts). The
 * server's list is fetched again before the hearts leave the local list, so none blinks off
 * meanwhile. A product the server refuses for good (gone from the menu) is dropped; a failed
 * connection stops the run and keeps the rest for the next time a heart shows.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../core/api/api-error.ts';
import type { ApiClient, ApiResult } from '../../core/api/client.ts';
import { favouritesQuery } from './favourites-queries.ts';
import { editGuestFavourites, readGuestFavourites } from './guest-favourites.ts';

/** Worth trying again later: no answer, the server's trouble, a pause asked for, or a lost session. */
const isPassing = (error: ApiError) =>
  error.status === 0 || error.status >= 500 || error.status === 429 || error.status === 401;

/**
 * Sends the hearts (ids newest first, as kept) oldest first; returns those done with: saved, or
 * refused for good. Stops at the first failure worth trying again.
 */
export async function sendGuestFavourites(
  ids: readonly number[],
  send: (productId: number) => Promise<ApiError | null>,
): Promise<number[]> {
  const done: number[] = [];
  for (const productId of [...ids].reverse()) {
    const error = await send(productId);
    if (error && isPassing(error)) break;
    done.push(productId);
  }
  return done;
}

/**
 * Sends the guest's hearts to the signed-in customer's favourites; `save` hearts one product (the
 * favourites mutation's run, so the writes go the one way screens write).
 */
export async function syncGuestFavourites(
  api: ApiClient,
  queryClient: QueryClient,
  merchantId: number,
  userId: number,
  save: (productId: number) => Promise<ApiResult<unknown>>,
): Promise<void> {
  const ids = readGuestFavourites(merchantId);
  if (!ids.length) return;
  const done = await sendGuestFavourites(ids, async (productId) => (await save(productId))[0]);
  if (!done.length) return;
  await queryClient
    .fetchQuery({ ...favouritesQuery(api, merchantId, userId), staleTime: 0 })
    .catch(() => undefined);
  editGuestFavourites(merchantId, (list) => list.filter((id) => !done.includes(id)));
}
