/**
 * Checks of one base map file (fixtures/maps/<area>.json): JSON syntax, the contract (each finding names
 * the feature by id), "$schema", unique feature ids, houses that name a street of the map, and every
 * feature inside the map's area. The last one catches swapped coordinates: GeoJSON writes
 * [longitude, latitude], the merchant backend [latitude, longitude], and a point written the backend's
 * way lands thousands of kilometres from its city.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { haversineKm, type LocalizedText } from '../../contract/index.ts';
import { MapData, type MapFeature } from '../../contract/map-data.ts';
import { jsonPath } from '../../server/tenants/fixture-problems.ts';
import type { IndexedFeature, MapFile, MapHeader } from './load-maps.ts';
import { finding, type Finding } from './report.ts';
import { schemaFindings } from './schema-findings.ts';
import { schemaRefFor } from './schema-refs.ts';
import { isRecord } from './schema-walk.ts';

/** The schema file of map data, in schemas/. */
export const MAP_SCHEMA_FILE = 'map-data.json';

/** Without a declared bbox, the area is the box of the streets grown by this much on every side. */
export const AREA_MARGIN_KM = 1;

/** No feature of a city map lies further than this from the city centre. */
export const MAX_AREA_RADIUS_KM = 40;

type Position = readonly [number, number];
/** [west, south, east, north]. */
type Box = readonly [number, number, number, number];

const KM_PER_DEGREE_LAT = 110.574;

const nameOf = (text: LocalizedText | undefined): string | undefined =>
  text ? (text.eng ?? text.ru ?? Object.values(text)[0]) : undefined;

function positionsOf(feature: MapFeature): Position[] {
  const g = feature.geometry;
  if (g.type === 'Point') return [g.coordinates];
  if (g.type === 'LineString') return g.coordinates;
  return g.coordinates.flat();
}

const featurePath = (index: number, ...rest: Array<string | number>) =>
  jsonPath(['features', index, ...rest]);

/** What the schema findings say, with the id of the feature they are about. */
function withFeatureIds(findings: Finding[], json: unknown): Finding[] {
  const features = isRecord(json) && Array.isArray(json.features) ? (json.features as unknown[]) : [];
  return findings.map((f) => {
    const index = /^\$\.features\[(\d+)\]/.exec(f.path)?.[1];
    const feature = index === undefined ? undefined : features[Number(index)];
    const id = isRecord(feature) && typeof feature.id === 'string' ? feature.id : undefined;
    return id === undefined ? f : { ...f, message: `feature "${id}": ${f.message}` };
  });
}

function schemaRefFindings(label: string, mapsDir: string, json: unknown): Finding[] {
  if (!isRecord(json)) return [];
  const expected = schemaRefFor(mapsDir, MAP_SCHEMA_FILE);
  const ref = json.$schema;
  if (typeof ref !== 'string')
    return [
      finding({
        code: 'schema-ref-missing',
        file: label,
        path: jsonPath(['$schema']),
        message: 'the map does not say which schema it follows, so editors cannot check it',
        expected: `"$schema": "${expected}"`,
        suggestion: `add "$schema": "${expected}" as the first key`,
      }),
    ];
  const target = path.resolve(mapsDir, ref);
  if (path.basename(target) === MAP_SCHEMA_FILE && existsSync(target)) return [];
  return [
    finding({
      code: 'schema-ref-wrong',
      file: label,
      path: jsonPath(['$schema']),
      message: `"${ref}" does not lead to the schema of map data`,
      expected: `"${expected}"`,
      received: JSON.stringify(ref),
      suggestion: `write "$schema": "${expected}"`,
    }),
  ];
}

function duplicateIdFindings(label: string, features: readonly IndexedFeature[]): Finding[] {
  const first = new Map<string, number>();
  const findings: Finding[] = [];
  for (const { index, feature } of features) {
    const earlier = first.get(feature.id);
    if (earlier === undefined) {
      first.set(feature.id, index);
      continue;
    }
    findings.push(
      finding({
        code: 'duplicate-id',
        file: label,
        path: featurePath(index, 'id'),
        message: `feature id "${feature.id}" is used twice (first at ${featurePath(earlier)})`,
        expected: 'an id no other feature of the map has',
        suggestion: 'give each feature its own id',
      }),
    );
  }
  return findings;
}

function unknownStreetFindings(label: string, features: readonly IndexedFeature[]): Finding[] {
  const kinds = new Map(features.map(({ feature }) => [feature.id, feature.properties.kind]));
  const findings: Finding[] = [];
  for (const { index, feature } of features) {
    if (feature.properties.kind !== 'house') continue;
    const street = feature.properties.street;
    const kind = street === undefined ? undefined : kinds.get(street);
    if (kind === 'street') continue;
    findings.push(
      finding({
        code: 'map-unknown-street',
        file: label,
        path: featurePath(index, 'properties', 'street'),
        message:
          street === undefined
            ? `house "${feature.id}" names no street, so its address has no street name`
            : kind === undefined
              ? `house "${feature.id}" names street "${street}", which is not a feature of this map`
              : `house "${feature.id}" names "${street}", which is a ${kind}, not a street`,
        expected: 'the id of a street feature of the same map',
        received: street === undefined ? undefined : JSON.stringify(street),
        suggestion: 'write the id of the street the house stands on',
      }),
    );
  }
  return findings;
}

/** The box of the streets grown by `marginKm`, or undefined without streets. */
function streetBox(features: readonly IndexedFeature[], marginKm: number): Box | undefined {
  const positions = features
    .filter(({ feature }) => feature.properties.kind === 'street')
    .flatMap(({ feature }) => positionsOf(feature));
  if (positions.length === 0) return undefined;
  const lons = positions.map(([lon]) => lon);
  const lats = positions.map(([, lat]) => lat);
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const dLat = marginKm / KM_PER_DEGREE_LAT;
  const dLon = marginKm / (111.32 * Math.cos((((south + north) / 2) * Math.PI) / 180));
  return [Math.min(...lons) - dLon, south - dLat, Math.max(...lons) + dLon, north + dLat];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The declared centre, or the median of the street positions (an outlier cannot drag it away). */
function centreOf(header: MapHeader | undefined, features: readonly IndexedFeature[]): Position | undefined {
  if (header?.center) return header.center;
  const positions = features
    .filter(({ feature }) => feature.properties.kind === 'street')
    .flatMap(({ feature }) => positionsOf(feature));
  if (positions.length === 0) return undefined;
  return [median(positions.map(([lon]) => lon)), median(positions.map(([, lat]) => lat))];
}

const inBox = ([lon, lat]: Position, [west, south, east, north]: Box) =>
  lon >= west && lon <= east && lat >= south && lat <= north;

const kmBetween = ([lonA, latA]: Position, [lonB, latB]: Position) =>
  haversineKm({ latitude: latA, longitude: lonA }, { latitude: latB, longitude: lonB });

function outsideAreaFindings(
  label: string,
  header: MapHeader | undefined,
  features: readonly IndexedFeature[],
): Finding[] {
  const box = header?.bbox ?? streetBox(features, AREA_MARGIN_KM);
  const centre = centreOf(header, features);
  if (!box && !centre) return [];
  const city = nameOf(header?.name) ?? 'the map';
  const fits = (p: Position) =>
    (!box || inBox(p, box)) && (!centre || kmBetween(p, centre) <= MAX_AREA_RADIUS_KM);
  const findings: Finding[] = [];
  for (const { index, feature } of features) {
    const stray = positionsOf(feature).find((p) => !fits(p));
    if (!stray) continue;
    const [lon, lat] = stray;
    const where = centre
      ? `${Math.round(kmBetween(stray, centre))} km from the centre of ${city}`
      : `outside the area of ${city}`;
    const swapped: Position = [lat, lon];
    findings.push(
      finding({
        code: 'map-place-outside-area',
        file: label,
        path: featurePath(index, 'geometry', 'coordinates'),
        message: `${feature.properties.kind} "${feature.id}" has a point at longitude ${lon}, latitude ${lat}: ${where}`,
        expected: box
          ? `points inside the map's area: longitude ${box[0]} to ${box[2]}, latitude ${box[1]} to ${box[3]}`
          : `points within ${MAX_AREA_RADIUS_KM} km of the centre of ${city}`,
        received: JSON.stringify(stray),
        suggestion:
          Math.abs(lon) <= 90 && fits(swapped)
            ? `the point looks like [latitude, longitude]; GeoJSON writes [longitude, latitude]: [${lat}, ${lon}]`
            : 'check the coordinates: GeoJSON writes [longitude, latitude]',
      }),
    );
  }
  return findings;
}

/** Every finding of one map file; `label` is the file as the report names it. */
export function mapFileFindings(map: MapFile, label: string, mapsDir: string): Finding[] {
  if (!map.parsed.ok)
    return [
      finding({
        code: 'invalid-json',
        file: label,
        path: '',
        message: `not valid JSON at line ${map.parsed.line}, column ${map.parsed.column}: ${map.parsed.reason}`,
        expected: 'valid JSON',
        suggestion: map.parsed.suggestion,
      }),
    ];
  const json = map.parsed.value;
  return [
    ...(map.error ? withFeatureIds(schemaFindings(label, MapData, map.error), json) : []),
    ...schemaRefFindings(label, mapsDir, json),
    ...duplicateIdFindings(label, map.features),
    ...unknownStreetFindings(label, map.features),
    ...outsideAreaFindings(label, map.header, map.features),
  ];
}
