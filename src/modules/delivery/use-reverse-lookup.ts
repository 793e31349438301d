/**
 * The address of the map's centre (spec section 4: moving the map updates the address by reverse
 * lookup unless the map is mid-action). The point is looked up once it has rested for a moment, never
 * while the map moves; the same point is asked once (react-query shares a request on its way and
 * keeps the answer). A failed lookup shows the spec's 'Error in nominatim' notice.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { GeoPoint } from '../../contract/index.ts';
import { notify } from '../../core/notify.ts';
import { backendLanguageOf } from '../../core/i18n/languages.ts';
import { useStorefront, useT } from '../../core/storefront.tsx';
import { reverseQuery } from './geocoder-queries.ts';
import { placeAddress, type PinAddress } from './place-address.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** How long the centre must rest before it is looked up. */
export const REVERSE_DEBOUNCE_MS = 400;

const samePoint = (a: GeoPoint | null, b: GeoPoint | null) =>
  a === b || (a !== null && b !== null && a.latitude === b.latitude && a.longitude === b.longitude);

export interface ReverseLookup {
  place: PinAddress | null;
  /** Waiting for the point to rest, or for the answer. */
  looking: boolean;
  failed: boolean;
}

/** `point` null: nothing to look up (the address there is already known). */
export function useReverseLookup(point: GeoPoint | null, moving: boolean): ReverseLookup {
  const { api, merchant, lang } = useStorefront();
  const t = useT();
  const settled = useDebouncedValue(point, REVERSE_DEBOUNCE_MS, samePoint);
  const query = useQuery({
    ...reverseQuery(api, merchant.id, backendLanguageOf(lang), settled ?? { latitude: 0, longitude: 0 }),
    enabled: settled !== null && !moving,
  });

  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt)
      notify(t('delivery.nominatimError.text'), 'error', undefined, t('delivery.nominatimError.title'));
  }, [failedAt, t]);

  if (point === null) return { place: null, looking: false, failed: false };
  const current = settled !== null && samePoint(settled, point);
  const answer = current ? query.data : undefined;
  // Nominatim answers a point it cannot name with { error }: no street here, not a failure.
  const place = answer ? ('display_name' in answer ? placeAddress(answer) : nothingAt(point)) : null;
  // The pin is where the customer put it: the geocoder's point (the house it found) is not kept.
  return {
    place: place ? { ...place, point } : null,
    looking: moving || !current || query.isFetching,
    failed: current && query.isError,
  };
}

/** The address of a point the geocoder cannot name: no street, so Save stays off. */
const nothingAt = (point: GeoPoint): PinAddress => ({
  streetName: '',
  houseNumber: '',
  name: '',
  description: '',
  point,
});
