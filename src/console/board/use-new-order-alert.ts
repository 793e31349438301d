/**
 * Beeps when an order arrives in the new column that was not there before (from the stream or a
 * poll alike). The first list of a visit is what is already waiting: it makes no sound.
 */
import { useEffect, useRef } from 'react';
import type { ConsoleOrderSummary } from '../../contract/console-orders.ts';
import { isNewOrder } from './board-columns.ts';
import { beep } from './beep.ts';

export function useNewOrderAlert(orders: readonly ConsoleOrderSummary[] | undefined): void {
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!orders) return;
    const waiting = orders.filter((order) => isNewOrder(order.status)).map((order) => order.id);
    const known = seen.current;
    if (known && waiting.some((id) => !known.has(id))) beep();
    seen.current = new Set([...(known ?? []), ...waiting]);
  }, [orders]);
}
