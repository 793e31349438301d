import { z } from 'zod';
import { AddressType } from './enums.ts';
import { TimeZone } from './time-zone.ts';
import {
  DateTime,
  HexColor,
  Id,
  Latitude,
  LocalizedText,
  Longitude,
  Money,
  OptionalId,
} from './primitives.ts';

export const Address = z.looseObject({
  /** Auto-generated addresses carry an id ending in the front-end marker (see ADDRESS_LOCAL_MARKER). */
  id: z.union([Id, z.string()]).nullish(),
  type: AddressType.default('HOUSE'),
  name: z.string().nullish(),
  streetName: z.string().nullish(),
  /** Free text holding floor, office, entrance, domophone. */
  details: z.string().nullish(),
  description: z.string().nullish(),
  latitude: Latitude,
  longitude: Longitude,
  createdDate: DateTime.nullish(),
  lastModifiedDate: DateTime.nullish(),
  cityId: OptionalId,
  houseNumber: z.string().nullish(),
  comment: z.string().nullish(),
  office: z.string().nullish(),
  domophone: z.string().nullish(),
  entrance: z.string().nullish(),
  floor: z.string().nullish(),
});
export type Address = z.infer<typeof Address>;
/** Decision: the spec does not show the marker; local (guest) addresses end their id with it. */
export const ADDRESS_LOCAL_MARKER = '-local';

/** [latitude, longitude] as the server stores polygons; maps want [longitude, latitude]. */
export const LatLng = z.tuple([Latitude, Longitude]);
export type LatLng = z.infer<typeof LatLng>;

/** Delivery zone. */
export const Region = z.looseObject({
  id: Id,
  polygon: z.array(LatLng).min(4, 'a closed polygon needs at least 4 points (first repeated last)'),
  cityId: OptionalId,
  merchantId: OptionalId,
  name: z.string().nullish(),
  color: HexColor.nullish(),
  price: Money.nullish(),
});
export type Region = z.infer<typeof Region>;

export const City = z.looseObject({
  id: Id,
  name: LocalizedText,
  description: z.string().nullish(),
  latitude: Latitude,
  longitude: Longitude,
  createdDate: DateTime.nullish(),
  lastModifiedDate: DateTime.nullish(),
  isMain: z.boolean().default(false),
  isTaximeter: z.boolean().default(false),
  taximeterCommentUz: z.string().nullish(),
  taximeterCommentRu: z.string().nullish(),
  taximeterCommentEn: z.string().nullish(),
  /**
   * The city's IANA time zone: the wall clock its branches' hours are read on (merchant-time.ts).
   * Not in the spec; a city without one is in Asia/Tashkent (DEFAULT_TIME_ZONE).
   */
  timeZone: TimeZone.nullish(),
});
export type City = z.infer<typeof City>;

/**
 * A coordinate as Nominatim writes it: a decimal string ("41.3110000"). Numbers are accepted too
 * (some Nominatim-compatible services send them); either way the storefront reads a number.
 */
const NominatimCoordinate = z
  .union([z.string().regex(/^-?\d{1,3}(\.\d+)?$/, 'expected a decimal degree such as "41.311"'), z.number()])
  .pipe(z.coerce.number());

/** Nominatim's address block (addressdetails): the parts of the address, by their OSM label. */
export const PlaceAddress = z.looseObject({
  house_number: z.string().optional(),
  road: z.string().optional(),
  suburb: z.string().optional(),
  city: z.string().optional(),
  country: z.string().optional(),
  country_code: z.string().optional(),
});
export type PlaceAddress = z.infer<typeof PlaceAddress>;

/**
 * A place as Nominatim answers search and reverse lookup (format json or jsonv2), field for field:
 * place_id, licence, osm_type, osm_id, lat and lon (strings on the wire), class (jsonv2: category),
 * type, place_rank, importance, addresstype, name, display_name, address and boundingbox
 * ([minlat, maxlat, minlon, maxlon] as strings). The storefront reads name, display_name, lat and lon;
 * the rest is optional, so any Nominatim-compatible service (and older Nominatim versions, which
 * sent ids as strings) passes. looseObject: fields Nominatim adds later are kept, not dropped.
 */
export const Place = z.looseObject({
  place_id: z.union([z.number().int(), z.string()]).optional(),
  licence: z.string().optional(),
  osm_type: z.string().optional(),
  osm_id: z.union([z.number().int(), z.string()]).optional(),
  lat: NominatimCoordinate,
  lon: NominatimCoordinate,
  /** format=json; jsonv2 calls it `category`. */
  class: z.string().optional(),
  category: z.string().optional(),
  type: z.string().optional(),
  place_rank: z.number().optional(),
  importance: z.number().optional(),
  addresstype: z.string().optional(),
  name: z.string().nullish(),
  display_name: z.string(),
  address: PlaceAddress.optional(),
  boundingbox: z.tuple([z.string(), z.string(), z.string(), z.string()]).optional(),
});
export type Place = z.infer<typeof Place>;

/**
 * What Nominatim answers a reverse lookup with when nothing is near the point: status 200 and this
 * body (not an error status), so the storefront tells "no address here" from a failed call.
 */
export const GeocodeNotFound = z.object({ error: z.string() });
export type GeocodeNotFound = z.infer<typeof GeocodeNotFound>;

/** Nominatim's text for a point it cannot name. */
export const UNABLE_TO_GEOCODE = 'Unable to geocode';

/** A reverse lookup's answer: the place at the point, or `{ "error": "Unable to geocode" }`. */
export const ReverseGeocodeAnswer = z.union([Place, GeocodeNotFound]);
export type ReverseGeocodeAnswer = z.infer<typeof ReverseGeocodeAnswer>;
