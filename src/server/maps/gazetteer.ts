/**
 * The gazetteer of one area: what place search and reverse lookup can answer, built from the area's
 * base map file. Streets (one entry per named street, however many pieces it is drawn in), houses
 * (a house point, or a building footprint that carries an address), landmarks, parks, squares and
 * districts; each knows its district, and points of interest their nearest street, so display names
 * read like Nominatim's ("15, Amir Temur ko'chasi, Mirobod tumani, Toshkent, O'zbekiston").
 */
import type { LngLat, LocalizedText } from '../../contract/index.ts';
import type { MapFeature } from '../../contract/map-data.ts';
import type { MapArea } from './map-files.ts';
import {
  bboxOf,
  distanceMetres,
  insidePolygon,
  labelPoint,
  linesOf,
  middleOfLines,
  nearestOnLines,
  positionsOf,
  type BBox,
} from './map-geometry.ts';
import { foldHouseNumber, foldText, wordsOf } from './text-fold.ts';

/** What an entry is, as search ranks it and answers name it. */
export type EntryKind = 'street' | 'house' | 'landmark' | 'park' | 'square' | 'district';

/** One findable place. */
export interface GazetteerEntry {
  /** `<area>:<feature id>` (a street's first piece). */
  id: string;
  kind: EntryKind;
  area: Gazetteer;
  /** Undefined for houses (they are named by street and number). */
  name: LocalizedText | undefined;
  /** Folded words of each of the name's languages. */
  words: string[][];
  /** Where the answer puts it: a point's own place, a street's middle, a polygon's label point. */
  point: LngLat;
  bbox: BBox;
  /** A street's lines. */
  lines: LngLat[][];
  /** A district's or park's area, when it is drawn as a polygon. */
  rings: LngLat[][] | undefined;
  /** Street class, landmark type ("metro", "museum"...) or the kind itself. */
  type: string;
  /** Houses: the house number as written, and folded for comparison. */
  housenumber: string | undefined;
  foldedNumber: string | undefined;
  /** Houses: their street; points of interest: the nearest street within ROAD_RADIUS_M. */
  street: GazetteerEntry | undefined;
  /** Whether a house comes from a building footprint (Nominatim: class building) or a point. */
  fromBuilding: boolean;
  /** The district the place lies in (or nearest, within DISTRICT_RADIUS_M). */
  district: GazetteerEntry | undefined;
}

/** A point of interest names the street it stands on when one passes this close. */
const ROAD_RADIUS_M = 100;
/** A district drawn as a label point holds the places this close to it that no district polygon holds. */
export const DISTRICT_RADIUS_M = 3000;

/** One area's findable places. */
export interface Gazetteer {
  key: string;
  /** The area's (city's) name and country, as display names end. */
  city: LocalizedText;
  country: LocalizedText;
  countryCode: string;
  /** Where the data comes from (Nominatim's `licence` field). */
  attribution: string;
  bbox: BBox;
  /** Folded words of the city's and country's names: optional in a query ("Amir Temur 15 Toshkent"). */
  cityWords: ReadonlySet<string>;
  streets: GazetteerEntry[];
  houses: GazetteerEntry[];
  /** Landmarks, parks, squares and districts. */
  places: GazetteerEntry[];
  districts: GazetteerEntry[];
  /** Houses by their street entry. */
  housesOf: Map<GazetteerEntry, GazetteerEntry[]>;
}

/** Folded words of every language of a name. */
function wordsOfName(name: LocalizedText | undefined): string[][] {
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const text of Object.values(name ?? {})) {
    if (!text) continue;
    const folded = foldText(text);
    if (folded && !seen.has(folded)) {
      seen.add(folded);
      out.push(wordsOf(folded));
    }
  }
  return out;
}

/** A name's identity: streets drawn in several pieces share it. */
const nameKey = (name: LocalizedText | undefined) => JSON.stringify(Object.entries(name ?? {}).sort());

function baseEntry(area: Gazetteer, feature: MapFeature, kind: EntryKind): GazetteerEntry {
  const { geometry, properties } = feature;
  const rings = geometry.type === 'Polygon' ? geometry.coordinates : undefined;
  const positions = positionsOf(geometry);
  const point =
    geometry.type === 'Point' ? geometry.coordinates : rings ? labelPoint(rings) : (positions[0] as LngLat);
  return {
    id: `${area.key}:${feature.id}`,
    kind,
    area,
    name: properties.name,
    words: wordsOfName(properties.name),
    point,
    bbox: bboxOf(positions) ?? [point[0], point[1], point[0], point[1]],
    lines: [],
    rings,
    type: properties.type ?? properties.class ?? kind,
    housenumber: properties.housenumber,
    foldedNumber: properties.housenumber ? foldHouseNumber(properties.housenumber) : undefined,
    street: undefined,
    fromBuilding: false,
    district: undefined,
  };
}

/** Streets, one entry per name: the pieces' lines together. */
function buildStreets(area: Gazetteer, features: readonly MapFeature[]): Map<string, GazetteerEntry> {
  const byName = new Map<string, GazetteerEntry>();
  const byFeatureId = new Map<string, GazetteerEntry>();
  const listed = new Set<GazetteerEntry>();
  for (const feature of features) {
    if (feature.properties.kind !== 'street') continue;
    const key = nameKey(feature.properties.name);
    // An unnamed street is a street of its own (it cannot be searched, but houses may belong to it).
    const entry =
      (feature.properties.name ? byName.get(key) : undefined) ?? baseEntry(area, feature, 'street');
    entry.lines.push(...linesOf(feature.geometry));
    if (!byName.has(key) && feature.properties.name) byName.set(key, entry);
    if (!listed.has(entry)) {
      listed.add(entry);
      area.streets.push(entry);
    }
    byFeatureId.set(feature.id, entry);
  }
  for (const street of area.streets) {
    street.point = middleOfLines(street.lines) ?? street.point;
    street.bbox = bboxOf(street.lines.flat()) ?? street.bbox;
  }
  return byFeatureId;
}

/** The street nearest a point within a radius. */
function nearestStreet(streets: readonly GazetteerEntry[], point: LngLat, radius: number) {
  let best: GazetteerEntry | undefined;
  let bestMetres = radius;
  for (const street of streets) {
    const near = nearestOnLines(point, street.lines);
    if (near && near.metres <= bestMetres) {
      best = street;
      bestMetres = near.metres;
    }
  }
  return best;
}

/** The district holding a point: a district polygon, else the nearest district point in range. */
export function districtAt(districts: readonly GazetteerEntry[], point: LngLat): GazetteerEntry | undefined {
  const holding = districts.find((d) => d.rings && insidePolygon(point, d.rings));
  if (holding) return holding;
  let best: GazetteerEntry | undefined;
  let bestMetres = DISTRICT_RADIUS_M;
  for (const district of districts) {
    if (district.rings) continue;
    const metres = distanceMetres(point, district.point);
    if (metres <= bestMetres) {
      best = district;
      bestMetres = metres;
    }
  }
  return best;
}

/** Builds the gazetteer of one area. */
export function buildGazetteer(mapArea: MapArea): Gazetteer {
  const { data } = mapArea;
  const positions = data.features.flatMap((f) => positionsOf(f.geometry));
  const area: Gazetteer = {
    key: mapArea.key,
    city: data.name,
    country: data.country,
    countryCode: data.countryCode,
    attribution: data.attribution,
    bbox: bboxOf(positions) ?? [0, 0, 0, 0],
    cityWords: new Set([...wordsOfName(data.name), ...wordsOfName(data.country)].flat()),
    streets: [],
    houses: [],
    places: [],
    districts: [],
    housesOf: new Map(),
  };
  const streetOf = buildStreets(area, data.features);
  const addresses = new Set<string>();
  const addHouse = (feature: MapFeature, fromBuilding: boolean) => {
    const street = feature.properties.street ? streetOf.get(feature.properties.street) : undefined;
    const number = feature.properties.housenumber;
    if (!street || !number) return;
    const key = `${street.id}|${foldHouseNumber(number)}`;
    if (addresses.has(key)) return;
    addresses.add(key);
    const house = { ...baseEntry(area, feature, 'house'), street, fromBuilding, name: undefined, words: [] };
    area.houses.push(house);
    area.housesOf.set(street, [...(area.housesOf.get(street) ?? []), house]);
  };
  // House points first: where a footprint names the same address, the point is the entrance.
  for (const feature of data.features) if (feature.properties.kind === 'house') addHouse(feature, false);
  for (const feature of data.features) if (feature.properties.kind === 'building') addHouse(feature, true);

  for (const feature of data.features) {
    const { kind, name } = feature.properties;
    if (!name) continue;
    if (kind === 'landmark' || kind === 'park' || kind === 'square' || kind === 'district') {
      const entry = baseEntry(area, feature, kind);
      area.places.push(entry);
      if (kind === 'district') area.districts.push(entry);
    }
  }
  for (const entry of [...area.streets, ...area.houses, ...area.places]) {
    if (entry.kind !== 'district') entry.district = districtAt(area.districts, entry.point);
    if (entry.kind === 'landmark' || entry.kind === 'park' || entry.kind === 'square')
      entry.street = nearestStreet(area.streets, entry.point, ROAD_RADIUS_M);
  }
  return area;
}
