/** The customer's reservations, keyed ['reservations', merchantId, userId] so accounts never share them. */
import { queryOptions } from '@tanstack/react-query';
import { reservationEndpoints } from '../../contract/endpoints/reservations.ts';
import type { ApiClient } from '../../core/api/client.ts';
import { addEndpoints } from '../../core/api/checked-calls.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';

// The reservation calls come with these screens, not with the start-up code (contract/endpoints/index.ts).
addEndpoints(reservationEndpoints);

export const reservationsKey = (merchantId: number, userId: number) =>
  ['reservations', merchantId, userId] as const;

export const reservationsQuery = (api: ApiClient, merchantId: number, userId: number) =>
  queryOptions({
    queryKey: reservationsKey(merchantId, userId),
    queryFn: ({ signal }) => unwrapOrThrow(api.call('reservations', { signal })),
    staleTime: 30_000,
  });
