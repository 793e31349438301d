/**
 * The nearest branch of a kept draft's place (nearest-branch.ts): loaded only once a draft is kept,
 * so a first visit's home does without it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { roundCoordinate } from '../../contract/geo.ts';
import type { ApiClient } from '../api/client.ts';
import { closestBranchQuery } from '../branches/closest-branch-query.ts';
import { placeOfDraft } from '../order-draft/kept-place.ts';

/** The branch's id; null when the draft names no place or the lookup fails (the whole menu shows). */
export async function nearestBranchOf(
  draftText: string,
  context: { api: ApiClient; queryClient: QueryClient; merchantId: number },
): Promise<number | null> {
  const place = placeOfDraft(draftText);
  if (!place) return null;
  if (place.kind === 'branch') return place.branchId;
  // The point rounded as the checkout's delivery block rounds it, so both share one answer.
  const point = { latitude: roundCoordinate(place.latitude), longitude: roundCoordinate(place.longitude) };
  try {
    const branch = await context.queryClient.fetchQuery(
      closestBranchQuery(context.api, context.merchantId, point, place.serviceType),
    );
    return branch.id;
  } catch {
    return null;
  }
}
