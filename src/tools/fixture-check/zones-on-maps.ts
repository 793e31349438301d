/**
 * Delivery zones and branches on the base maps: in demo mode the storefront's map draws only the
 * streets of fixtures/maps, so a zone that reaches beyond them shows customers a blank map there (and
 * the address search finds nothing), and a branch with no street near it sits in an empty field.
 *
 * A zone is checked at its corners and at points 250 m apart inside it; each must have a street within
 * 1 km. A branch needs a street within 300 m. Warnings, not errors: a deployment that draws a tile
 * provider's map does not need base maps.
 */
import { displayPath } from '../../server/base/paths.ts';
import { jsonPath } from '../../server/tenants/fixture-problems.ts';
import type { LatLng, LocalizedText } from '../../contract/index.ts';
import { StreetIndex, zoneSamples } from './map-coverage.ts';
import { finding, type Finding } from './report.ts';
import { fileOf, listOf, type TenantContext } from './tenant-context.ts';

/** Every part of a zone needs a street of a base map this close. */
export const ZONE_STREET_KM = 1;
/** A branch needs a street of a base map this close. */
export const BRANCH_STREET_KM = 0.3;
/** Distance between the points checked inside a zone. */
export const ZONE_SAMPLE_STEP_KM = 0.25;
/** Further than this from every street, a point is on no base map at all. */
const NO_MAP_KM = 30;

const nameOf = (text: LocalizedText): string | undefined => text.eng ?? text.ru ?? Object.values(text)[0];
const shown = (point: LatLng) => `${point[0].toFixed(5)}, ${point[1].toFixed(5)}`;

function zoneFindings(ctx: TenantContext, index: StreetIndex, mapsDir: string): Finding[] {
  const file = fileOf('regions');
  const findings: Finding[] = [];
  const uncovered = (points: readonly LatLng[]) =>
    points.filter(([lat, lon]) => index.nearestKm(lat, lon, ZONE_STREET_KM) > ZONE_STREET_KM);
  (listOf(ctx, 'regions') ?? []).forEach((region, i) => {
    const samples = zoneSamples(region.polygon, ZONE_SAMPLE_STEP_KM);
    const far = uncovered(samples);
    const [first] = far;
    if (!first) return;
    const onNoMap =
      far.length === samples.length && index.nearestKm(first[0], first[1], NO_MAP_KM) > NO_MAP_KM;
    const swapped = region.polygon.map(([lat, lon]): LatLng => [lon, lat]);
    const swapHelps =
      onNoMap &&
      swapped.every(([lat]) => Math.abs(lat) <= 90) &&
      uncovered(zoneSamples(swapped, ZONE_SAMPLE_STEP_KM)).length === 0;
    const label = region.name ? `delivery zone ${region.id} (${region.name})` : `delivery zone ${region.id}`;
    findings.push(
      finding({
        code: 'region-outside-map',
        file,
        path: jsonPath(['items', i, 'polygon']),
        message: onNoMap
          ? `${label} lies on none of the base maps in ${displayPath(mapsDir)}, so the demo map is blank there`
          : `${label} reaches where the base maps have no streets: ${far.length} of ${samples.length} points checked are more than ${ZONE_STREET_KM} km from a street, e.g. ${shown(first)}`,
        expected: `a street of a base map within ${ZONE_STREET_KM} km of every part of the zone`,
        suggestion: swapHelps
          ? 'the points look like [longitude, latitude]: write each point as [latitude, longitude]'
          : `correct the zone's points, or add streets there to a base map (fixtures/maps/source, then npm run fixtures:maps)`,
      }),
    );
  });
  return findings;
}

function branchFindings(ctx: TenantContext, index: StreetIndex, mapsDir: string): Finding[] {
  const findings: Finding[] = [];
  (listOf(ctx, 'branches') ?? []).forEach((branch, i) => {
    if (branch.deleted === true) return;
    const km = index.nearestKm(branch.latitude, branch.longitude, BRANCH_STREET_KM);
    if (km <= BRANCH_STREET_KM) return;
    const name = branch.name ? nameOf(branch.name) : undefined;
    findings.push(
      finding({
        code: 'branch-outside-map',
        file: fileOf('branches'),
        path: jsonPath(['items', i]),
        message: `branch ${branch.id}${name ? ` (${name})` : ''} at ${shown([branch.latitude, branch.longitude])} has no street of the base maps in ${displayPath(mapsDir)} within ${BRANCH_STREET_KM * 1000} m, so the demo map around it is blank`,
        expected: `a street of a base map within ${BRANCH_STREET_KM * 1000} m of the branch`,
        suggestion: `check the branch's latitude and longitude, or add the streets around it to a base map (fixtures/maps/source, then npm run fixtures:maps)`,
      }),
    );
  });
  return findings;
}

/** Zones reaching beyond the streets of the base maps and branches far from any of them. */
export function zonesOnMapsFindings(ctx: TenantContext, index: StreetIndex, mapsDir: string): Finding[] {
  return [...zoneFindings(ctx, index, mapsDir), ...branchFindings(ctx, index, mapsDir)];
}
