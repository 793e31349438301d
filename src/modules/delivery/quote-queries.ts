/**
 * The nearest branch and the delivery tariff as react-query holds them, keyed on their inputs
 * (spec section 4): the same address and basket reuse the answer, any change asks again.
 */
import { queryOptions } from '@tanstack/react-query';
import type { BodyOf, GeoPoint, ServiceType } from '../../contract/index.ts';
import type { ApiClient } from '../../core/api/client.ts';
import { ApiRequestError, unwrapOrThrow } from '../../core/api/unwrap.ts';

/** A refusal (4xx) will not change by asking again; a lost answer may. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 2 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500);

/** The nearest active branch taking this service type (express: one with expressEnabled). */
export const closestBranchQuery = (
  api: ApiClient,
  merchantId: number,
  point: GeoPoint,
  type: ServiceType = 'DELIVERY',
) =>
  queryOptions({
    queryKey: ['closest-branch', merchantId, type, point.latitude, point.longitude],
    queryFn: ({ signal }) =>
      unwrapOrThrow(
        api.call('branchClosest', {
          params: { merchantId },
          query: { lat: point.latitude, lon: point.longitude, type },
          signal,
        }),
      ),
    staleTime: 5 * 60_000,
    retry: retryUnlessRefused,
  });

export const tariffQuery = (api: ApiClient, merchantId: number, body: BodyOf<'tariff'>) =>
  queryOptions({
    queryKey: ['tariff', merchantId, body],
    queryFn: ({ signal }) => unwrapOrThrow(api.call('tariff', { body, signal })),
    staleTime: 60_000,
    retry: retryUnlessRefused,
  });
