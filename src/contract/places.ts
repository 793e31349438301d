import { z } from 'zod';
import { AddressType } from './enums.ts';
import { TimeZone } from './merchant-time.ts';
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

/** Place search and reverse lookup (nominatim-style answers). */
export const Place = z.object({
  name: z.string().nullish(),
  display_name: z.string(),
  lat: z.coerce.number(),
  lon: z.coerce.number(),
});
export type Place = z.infer<typeof Place>;
