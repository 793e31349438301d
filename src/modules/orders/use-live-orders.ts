/**
 * The order screens' share of the live stream: while one shows, the customer's stream is open and
 * each status change is written into the cached order and active list at once (live-cache.ts,
 * downloaded with the first event, so a guest's home page never carries it); the hub's refetch
 * brings the rest of the order (times, courier) right after.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useOrderStream } from '../../core/live-orders/use-order-stream.ts';
import { useStorefront } from '../../core/storefront.tsx';

export function useLiveOrders(enabled = true): void {
  const { api, merchant, session } = useStorefront();
  const queryClient = useQueryClient();
  const userId = session?.user.id ?? null;
  useOrderStream(enabled && userId !== null, (event) => {
    if (userId === null) return;
    void import('./live-cache.ts').then(({ applyOrderEvent }) =>
      applyOrderEvent(queryClient, api, merchant.id, userId, event),
    );
  });
}
