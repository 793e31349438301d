/**
 * The customer's orders as react-query holds them. Every key starts with ['orders', merchantId]:
 * whatever places an order (checkout) invalidates that prefix and these lists follow.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../core/api/client.ts';
import { ApiRequestError, unwrapOrThrow } from '../../core/api/unwrap.ts';
import { awaitsOnlinePayment } from '../../core/payments/online-payment.ts';
import { awaitsConfirmation } from './order-labels.ts';
import { nextPageOf, ORDER_PAGE_SIZE } from './order-pages.ts';

/** Statuses change in the kitchen, not here: open screens look again this often. */
const REFRESH_MS = 30_000;
/** An order waiting for its online payment: the provider's callback comes within seconds. */
const PAYMENT_WAIT_REFRESH_MS = 4_000;
/** An order sent but not confirmed yet: its page says "confirmed" soon after the merchant does. */
const CONFIRMATION_WAIT_REFRESH_MS = 5_000;

export const activeOrdersQuery = (api: ApiClient, merchantId: number, userId: number) =>
  queryOptions({
    queryKey: ['orders', merchantId, userId, 'active'],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('activeOrders', { params: { userId }, signal })),
    staleTime: 10_000,
    refetchInterval: REFRESH_MS,
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

export const orderQuery = (api: ApiClient, merchantId: number, orderId: number) =>
  queryOptions({
    queryKey: ['orders', merchantId, 'order', orderId],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('orderById', { params: { id: orderId }, signal })),
    staleTime: 10_000,
    // Back from a provider's page the payment may land a moment later: look again until it has.
    // A new order is looked at again until the merchant confirms it (or cancels it).
    refetchInterval: (query) => {
      const order = query.state.data;
      if (!order) return false;
      if (awaitsOnlinePayment(order)) return PAYMENT_WAIT_REFRESH_MS;
      return awaitsConfirmation(order.status) ? CONFIRMATION_WAIT_REFRESH_MS : false;
    },
    // A missing order (or another customer's) will not appear by asking again.
    retry: (failures, error) => failures < 2 && !(error instanceof ApiRequestError && error.status === 404),
  });

export const branchQuery = (api: ApiClient, merchantId: number, branchId: number) =>
  queryOptions({
    queryKey: ['branch', merchantId, branchId],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('branchById', { params: { id: branchId }, signal })),
    staleTime: 30 * 60_000,
  });
