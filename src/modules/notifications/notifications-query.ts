/**
 * The customer's notifications as react-query holds them, and marking them read (the server keeps
 * the read state). The live stream refreshes the list on every status change (the bell listens);
 * while it is down the list is looked at again now and then.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../core/api/client.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';
import { unlessLive } from '../../core/live-orders/stream-state.ts';
import type { NotificationList } from '../../contract/notifications.ts';

const FALLBACK_REFRESH_MS = 60_000;

export const notificationsQuery = (api: ApiClient, merchantId: number, userId: number) =>
  queryOptions({
    queryKey: ['notifications', merchantId, userId],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('notifications', { signal })),
    staleTime: 30_000,
    refetchInterval: () => unlessLive(merchantId, FALLBACK_REFRESH_MS),
  });

/** The list with these ids read (all of them without ids), the unread count following. */
export function markedRead(list: NotificationList, ids?: readonly string[]): NotificationList {
  const items = list.items.map((item) => (!ids || ids.includes(item.id) ? { ...item, read: true } : item));
  return { items, unread: items.filter((item) => !item.read).length };
}

/**
 * Marks notifications read at once on screen, then on the server; a refusal puts the server's list
 * back. Without ids: all of them.
 */
export async function markRead(
  queryClient: QueryClient,
  api: ApiClient,
  merchantId: number,
  userId: number,
  ids?: readonly string[],
): Promise<void> {
  const { queryKey } = notificationsQuery(api, merchantId, userId);
  queryClient.setQueryData(queryKey, (list) => (list ? markedRead(list, ids) : list));
  const [error] = ids
    ? await api.call('notificationsRead', { body: { ids: [...ids] } })
    : await api.call('notificationsReadAll');
  if (error) await queryClient.invalidateQueries({ queryKey });
}
