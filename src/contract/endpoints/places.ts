/** Where to deliver: saved addresses, delivery zones and cities, and looking places up on the map. */
import { z } from 'zod';
import { Address, City, Place, Region, ReverseGeocodeAnswer } from '../places.ts';
import { def, Ok } from './define.ts';

/**
 * The geocoding calls take Nominatim's parameters (https://nominatim.org/release-docs/latest/api/Search/),
 * so the same request works against the reference server and a Nominatim-compatible service.
 * Formats: json (Nominatim's `class`) and jsonv2 (`category`); other Nominatim formats are not served.
 */
const GeocodeFormat = z.enum(['json', 'jsonv2']).default('json');
/** Preferred languages for names: a storefront code (ru, uz, eng, kz...) or an Accept-Language list. */
const AcceptLanguage = z.string().max(200, 'at most 200 characters').optional();
/** Longest search text: a street, a house number and a city fit many times over. */
export const PLACE_SEARCH_MAX_LENGTH = 200;
/** Nominatim's own bounds for `limit`. */
export const PLACE_SEARCH_MAX_LIMIT = 50;
export const PLACE_SEARCH_DEFAULT_LIMIT = 10;
const decimal = /^-?\d{1,3}(\.\d+)?$/;
/**
 * Nominatim's viewbox: `<lon1>,<lat1>,<lon2>,<lat2>`, any two opposite corners; read as a box.
 */
export const ViewBox = z.string().transform((text, ctx) => {
  const parts = text.split(',').map((part) => part.trim());
  const numbers = parts.map(Number);
  const [lon1, lat1, lon2, lat2] = numbers;
  if (
    parts.length !== 4 ||
    !parts.every((part) => decimal.test(part)) ||
    lon1 === undefined ||
    lat1 === undefined ||
    lon2 === undefined ||
    lat2 === undefined ||
    [lat1, lat2].some((lat) => Math.abs(lat) > 90) ||
    [lon1, lon2].some((lon) => Math.abs(lon) > 180)
  ) {
    ctx.addIssue({ code: 'custom', message: 'expected <lon1>,<lat1>,<lon2>,<lat2> in degrees' });
    return z.NEVER;
  }
  return {
    minLon: Math.min(lon1, lon2),
    maxLon: Math.max(lon1, lon2),
    minLat: Math.min(lat1, lat2),
    maxLat: Math.max(lat1, lat2),
  };
});
export type ViewBox = z.output<typeof ViewBox>;
const NominatimFlag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

export const placeEndpoints = {
  addresses: def({
    method: 'GET',
    path: '/users/v1/addresses/merchant/{merchantId}/user/{userId}/WITH_TOKEN',
    response: z.array(Address),
    summary: 'Saved addresses',
  }),
  addressCreate: def({
    method: 'POST',
    path: '/users/v1/addresses/user/{userId}/WITH_TOKEN',
    body: Address,
    response: Address,
    summary: 'Save an address',
  }),
  addressUpdate: def({
    method: 'PUT',
    path: '/users/v1/addresses/{id}/WITH_TOKEN',
    body: Address,
    response: Address,
    summary: 'Edit an address',
  }),
  addressDelete: def({
    method: 'DELETE',
    path: 'users/v1/addresses/{id}/WITH_TOKEN',
    response: Ok,
    summary: 'Delete an address',
  }),
  regions: def({
    method: 'GET',
    path: '/users/v1/region/WITH_TOKEN',
    response: z.array(Region),
    summary:
      'Delivery zones. The token is optional (the reference server answers guests too): a guest picks a delivery address on the map, and the picker needs the zones to say whether it is delivered to',
  }),
  cities: def({
    method: 'GET',
    path: '/users/v1/city-merchant/merchant/{merchantId}',
    response: z.array(City),
    summary: 'Cities of the merchant',
  }),
  reverseGeocode: def({
    method: 'GET',
    path: '/notifications/v1/nominatim/reverse/WITH_TOKEN',
    query: z.object({
      format: GeocodeFormat,
      lat: z.coerce.number().min(-90).max(90),
      lon: z.coerce.number().min(-180).max(180),
      'accept-language': AcceptLanguage,
    }),
    response: ReverseGeocodeAnswer,
    summary:
      "Address of a point, as Nominatim's reverse answers it ({ error: 'Unable to geocode' } when nothing is near). The token is optional (the reference server answers guests too): guests choose delivery addresses on the map as well",
  }),
  placeSearch: def({
    method: 'GET',
    path: 'notifications/v1/nominatim/search',
    query: z.object({
      format: GeocodeFormat,
      q: z.string().max(PLACE_SEARCH_MAX_LENGTH, `at most ${PLACE_SEARCH_MAX_LENGTH} characters`),
      limit: z.coerce.number().int().min(1).max(PLACE_SEARCH_MAX_LIMIT).default(PLACE_SEARCH_DEFAULT_LIMIT),
      'accept-language': AcceptLanguage,
      viewbox: ViewBox.optional(),
      bounded: NominatimFlag.optional(),
    }),
    response: z.array(Place),
    summary: "Search places by text, answered as Nominatim's search answers it (best first, at most `limit`)",
  }),
} as const;
