/**
 * One order and its moves. Every move answers the order as it now is, which replaces the shown one.
 * A move refused because another member was first (409 ORDER_CONFLICT) reads the order again, so the
 * screen shows what the other did; the screen says so (moveErrorText).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiRequestError } from '../../core/api/unwrap.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';
import type { ConsoleOrder, StaffCancelReason } from '../../contract/console-orders.ts';
import type { OrderStatus } from '../../contract/index.ts';
import { useConsole } from '../app/console-context.ts';
import { staffKey } from '../app/query-keys.ts';

export const orderKey = (id: number) => staffKey('order', id);

export function useOrder(id: number) {
  const { api } = useConsole();
  return useQuery({
    queryKey: orderKey(id),
    queryFn: () => unwrapOrThrow(api.call('consoleOrder', { params: { id } })),
  });
}

/** What a move sends. */
export type OrderMove =
  | { kind: 'accept'; minutes: number }
  | { kind: 'reject'; reason: StaffCancelReason; comment: string }
  | { kind: 'cancel'; reason: StaffCancelReason; comment: string }
  | { kind: 'move'; status: OrderStatus }
  | { kind: 'paid' };

export function useOrderMove(id: number) {
  const { api } = useConsole();
  const queryClient = useQueryClient();
  const params = { id };
  const send = (move: OrderMove): Promise<ConsoleOrder> => {
    switch (move.kind) {
      case 'accept':
        return unwrapOrThrow(api.call('consoleOrderAccept', { params, body: { minutes: move.minutes } }));
      case 'reject':
      case 'cancel': {
        const body = { reason: move.reason, comment: move.comment };
        const name = move.kind === 'reject' ? 'consoleOrderReject' : 'consoleOrderCancel';
        return unwrapOrThrow(api.call(name, { params, body }));
      }
      case 'move':
        return unwrapOrThrow(api.call('consoleOrderMove', { params, body: { status: move.status } }));
      case 'paid':
        return unwrapOrThrow(api.call('consoleOrderPaid', { params }));
    }
  };
  return useMutation<ConsoleOrder, ApiRequestError, OrderMove>({
    mutationFn: send,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKey(id), order);
      void queryClient.invalidateQueries({ queryKey: staffKey('board') });
    },
    onError: (error) => {
      if (error.status === 409) void queryClient.invalidateQueries({ queryKey: orderKey(id) });
    },
  });
}
