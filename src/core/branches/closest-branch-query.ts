/**
 * The nearest active branch to a point, as react-query holds it: the delivery block (its branch and
 * tariff) and the menu (what that branch sells) ask the same question, so they share one answer.
 */
import { queryOptions } from '@tanstack/react-query';
import type { GeoPoint, ServiceType } from '../../contract/index.ts';
import type { ApiClient } from '../api/client.ts';
import { ApiRequestError, unwrapOrThrow } from '../api/unwrap.ts';

/** A refusal (4xx) will not change by asking again; a lost answer may. */
export const retryUnlessRefused = (failures: number, error: Error) =>
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
