import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../core/api/client.ts';
import { ApiRequestError, unwrapOrThrow } from '../../../core/api/unwrap.ts';

/**
 * The courier of a delivery ({id} is the order's id): who drives, where they are and the delivery's
 * courier status. 404 until a courier is assigned (the screen shows its empty state then, and keeps
 * asking while the order is under way); refetched by the tracking screen while the order moves.
 */
export const courierQuery = (api: ApiClient, merchantId: number, orderId: number) =>
  queryOptions({
    queryKey: ['orders', merchantId, 'courier', orderId],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('courier', { params: { id: orderId }, signal })),
    staleTime: 0,
    // A courier not yet assigned (404) is an answer, not a failure: the next refresh asks again.
    retry: (failures, error) => failures < 2 && !(error instanceof ApiRequestError && error.status === 404),
  });
