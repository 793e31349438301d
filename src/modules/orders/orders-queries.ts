/**
 * The customer's orders as react-query holds them. Every key starts with ['orders', merchantId]:
 * whatever places an order (checkout) invalidates that prefix and these lists follow.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../core/api/client.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';
import { unlessLive } from '../../core/live-orders/stream-state.ts';
import { nextPageOf, ORDER_PAGE_SIZE } from './order-pages.ts';

/**
 * Statuses change in the kitchen, not here. While the customer's live stream is open (screens that
 * show orders open it: use-live-orders.ts) it brings every change and nothing polls; while it cannot
 * open, open screens look again this often.
 */
export const FALLBACK_REFRESH_MS = 10_000;

export const activeOrdersQuery = (api: ApiClient, merchantId: number, userId: number) =>
  queryOptions({
    queryKey: ['orders', merchantId, userId, 'active'],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('activeOrders', { params: { userId }, signal })),
    staleTime: 10_000,
    refetchInterval: () => unlessLive(merchantId, FALLBACK_REFRESH_MS),
  });

export const archiveOrdersQuery = (api: ApiClient, merchantId: number, userId: number) =>
  infiniteQueryOptions({
    queryKey: ['orders', merchantId, userId, 'archive'],
    queryFn: ({ pageParam, signal }) =>
      unwrapOrThrow(
        api.call('orders', {
          params: { userId },
          query: { page: pageParam, size: ORDER_PAGE_SIZE, onlyArchive: 'true' },
          signal,
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: nextPageOf,
    staleTime: 60_000,
  });

export const branchQuery = (api: ApiClient, merchantId: number, branchId: number) =>
  queryOptions({
    queryKey: ['branch', merchantId, branchId],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('branchById', { params: { id: branchId }, signal })),
    staleTime: 30 * 60_000,
  });
