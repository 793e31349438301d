/**
 * One order page's model: the order of the address (a malformed id is no order), read and kept
 * live while the page is open (useLiveOrders), and where "back" goes. The page (order-page.tsx)
 * draws the state this answers.
 */
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router-dom';
import type { Order } from '../../contract/index.ts';
import { ApiRequestError } from '../../core/api/unwrap.ts';
import { useStorefront } from '../../core/storefront.tsx';
import { orderQuery } from './order-query.ts';
import { useLiveOrders } from './use-live-orders.ts';

export type OrderScreenState =
  /** The address's id is not a number: no order can be behind it. */
  | { kind: 'invalid'; pathname: string }
  | { kind: 'loading' }
  /** The order is not the customer's, or not there (404). */
  | { kind: 'missing' }
  | { kind: 'failed'; error: Error; retry: () => void }
  | { kind: 'ready'; order: Order };

/** Where "back" goes: the list tab the order was opened from, else the list. */
function useBackPath(): string {
  const { state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/profile/orders') ? from : '/profile/orders';
}

export function useOrderScreen(): { back: string; state: OrderScreenState } {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const { api, merchant } = useStorefront();
  const back = useBackPath();
  const orderId = /^\d+$/.test(id) ? Number(id) : null;
  useLiveOrders();
  const query = useQuery({ ...orderQuery(api, merchant.id, orderId ?? -1), enabled: orderId !== null });
  const state = ((): OrderScreenState => {
    if (orderId === null) return { kind: 'invalid', pathname };
    if (query.isPending) return { kind: 'loading' };
    if (query.error && !query.data) {
      if (query.error instanceof ApiRequestError && query.error.status === 404) return { kind: 'missing' };
      return { kind: 'failed', error: query.error, retry: () => void query.refetch() };
    }
    return { kind: 'ready', order: query.data };
  })();
  return { back, state };
}
