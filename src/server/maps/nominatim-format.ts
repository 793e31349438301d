/**
 * Gazetteer places as Nominatim writes them (format json and jsonv2, as in Nominatim's
 * v1/format_json.py): place_id, licence, osm_type, osm_id, lat and lon as 7-decimal strings,
 * class (jsonv2: category), type, place_rank, importance, addresstype, name, display_name, the
 * address block and boundingbox as four strings [minlat, maxlat, minlon, maxlon].
 *
 * The values are the gazetteer's own: ids are stable numbers derived from the map's feature ids (no
 * OSM object stands behind them), `licence` is the map file's attribution, and classes and types
 * follow OSM's tags for the kind of place (highway=residential, tourism=museum, place=suburb...).
 */
import type { z } from 'zod';
import type { BackendLanguage, LngLat, Place } from '../../contract/index.ts';
import type { EntryKind, Gazetteer, GazetteerEntry } from './gazetteer.ts';
import type { BBox } from './map-geometry.ts';
import { localName } from './map-language.ts';

/** The response formats served. */
export type NominatimFormat = 'json' | 'jsonv2';
/** A place as it goes over the wire (coordinates as strings). */
export type WirePlace = z.input<typeof Place>;

/** OSM tags of landmark types: [class, type]. Nominatim's addresstype of such a place is its class. */
const LANDMARK_TAGS: Readonly<Record<string, [string, string]>> = {
  metro: ['railway', 'station'],
  station: ['railway', 'station'],
  bazaar: ['amenity', 'marketplace'],
  market: ['amenity', 'marketplace'],
  theatre: ['amenity', 'theatre'],
  cinema: ['amenity', 'cinema'],
  mosque: ['amenity', 'place_of_worship'],
  church: ['amenity', 'place_of_worship'],
  school: ['amenity', 'school'],
  university: ['amenity', 'university'],
  hospital: ['amenity', 'hospital'],
  hotel: ['tourism', 'hotel'],
  museum: ['tourism', 'museum'],
  monument: ['historic', 'monument'],
  mall: ['shop', 'mall'],
  stadium: ['leisure', 'stadium'],
  park: ['leisure', 'park'],
};

/** Search importance (0..1) of each kind: a district or landmark is what most people mean. */
const IMPORTANCE: Readonly<Record<EntryKind | 'city', number>> = {
  city: 0.6,
  district: 0.4,
  landmark: 0.35,
  park: 0.3,
  square: 0.3,
  street: 0.2,
  house: 0.05,
};

/** 31-bit FNV-1a: a stable positive number for an id. */
function idNumber(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & 0x7fffffff;
}

const degrees = (value: number) => value.toFixed(7);

/** Nominatim's box, [minlat, maxlat, minlon, maxlon], widened around a point by `pad` degrees. */
const boundingBox = ([minLon, minLat, maxLon, maxLat]: BBox, pad = 0): [string, string, string, string] => [
  degrees(minLat - pad),
  degrees(maxLat + pad),
  degrees(minLon - pad),
  degrees(maxLon + pad),
];

/** Comma-separated parts, empty ones left out and a part equal to the one before it written once. */
function joinParts(parts: readonly (string | undefined)[]): string {
  const present = parts.filter((part): part is string => !!part);
  return present.filter((part, i) => part !== present[i - 1]).join(', ');
}

/** Everything an answer is made of, before the format decides the class key. */
interface Parts {
  id: string;
  licence: string;
  osmType: 'node' | 'way' | 'relation';
  osmClass: string;
  type: string;
  rank: number;
  importance: number;
  addresstype: string;
  name: string;
  displayName: string;
  address: Record<string, string>;
  point: LngLat;
  bbox: [string, string, string, string];
}

function toWire(parts: Parts, format: NominatimFormat): WirePlace {
  return {
    place_id: idNumber(`place:${parts.id}`),
    licence: parts.licence,
    osm_type: parts.osmType,
    osm_id: idNumber(`osm:${parts.id}`),
    lat: degrees(parts.point[1]),
    lon: degrees(parts.point[0]),
    [format === 'jsonv2' ? 'category' : 'class']: parts.osmClass,
    type: parts.type,
    place_rank: parts.rank,
    importance: parts.importance,
    addresstype: parts.addresstype,
    name: parts.name,
    display_name: parts.displayName,
    address: parts.address,
    boundingbox: parts.bbox,
  };
}

/** The tail every address shares: city, country and its code. */
function areaAddress(area: Gazetteer, language: BackendLanguage) {
  const city = localName(area.city, language);
  const country = localName(area.country, language);
  const address: Record<string, string> = {};
  if (city) address.city = city;
  if (country) address.country = country;
  address.country_code = area.countryCode;
  return { city, country, address };
}

/** [class, type, addresstype, place_rank] of an entry. */
function tagsOf(entry: GazetteerEntry): [string, string, string, number] {
  switch (entry.kind) {
    case 'house':
      return entry.fromBuilding ? ['building', 'yes', 'building', 30] : ['place', 'house', 'place', 30];
    case 'street':
      return ['highway', entry.type, 'road', 26];
    case 'park':
      return ['leisure', 'park', 'leisure', 24];
    case 'square':
      return ['place', 'square', 'square', 25];
    case 'district':
      return ['place', 'suburb', 'suburb', 19];
    case 'landmark': {
      const [osmClass, type] = LANDMARK_TAGS[entry.type] ?? [
        'amenity',
        entry.type === 'landmark' ? 'yes' : entry.type,
      ];
      return [osmClass, type, osmClass, 30];
    }
  }
}

/**
 * An entry as Nominatim answers it.
 * @param at where the answer puts it instead of the entry's own point (reverse lookup: the point of
 *   the street nearest to the one asked about)
 */
export function entryPlace(
  entry: GazetteerEntry,
  language: BackendLanguage,
  format: NominatimFormat,
  at?: LngLat,
): WirePlace {
  const { city, country, address: tail } = areaAddress(entry.area, language);
  const [osmClass, type, addresstype, rank] = tagsOf(entry);
  const suburb = entry.district ? localName(entry.district.name, language) : undefined;
  const road =
    entry.kind === 'street'
      ? localName(entry.name, language)
      : entry.street
        ? localName(entry.street.name, language)
        : undefined;
  const own = entry.kind === 'house' ? undefined : localName(entry.name, language);
  const address: Record<string, string> = {};
  if (entry.kind === 'house' && entry.housenumber) address.house_number = entry.housenumber;
  else if (own && entry.kind !== 'street' && entry.kind !== 'district') address[addresstype] = own;
  if (road) address.road = road;
  if (entry.kind === 'district' && own) address.suburb = own;
  else if (suburb) address.suburb = suburb;
  Object.assign(address, tail);

  const display =
    entry.kind === 'house'
      ? [entry.housenumber, road, suburb]
      : entry.kind === 'street'
        ? [road, suburb]
        : entry.kind === 'district'
          ? [own]
          : [own, road, suburb];
  // Decision: Nominatim names an address point with an empty `name`; the picker shows `name` as the
  // result's headline, so a house is named by its street and number ("Amir Temur ko'chasi, 15").
  const name = entry.kind === 'house' ? joinParts([road, entry.housenumber]) : (own ?? '');
  const point = at ?? entry.point;
  const pad =
    entry.kind === 'house' || entry.kind === 'landmark'
      ? 0.0001
      : entry.kind === 'district' && !entry.rings
        ? 0.02
        : 0;
  const bbox: BBox =
    entry.kind === 'house' || entry.kind === 'landmark'
      ? [point[0], point[1], point[0], point[1]]
      : entry.bbox;
  return toWire(
    {
      id: entry.id,
      licence: entry.area.attribution,
      osmType:
        entry.kind === 'street' || entry.rings ? (entry.kind === 'district' ? 'relation' : 'way') : 'node',
      osmClass,
      type,
      rank,
      importance: IMPORTANCE[entry.kind],
      addresstype,
      name,
      displayName: joinParts([...display, city, country]),
      address,
      point,
      bbox: boundingBox(bbox, pad),
    },
    format,
  );
}

/** The area's city itself (reverse lookup of a point in the city but near nothing named). */
export function cityPlace(
  area: Gazetteer,
  language: BackendLanguage,
  format: NominatimFormat,
  at: LngLat,
): WirePlace {
  const { city, country, address } = areaAddress(area, language);
  return toWire(
    {
      id: `${area.key}:city`,
      licence: area.attribution,
      osmType: 'relation',
      osmClass: 'place',
      type: 'city',
      rank: 16,
      importance: IMPORTANCE.city,
      addresstype: 'city',
      name: city ?? '',
      displayName: joinParts([city, country]),
      address,
      point: at,
      bbox: boundingBox(area.bbox),
    },
    format,
  );
}
