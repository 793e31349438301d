/**
 * Where the base maps have streets: an index of every street segment of every map, asked "is there a
 * street within so many kilometres of this point?". A delivery zone is covered when each of its corners
 * and a grid of points inside it has a street nearby, so a zone that reaches into a blank part of the
 * map is caught even when its corners happen to sit on streets.
 *
 * Distances are plane distances on an equirectangular projection at the point's latitude: at city scale
 * the error is well below the tolerances used here.
 */
import { pointInPolygon, type LatLng } from '../../contract/index.ts';
import { type MapFeature } from '../../contract/map-data.ts';

/** [longitude, latitude], as map files store positions. */
type Position = readonly [number, number];

interface Segment {
  a: Position;
  b: Position;
}

const KM_PER_DEGREE_LAT = 110.574;
const KM_PER_DEGREE_LON_AT_EQUATOR = 111.32;
/** Grid cell size in degrees (about 1.1 km north-south). */
const CELL_DEGREES = 0.01;

const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEGREES);

/** Street segments of some base maps, bucketed by grid cell. */
export class StreetIndex {
  private readonly cells = new Map<string, Segment[]>();
  /** Number of street segments indexed. */
  readonly size: number;

  /** Indexes the streets among `features` (other kinds are skipped). */
  constructor(features: Iterable<MapFeature>) {
    let size = 0;
    for (const feature of features) {
      if (feature.properties.kind !== 'street') continue;
      const g = feature.geometry;
      const lines =
        g.type === 'LineString' ? [g.coordinates] : g.type === 'MultiLineString' ? g.coordinates : [];
      for (const line of lines)
        for (let i = 1; i < line.length; i++) {
          this.add({ a: line[i - 1]!, b: line[i]! });
          size++;
        }
    }
    this.size = size;
  }

  private add(segment: Segment): void {
    const [lonA, latA] = segment.a;
    const [lonB, latB] = segment.b;
    for (let x = cellOf(Math.min(lonA, lonB)); x <= cellOf(Math.max(lonA, lonB)); x++)
      for (let y = cellOf(Math.min(latA, latB)); y <= cellOf(Math.max(latA, latB)); y++) {
        const key = `${x}:${y}`;
        const list = this.cells.get(key);
        if (list) list.push(segment);
        else this.cells.set(key, [segment]);
      }
  }

  /** Kilometres from (lat, lon) to the nearest street, looking no further than `limitKm` (else Infinity). */
  nearestKm(lat: number, lon: number, limitKm: number): number {
    const kmPerLon = KM_PER_DEGREE_LON_AT_EQUATOR * Math.cos((lat * Math.PI) / 180);
    const reachLat = Math.ceil(limitKm / (KM_PER_DEGREE_LAT * CELL_DEGREES));
    const reachLon = Math.ceil(limitKm / (kmPerLon * CELL_DEGREES));
    const toKm = ([pLon, pLat]: Position): [number, number] => [
      (pLon - lon) * kmPerLon,
      (pLat - lat) * KM_PER_DEGREE_LAT,
    ];
    let best = Infinity;
    const seen = new Set<Segment>();
    for (let x = cellOf(lon) - reachLon; x <= cellOf(lon) + reachLon; x++)
      for (let y = cellOf(lat) - reachLat; y <= cellOf(lat) + reachLat; y++)
        for (const segment of this.cells.get(`${x}:${y}`) ?? []) {
          if (seen.has(segment)) continue;
          seen.add(segment);
          best = Math.min(best, distanceToOrigin(toKm(segment.a), toKm(segment.b)));
        }
    return best <= limitKm ? best : Infinity;
  }
}

/** Distance from (0, 0) to the segment a-b. */
function distanceToOrigin(a: [number, number], b: [number, number]): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(a[0] * dx + a[1] * dy) / lengthSquared));
  return Math.hypot(a[0] + t * dx, a[1] + t * dy);
}

/**
 * Points that stand for a zone: its corners, then points of a grid `stepKm` apart that lie inside it.
 * [latitude, longitude], as regions.json stores them.
 */
export function zoneSamples(polygon: readonly LatLng[], stepKm: number): LatLng[] {
  if (polygon.length === 0) return [];
  const lats = polygon.map(([lat]) => lat);
  const lons = polygon.map(([, lon]) => lon);
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const [west, east] = [Math.min(...lons), Math.max(...lons)];
  const stepLat = stepKm / KM_PER_DEGREE_LAT;
  const stepLon = stepKm / (KM_PER_DEGREE_LON_AT_EQUATOR * Math.cos((((south + north) / 2) * Math.PI) / 180));
  const inside: LatLng[] = [];
  for (let lat = south + stepLat / 2; lat < north; lat += stepLat)
    for (let lon = west + stepLon / 2; lon < east; lon += stepLon)
      if (pointInPolygon({ latitude: lat, longitude: lon }, polygon)) inside.push([lat, lon]);
  return [...polygon, ...inside];
}
