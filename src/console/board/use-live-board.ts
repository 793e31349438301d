/**
 * Keeps the board live: the console stream's events change the listed orders in place (a status
 * change shows at once, without reading 500 orders again); an order the board does not have yet, and
 * every `ready` (a new or renewed connection), read the list again. Where the server has no stream
 * (or refuses it), the board reads the list every few seconds instead.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ConsoleOrderSummary } from '../../contract/console-orders.ts';
import type { ConsoleOrderEvent } from '../../contract/console-stream.ts';
import { nextStatuses } from '../../contract/order-transitions.ts';
import { useConsole } from '../app/console-context.ts';
import { staffKey } from '../app/query-keys.ts';
import { columnOf } from './board-columns.ts';
import { openConsoleStream } from './console-stream.ts';

/** How often the board reads its list when there is no stream. */
export const POLL_MS = 4_000;

const boardRoot = staffKey('board');

/** The list with the event applied; undefined when the order is not in it (read the list then). */
export function applyEvent(
  orders: readonly ConsoleOrderSummary[],
  event: ConsoleOrderEvent,
): ConsoleOrderSummary[] | undefined {
  const index = orders.findIndex((order) => order.id === event.orderId);
  const current = orders[index];
  if (!current) return undefined;
  // A cancelled (or closed) order leaves the board.
  if (columnOf(event.status) === null) return orders.filter((order) => order.id !== event.orderId);
  const changed: ConsoleOrderSummary = {
    ...current,
    status: event.status,
    isPaid: event.isPaid,
    nextStatuses: [...nextStatuses({ status: event.status, serviceType: current.serviceType })],
  };
  return orders.map((order, at) => (at === index ? changed : order));
}

function onOrderEvent(queryClient: QueryClient, event: ConsoleOrderEvent): void {
  void queryClient.invalidateQueries({ queryKey: staffKey('order', event.orderId) });
  let missing = false;
  for (const [key, orders] of queryClient.getQueriesData<ConsoleOrderSummary[]>({ queryKey: boardRoot })) {
    const next = orders ? applyEvent(orders, event) : undefined;
    if (next) queryClient.setQueryData(key, next);
    else missing = true;
  }
  if (missing) void queryClient.invalidateQueries({ queryKey: boardRoot });
}

/** Opens the stream while the board is shown; answers whether the board must poll instead. */
export function useLiveBoard(): { polling: boolean } {
  const { callHeaders } = useConsole();
  const queryClient = useQueryClient();
  const [polling, setPolling] = useState(false);
  useEffect(
    () =>
      openConsoleStream(callHeaders(), {
        onReady: () => {
          setPolling(false);
          void queryClient.invalidateQueries({ queryKey: boardRoot });
        },
        onOrder: (event) => onOrderEvent(queryClient, event),
        onUnavailable: () => setPolling(true),
        onDown: () => undefined,
      }),
    [callHeaders, queryClient],
  );
  return { polling };
}
