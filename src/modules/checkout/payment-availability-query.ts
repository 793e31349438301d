/**
 * The merchant's payment types per channel (GET /payments/v1/availability): the checkout offers a
 * payment module's type only where the list allows it in this channel (contract's availableIn), as
 * the server accepts it.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../core/api/client.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';

export const paymentAvailabilityQuery = (api: ApiClient, merchantId: number) =>
  queryOptions({
    queryKey: ['payment-availability', merchantId],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('paymentAvailability', { signal })),
    staleTime: 10 * 60_000,
  });
