/**
 * What a geocoder's answer (Nominatim's shape: name, display_name, lat, lon, and, where the geocoder
 * gives it, an `address` object with road and house_number) means for a delivery address: the street,
 * the house, and the full text shown under its name.
 */
import { z } from 'zod';
import { roundCoordinate, type GeoPoint, type Place } from '../../contract/index.ts';

/** Nominatim's address parts the picker reads, when the answer has them. */
const AddressParts = z.object({
  address: z
    .looseObject({
      road: z.string().optional(),
      pedestrian: z.string().optional(),
      house_number: z.string().optional(),
    })
    .optional(),
});

export interface PinAddress {
  /** The street (or the place's own name when the geocoder knows no street). Empty: none known. */
  streetName: string;
  houseNumber: string;
  /** The place's name as the geocoder gives it (a landmark, a building). */
  name: string;
  /** The full address text (display_name). */
  description: string;
  point: GeoPoint;
}

/**
 * Nominatim's kinds of a whole area (addresstype, else type): a district or a city names no door a
 * courier can find, so the picker's Save stays off there as it does where no street is known.
 */
const AREAS = new Set([
  'suburb',
  'quarter',
  'neighbourhood',
  'city_district',
  'district',
  'borough',
  'city',
  'town',
  'municipality',
  'county',
  'state',
  'region',
  'country',
  'postcode',
]);

/**
 * Street and house from a geocoder answer. Without Nominatim's address parts the street is the
 * place's name, else the first part of display_name that is not just a house number. An area's
 * answer (a district, a city) without a street or a house has no street: it is no address.
 */
export function placeAddress(place: Place): PinAddress {
  const parts = AddressParts.safeParse(place);
  const address = parts.success ? parts.data.address : undefined;
  const area = AREAS.has(place.addresstype ?? place.type ?? '') && !address?.road && !address?.house_number;
  const name = place.name?.trim() ?? '';
  const pieces = place.display_name
    .split(',')
    .map((piece) => piece.trim())
    .filter(Boolean);
  const firstWords = pieces.find((piece) => !/^\d+\w?$/.test(piece)) ?? '';
  const houseGuess = pieces[0] && /^\d+\w?$/.test(pieces[0]) ? pieces[0] : '';
  return {
    streetName: area ? '' : (address?.road ?? address?.pedestrian ?? name) || firstWords,
    houseNumber: address?.house_number ?? houseGuess,
    name,
    description: place.display_name.trim(),
    point: { latitude: roundCoordinate(place.lat), longitude: roundCoordinate(place.lon) },
  };
}

/** "Bunyodkor, 12": the street and the house, as the picker's card and an address's default name. */
export const streetAndHouse = (address: { streetName?: string | null; houseNumber?: string | null }) =>
  [address.streetName?.trim(), address.houseNumber?.trim()].filter(Boolean).join(', ');
