/**
 * Which branches the branches page shows and where it opens: the branches a customer can visit
 * (active, not deleted), of the city shown when the merchant has cities.
 */
import type { Branch, City } from '../../contract/index.ts';
import { initialCityId } from '../../core/branches/city-choice.ts';

export const isVisitable = (branch: Branch): boolean => branch.isActive && !branch.deleted;

export interface BranchesSource {
  /** Load the branches of this city (branches/full), or every branch when null. */
  cityId: number | null;
  city: City | null;
}

/**
 * Cities known: the city asked for in the address, else the spec's first city (main city, the only
 * one, the first marked main, the first). No cities (none, or the call failed): every branch.
 */
export function branchesSource(
  cities: readonly City[] | undefined,
  mainCityId: number | null | undefined,
  askedCityId: number | null,
): BranchesSource {
  if (!cities || cities.length === 0) return { cityId: null, city: null };
  const cityId = initialCityId(cities, mainCityId, askedCityId);
  return { cityId, city: cities.find((c) => c.id === cityId) ?? null };
}
