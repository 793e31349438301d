/**
 * What the new reservation page waits for before its form: the branches, the cities (their time
 * zones) and the customer's profile as it is now (the stored session may be older than an edit).
 * The page (new-reservation-page.tsx) draws the state this answers.
 */
import { useQuery } from '@tanstack/react-query';
import type { Branch } from '../../contract/branch.ts';
import type { User } from '../../contract/people.ts';
import { branchesQuery, citiesQuery } from '../../core/branches/branch-queries.ts';
import { meQuery } from '../../core/session/me-query.ts';
import type { StoredSession } from '../../core/session/session-store.ts';
import { useStorefront } from '../../core/storefront.tsx';
import { bookableBranches } from './booking-branches.ts';

export type NewReservationState =
  | { kind: 'failed'; error: Error; retry: () => void }
  | { kind: 'loading' }
  /** No branch takes reservations. */
  | { kind: 'no-branches' }
  | {
      kind: 'ready';
      user: Pick<User, 'id' | 'firstName' | 'lastName' | 'phone'>;
      branches: Branch[];
      cities: readonly { id: number; timeZone?: string | null }[];
    };

export function useNewReservation(session: StoredSession): NewReservationState {
  const { api, merchant } = useStorefront();
  const branches = useQuery(branchesQuery(api, merchant.id));
  const cities = useQuery(citiesQuery(api, merchant.id));
  const me = useQuery(meQuery(api, merchant.id, session.user.id));
  const failed = (!branches.data && branches.error) || (!cities.data && cities.error);
  if (failed) {
    return {
      kind: 'failed',
      error: failed,
      retry: () => {
        void branches.refetch();
        void cities.refetch();
      },
    };
  }
  if (!branches.data || !cities.data || me.isPending) return { kind: 'loading' };
  const bookable = bookableBranches(branches.data);
  if (bookable.length === 0) return { kind: 'no-branches' };
  return { kind: 'ready', user: me.data ?? session.user, branches: bookable, cities: cities.data };
}
