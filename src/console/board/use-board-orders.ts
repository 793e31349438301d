/**
 * The board's orders: every open order and today's done ones, of one branch or all the member sees
 * (the server limits an operator to their branches). The live stream updates this list in place
 * (use-live-board.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';
import type { ConsoleOrderSummary } from '../../contract/console-orders.ts';
import { useConsole } from '../app/console-context.ts';
import { staffKey } from '../app/query-keys.ts';
import { BOARD_STATUSES } from './board-columns.ts';

/** The most the board shows: a kitchen with more open orders has other problems. */
const BOARD_LIMIT = 500;

export const boardKey = (branchId: number | null) => staffKey('board', branchId);

/** @param pollMs how often to read the list again (no live stream), or false */
export function useBoardOrders(branchId: number | null, pollMs: number | false = false) {
  const { api } = useConsole();
  return useQuery({
    queryKey: boardKey(branchId),
    refetchInterval: pollMs,
    queryFn: async (): Promise<ConsoleOrderSummary[]> => {
      const list = await unwrapOrThrow(
        api.call('consoleOrders', {
          query: {
            status: BOARD_STATUSES.join(','),
            limit: BOARD_LIMIT,
            ...(branchId === null ? {} : { branchId }),
          },
        }),
      );
      return list.orders;
    },
  });
}
