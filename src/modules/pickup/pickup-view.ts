/**
 * What the pickup choice shows (spec sections 2, 4 and 5): branches that take pickup orders
 * (settings.pickupEnabled, isActive), a city choice only when they are in more than one city, and
 * the preselected branch, which is never one closed today.
 */
import type { Branch, City } from '../../contract/index.ts';
import { isOpenToday } from '../../core/branches/branch-day.ts';
import { preselectBranch } from '../../core/branches/preselect-branch.ts';
import { initialCityId } from '../../core/branches/city-choice.ts';

export interface PickupViewInput {
  branches: readonly Branch[];
  cities: readonly City[];
  /** The order's branch (from the draft). */
  orderBranchId: number | null;
  /** The city the customer picked; null until they do. */
  pickedCityId: number | null;
  /** The merchant's main city (merchant.mainCityId). */
  mainCityId: number | null;
  now: Date;
}

export interface PickupView {
  /** Cities with at least one pickup branch; the city choice shows only with two or more. */
  cities: City[];
  cityId: number | null;
  /** The branches listed (those of the city when there is a city choice). */
  branches: Branch[];
  /** The branch to show as chosen; null when every listed branch is closed today. */
  chosen: Branch | null;
  isOpen: (branch: Branch) => boolean;
}

export const takesPickup = (branch: Branch): boolean =>
  branch.settings.pickupEnabled && branch.isActive && !branch.deleted;

/**
 * The city shown first: the customer's pick, else the city of the branch that would be preselected
 * among all (the order's or the main one), else the spec's rule (core/branches/city-choice.ts: the
 * merchant's main city, the only city, the first marked main, the first).
 */
function cityToShow(input: PickupViewInput, cities: City[], all: Branch[], isOpen: (b: Branch) => boolean) {
  const picked = cities.some((c) => c.id === input.pickedCityId) ? input.pickedCityId : null;
  const preselectedCity = preselectBranch(all, input.orderBranchId, isOpen)?.cityId ?? null;
  return initialCityId(cities, input.mainCityId, picked ?? preselectedCity);
}

export function pickupView(input: PickupViewInput): PickupView {
  const isOpen = (branch: Branch) => isOpenToday(branch, 'PICK_UP', input.now);
  const all = input.branches.filter(takesPickup);
  const cities = input.cities.filter((city) => all.some((b) => b.cityId === city.id));
  if (cities.length < 2) {
    // One city or none known: every pickup branch is listed (also one whose city the list lacks).
    return {
      cities,
      cityId: cities[0]?.id ?? null,
      branches: all,
      chosen: preselectBranch(all, input.orderBranchId, isOpen),
      isOpen,
    };
  }
  const cityId = cityToShow(input, cities, all, isOpen);
  const branches = all.filter((b) => b.cityId === cityId);
  return { cities, cityId, branches, chosen: preselectBranch(branches, input.orderBranchId, isOpen), isOpen };
}
