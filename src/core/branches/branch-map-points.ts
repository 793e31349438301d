/**
 * What a branch map draws (spec section 2, branches sheet; section 9, map constants): one point per
 * branch with its name, the chosen one marked, where the map opens, and the extent it fits to after
 * the first draw.
 */
import type { Branch, City, GeoPoint } from '../../contract/index.ts';

/** A point as the map component takes it (src/map's MapPoint, kind branch). */
export interface BranchPoint {
  id: string;
  latitude: number;
  longitude: number;
  kind: 'branch';
  label: string;
  selected: boolean;
}

/** The spec's default merchant position (section 9), for a merchant without cities or branches. */
export const DEFAULT_BRANCHES_CENTRE: GeoPoint = { latitude: 41.322711, longitude: 69.241084 };

export const branchPointId = (branch: Pick<Branch, 'id'>): string => String(branch.id);

/** The branch a tapped point stands for; null for a point that is not one of them. */
export function branchOfPoint<B extends Pick<Branch, 'id'>>(
  branches: readonly B[],
  pointId: string,
): B | null {
  return branches.find((b) => branchPointId(b) === pointId) ?? null;
}

export function branchPoints(
  branches: readonly Branch[],
  selectedId: number | null,
  name: (branch: Branch) => string,
): BranchPoint[] {
  return branches.map((branch) => ({
    id: branchPointId(branch),
    latitude: branch.latitude,
    longitude: branch.longitude,
    kind: 'branch',
    label: name(branch),
    selected: branch.id === selectedId,
  }));
}

/**
 * Where the map opens before it fits to the branches: the chosen branch, else the city's centre,
 * else the first branch, else the spec's default position.
 */
export function branchMapCentre(
  branches: readonly Pick<Branch, 'id' | 'latitude' | 'longitude'>[],
  city: Pick<City, 'latitude' | 'longitude'> | null | undefined,
  selectedId: number | null,
): GeoPoint {
  const at = (p: GeoPoint): GeoPoint => ({ latitude: p.latitude, longitude: p.longitude });
  const selected = branches.find((b) => b.id === selectedId);
  if (selected) return at(selected);
  if (city) return at(city);
  const first = branches[0];
  return first ? at(first) : DEFAULT_BRANCHES_CENTRE;
}

/** The extent the map fits to (spec section 4: after about 0.5 s, to the branches' extent). */
export const branchExtent = (branches: readonly Pick<Branch, 'latitude' | 'longitude'>[]): GeoPoint[] =>
  branches.map((b) => ({ latitude: b.latitude, longitude: b.longitude }));
