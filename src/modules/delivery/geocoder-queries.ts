/**
 * Reverse lookup and place search (Nominatim's shape), as react-query holds them. Keyed by the
 * rounded point and by the text, so the same point or text is asked once: a request already on
 * its way is shared, not sent again.
 */
import { queryOptions } from '@tanstack/react-query';
import { roundCoordinate, type BackendLanguage, type GeoPoint } from '../../contract/index.ts';
import type { ApiClient } from '../../core/api/client.ts';
import { unwrapOrThrow } from '../../core/api/unwrap.ts';

/** Names come in the customer's language (Nominatim's accept-language). */
export const reverseQuery = (api: ApiClient, merchantId: number, lang: BackendLanguage, point: GeoPoint) => {
  const lat = roundCoordinate(point.latitude);
  const lon = roundCoordinate(point.longitude);
  return queryOptions({
    queryKey: ['reverse', merchantId, lang, lat, lon],
    queryFn: ({ signal }) =>
      unwrapOrThrow(
        api.call('reverseGeocode', { query: { format: 'json', lat, lon, 'accept-language': lang }, signal }),
      ),
    // A street does not move; one failure is shown at once (the customer moves the map again).
    staleTime: Infinity,
    retry: false,
  });
};

/** Shortest text worth searching for. */
export const MIN_SEARCH_LENGTH = 2;

export const placeSearchQuery = (api: ApiClient, merchantId: number, lang: BackendLanguage, text: string) =>
  queryOptions({
    queryKey: ['place-search', merchantId, lang, text],
    queryFn: ({ signal }) =>
      unwrapOrThrow(
        api.call('placeSearch', { query: { format: 'json', q: text, 'accept-language': lang }, signal }),
      ),
    staleTime: 5 * 60_000,
    retry: false,
  });
