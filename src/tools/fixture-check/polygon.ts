/**
 * Plane geometry of delivery zones. Zones span a few kilometres, so latitude and longitude can be
 * treated as plane coordinates for crossing and inside tests; distances use the haversine formula.
 */
import { haversineKm } from '../../contract/index.ts';

/** [latitude, longitude], as regions.json stores points. */
export type Point = readonly [number, number];

const same = (a: Point, b: Point) => a[0] === b[0] && a[1] === b[1];

/** True when the last point repeats the first. */
export function isClosed(points: readonly Point[]): boolean {
  const first = points[0];
  const last = points[points.length - 1];
  return points.length > 1 && first !== undefined && last !== undefined && same(first, last);
}

/** The points of the outline without the repeated closing point. */
export function ring(points: readonly Point[]): Point[] {
  return isClosed(points) ? points.slice(0, -1) : [...points];
}

function orientation(p: Point, q: Point, r: Point): number {
  return Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
}

/** Proper crossing of segments ab and cd (touching ends and collinear overlaps do not count). */
function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  return orientation(a, b, c) * orientation(a, b, d) < 0 && orientation(c, d, a) * orientation(c, d, b) < 0;
}

/** Pairs of edge indices (edge i runs from point i to point i+1 of the ring) that cross. */
export function crossingEdges(points: readonly Point[]): Array<[number, number]> {
  const r = ring(points);
  const n = r.length;
  const out: Array<[number, number]> = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue; // neighbours through the closing point
      if (segmentsCross(r[i]!, r[(i + 1) % n]!, r[j]!, r[(j + 1) % n]!)) out.push([i, j]);
    }
  return out;
}

/** Ray casting: is (lat, lon) inside the outline? */
export function contains(points: readonly Point[], lat: number, lon: number): boolean {
  const r = ring(points);
  let inside = false;
  for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
    const [yi, xi] = r[i]!;
    const [yj, xj] = r[j]!;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Kilometres from a point to a zone: 0 inside, else to its nearest corner (precise enough for "far"). */
export function distanceKm(points: readonly Point[], lat: number, lon: number): number {
  if (contains(points, lat, lon)) return 0;
  return Math.min(
    ...points.map(([pLat, pLon]) =>
      haversineKm({ latitude: lat, longitude: lon }, { latitude: pLat, longitude: pLon }),
    ),
  );
}
