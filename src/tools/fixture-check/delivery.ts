/**
 * Delivery: delivery switched on needs at least one zone; every zone must be a closed outline that does
 * not cross itself (the "inside a zone" test is meaningless otherwise) and should lie near a branch: a
 * zone far from every branch almost always has latitude and longitude swapped or a typo in a digit.
 */
import { jsonPath } from '../../server/tenants/fixture-problems.ts';
import { crossingEdges, distanceKm, isClosed, type Point } from './polygon.ts';
import { finding, type Finding } from './report.ts';
import { fileOf, listOf, settingsFiles, type TenantContext } from './tenant-context.ts';

/** A zone further than this from every branch is reported. */
export const FAR_FROM_BRANCH_KM = 50;

function zoneFindings(ctx: TenantContext): Finding[] {
  const regions = listOf(ctx, 'regions') ?? [];
  const branches = listOf(ctx, 'branches') ?? [];
  const file = fileOf('regions');
  const findings: Finding[] = [];
  regions.forEach((region, i) => {
    const at = jsonPath(['items', i, 'polygon']);
    const points = region.polygon as Point[];
    const first = points[0];
    if (!isClosed(points) && first)
      findings.push(
        finding({
          code: 'region-not-closed',
          file,
          path: at,
          message: `delivery zone ${region.id} does not end at its first point, so its outline is open`,
          expected: 'the last point equal to the first point',
          suggestion: `add [${first[0]}, ${first[1]}] as the last point`,
        }),
      );
    const crossings = crossingEdges(points);
    if (crossings.length > 0) {
      const [a, b] = crossings[0]!;
      findings.push(
        finding({
          code: 'region-self-intersects',
          file,
          path: at,
          message: `the outline of delivery zone ${region.id} crosses itself: the line from point ${a} to ${a + 1} crosses the line from point ${b} to ${b + 1}`,
          expected: 'points that go once around the zone, clockwise or anticlockwise',
          suggestion: 'reorder the points so that the outline does not cross itself',
        }),
      );
    }
    if (branches.length === 0 || points.length === 0) return;
    const nearestKm = (pts: readonly Point[]) =>
      Math.min(...branches.map((b) => distanceKm(pts, b.latitude, b.longitude)));
    const km = nearestKm(points);
    if (km <= FAR_FROM_BRANCH_KM) return;
    const swapped = points.map(([lat, lon]) => [lon, lat] as const);
    const swapHelps =
      swapped.every(([lat]) => Math.abs(lat) <= 90) && nearestKm(swapped) <= FAR_FROM_BRANCH_KM;
    findings.push(
      finding({
        code: 'region-far-from-branches',
        file,
        path: at,
        message: `delivery zone ${region.id} is ${Math.round(km)} km from the nearest branch`,
        expected: `a zone within ${FAR_FROM_BRANCH_KM} km of a branch`,
        suggestion: swapHelps
          ? 'the points look like [longitude, latitude]: write each point as [latitude, longitude]'
          : 'check the coordinates of the zone and of the branches',
      }),
    );
  });
  return findings;
}

/** Delivery on without zones, and broken or misplaced zones. */
export function checkDelivery(ctx: TenantContext): Finding[] {
  const findings: Finding[] = [];
  const regions = listOf(ctx, 'regions');
  for (const { key } of settingsFiles) {
    if (!ctx.data[key]?.deliveryActive || regions === undefined || regions.length > 0) continue;
    findings.push(
      finding({
        code: 'delivery-without-region',
        file: fileOf(key),
        path: jsonPath(['deliveryActive']),
        message: `delivery is on, but ${fileOf('regions')} has no delivery zone, so no address can be delivered to`,
        expected: `at least one zone in ${fileOf('regions')}`,
        suggestion: `add a delivery zone to ${fileOf('regions')}, or set "deliveryActive": false`,
      }),
    );
  }
  return [...findings, ...zoneFindings(ctx)];
}
