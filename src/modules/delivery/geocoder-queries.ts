/**
 * Reverse lookup and place search (Nominatim's shape), as react-query holds them. Keyed by the
 * rounded point and by the text, so the same point or text is asked once: a request already on
 * its way is shared, not sent again.
 */
import { queryOptions } from '@tanstack/react-query';
import { roundCoordinate, type GeoPoint } from '../../contract/index.ts';
import type { ApiClient } from '../../core/api/client.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';

export const reverseQuery = (api: ApiClient, merchantId: number, point: GeoPoint) => {
  const lat = roundCoordinate(point.latitude);
  const lon = roundCoordinate(point.longitude);
  return queryOptions({
    queryKey: ['reverse', merchantId, lat, lon],
    queryFn: ({ signal }) =>
      unwrapOrThrow(api.call('reverseGeocode', { query: { format: 'json', lat, lon }, signal })),
    // A street does not move; one failure is shown at once (the customer moves the map again).
    staleTime: Infinity,
    retry: false,
  });
};

/** Shortest text worth searching for. */
export const MIN_SEARCH_LENGTH = 2;

export const placeSearchQuery = (api: ApiClient, merchantId: number, text: string) =>
  queryOptions({
    queryKey: ['place-search', merchantId, text],
    queryFn: ({ signal }) =>
      unwrapOrThrow(api.call('placeSearch', { query: { format: 'json', q: text }, signal })),
    staleTime: 5 * 60_000,
    retry: false,
  });
