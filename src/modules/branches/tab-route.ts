/**
 * The branches page's address (spec section 2: routes branches and branches-map): the path says which
 * tab is open, `?city=` which city, `?branch=` the branch the customer asked to see on the map.
 * Query values come from the address bar, so they go through a schema: anything else is ignored.
 */
import { z } from 'zod';
import type { BranchTab } from '../../ui/branches/branch-tabs.tsx';

export const BRANCHES_PATHS = { list: '/branches', map: '/branches/map' } as const satisfies Record<
  BranchTab,
  string
>;

/** The tab a path opens; a trailing slash does not change it. */
export const tabOfPath = (pathname: string): BranchTab =>
  pathname.replace(/\/+$/, '') === BRANCHES_PATHS.map ? 'map' : 'list';

/** A positive whole number written in digits only ("12"; not "1.5", "-3", "1e3" or " 12"). */
const QueryId = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number);
const idOf = (value: string | null): number | null => {
  const parsed = QueryId.safeParse(value);
  return parsed.success ? parsed.data : null;
};

export interface BranchesAddress {
  tab: BranchTab;
  cityId: number | null;
  branchId: number | null;
}

export function readBranchesAddress(pathname: string, search: URLSearchParams): BranchesAddress {
  return { tab: tabOfPath(pathname), cityId: idOf(search.get('city')), branchId: idOf(search.get('branch')) };
}

/** The address of a tab: the city stays when the tab changes; a branch to show only on the map. */
export function branchesHref({ tab, cityId, branchId }: BranchesAddress): string {
  const search = new URLSearchParams();
  if (cityId !== null) search.set('city', String(cityId));
  if (tab === 'map' && branchId !== null) search.set('branch', String(branchId));
  const query = search.toString();
  return `${BRANCHES_PATHS[tab]}${query ? `?${query}` : ''}`;
}
