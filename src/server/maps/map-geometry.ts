/**
 * Small geometry on base map features ([longitude, latitude], GeoJSON order): bounding boxes, label
 * points, the middle of a street, and the nearest point of a line. At city scale the earth is flat
 * enough to project locally (metres east and north of a point), which is what the distances here do;
 * point-in-polygon is the contract's (geo.ts), never a second one.
 */
import { fromMapOrder, haversineKm, pointInPolygon, type LngLat } from '../../contract/index.ts';
import { type MapGeometry } from '../../contract/map-data.ts';

/** [minLon, minLat, maxLon, maxLat]. */
export type BBox = [number, number, number, number];

const METRES_PER_DEGREE_LAT = 111_320;

/** Every position of a geometry. */
export function positionsOf(geometry: MapGeometry): LngLat[] {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'LineString':
      return geometry.coordinates;
    case 'MultiLineString':
    case 'Polygon':
      return geometry.coordinates.flat();
  }
}

/** The lines of a line geometry (a polygon's rings count as lines; a point has none). */
export function linesOf(geometry: MapGeometry): LngLat[][] {
  switch (geometry.type) {
    case 'Point':
      return [];
    case 'LineString':
      return [geometry.coordinates];
    case 'MultiLineString':
    case 'Polygon':
      return geometry.coordinates;
  }
}

/** The box around positions; undefined for none. */
export function bboxOf(positions: readonly LngLat[]): BBox | undefined {
  if (positions.length === 0) return undefined;
  let [minLon, minLat, maxLon, maxLat] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lon, lat] of positions) {
    minLon = Math.min(minLon, lon);
    maxLon = Math.max(maxLon, lon);
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
  }
  return [minLon, minLat, maxLon, maxLat];
}

/** Both boxes in one. */
export const unionBBox = (a: BBox, b: BBox): BBox => [
  Math.min(a[0], b[0]),
  Math.min(a[1], b[1]),
  Math.max(a[2], b[2]),
  Math.max(a[3], b[3]),
];

/** Distance in metres between two [lon, lat] points. */
export const distanceMetres = (a: LngLat, b: LngLat): number =>
  haversineKm({ latitude: a[1], longitude: a[0] }, { latitude: b[1], longitude: b[0] }) * 1000;

/** Distance in metres from a point to a box (0 inside it). */
export function distanceToBBox(point: LngLat, [minLon, minLat, maxLon, maxLat]: BBox): number {
  const nearest: LngLat = [
    Math.min(Math.max(point[0], minLon), maxLon),
    Math.min(Math.max(point[1], minLat), maxLat),
  ];
  return distanceMetres(point, nearest);
}

/** Whether a [lon, lat] point lies inside a GeoJSON polygon (outer ring minus holes). */
export function insidePolygon(point: LngLat, rings: readonly LngLat[][]): boolean {
  const at = { latitude: point[1], longitude: point[0] };
  const [outer, ...holes] = rings;
  if (!outer || !pointInPolygon(at, outer.map(fromMapOrder))) return false;
  return !holes.some((hole) => pointInPolygon(at, hole.map(fromMapOrder)));
}

/**
 * Where a polygon's name goes: the area-weighted centroid of its outer ring, or, when that falls
 * outside (an L-shaped park), the middle of its box, or its first corner.
 */
export function labelPoint(rings: readonly LngLat[][]): LngLat {
  const outer = rings[0] ?? [];
  let area = 0;
  let x = 0;
  let y = 0;
  for (let i = 0, j = outer.length - 1; i < outer.length; j = i++) {
    const [xi, yi] = outer[i] as LngLat;
    const [xj, yj] = outer[j] as LngLat;
    const cross = xj * yi - xi * yj;
    area += cross;
    x += (xj + xi) * cross;
    y += (yj + yi) * cross;
  }
  const candidates: LngLat[] = [];
  if (area !== 0) candidates.push([x / (3 * area), y / (3 * area)]);
  const box = bboxOf(outer);
  if (box) candidates.push([(box[0] + box[2]) / 2, (box[1] + box[3]) / 2]);
  return candidates.find((point) => insidePolygon(point, rings)) ?? outer[0] ?? [0, 0];
}

/** A local flat projection around a point: metres east and north of it. */
function projector(origin: LngLat): (p: LngLat) => [number, number] {
  const metresPerDegreeLon = METRES_PER_DEGREE_LAT * Math.cos((origin[1] * Math.PI) / 180);
  return ([lon, lat]) => [(lon - origin[0]) * metresPerDegreeLon, (lat - origin[1]) * METRES_PER_DEGREE_LAT];
}

/** The nearest point of some lines to a point, with its distance in metres. */
export interface NearestOnLine {
  point: LngLat;
  metres: number;
}

/** The point of the lines nearest to `point` (projected onto each segment). */
export function nearestOnLines(point: LngLat, lines: readonly LngLat[][]): NearestOnLine | undefined {
  const project = projector(point);
  let best: { t: number; a: LngLat; b: LngLat; squared: number } | undefined;
  for (const line of lines) {
    for (let i = 1; i < line.length; i++) {
      const a = line[i - 1] as LngLat;
      const b = line[i] as LngLat;
      const [ax, ay] = project(a);
      const [bx, by] = project(b);
      const dx = bx - ax;
      const dy = by - ay;
      const length = dx * dx + dy * dy;
      // The query point is the origin (0, 0) of the projection.
      const t = length === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / length));
      const px = ax + t * dx;
      const py = ay + t * dy;
      const squared = px * px + py * py;
      if (!best || squared < best.squared) best = { t, a, b, squared };
    }
  }
  if (!best) return undefined;
  const { t, a, b } = best;
  const nearest: LngLat = [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
  return { point: nearest, metres: distanceMetres(point, nearest) };
}

/** The point halfway along the longest of the lines (a street's place in search answers). */
export function middleOfLines(lines: readonly LngLat[][]): LngLat | undefined {
  let best: { line: LngLat[]; length: number } | undefined;
  for (const line of lines) {
    let length = 0;
    for (let i = 1; i < line.length; i++) length += distanceMetres(line[i - 1] as LngLat, line[i] as LngLat);
    if (!best || length > best.length) best = { line, length };
  }
  if (!best) return undefined;
  let remaining = best.length / 2;
  for (let i = 1; i < best.line.length; i++) {
    const a = best.line[i - 1] as LngLat;
    const b = best.line[i] as LngLat;
    const step = distanceMetres(a, b);
    if (step >= remaining && step > 0) {
      const t = remaining / step;
      return [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
    }
    remaining -= step;
  }
  return best.line[best.line.length - 1];
}
