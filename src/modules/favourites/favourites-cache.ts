/**
 * Pure edits of the cached favourites list, for the optimistic toggle: the heart changes at once and
 * the server's answer (or a rollback) follows.
 */
import type { ResponseOf } from '../../contract/index.ts';

export type Favourite = ResponseOf<'favourites'>[number];

/** Id of a favourite the server has not confirmed yet (real ids start at 1). */
export const PENDING_ID = 0;

export const isFavourite = (list: readonly Favourite[] | undefined, productId: number): boolean =>
  !!list?.some((f) => f.productId === productId);

/** The list with the product marked (newest first, as the server lists) or unmarked. */
export function withFavourite(
  list: readonly Favourite[] | undefined,
  productId: number,
  on: boolean,
  id = PENDING_ID,
): Favourite[] {
  const rest = (list ?? []).filter((f) => f.productId !== productId);
  return on ? [{ id, productId, isFavourite: true }, ...rest] : rest;
}

/** The server's id for a favourite still in the list; a favourite unmarked meanwhile stays unmarked. */
export const withServerId = (list: readonly Favourite[] | undefined, productId: number, id: number) =>
  list?.map((f) => (f.productId === productId ? { ...f, id } : f));
