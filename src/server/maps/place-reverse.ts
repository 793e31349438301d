/**
 * Reverse lookup over gazetteers: the address of a point, as a customer moving the map pin expects
 * it. In order:
 *
 * 1. the nearest house within HOUSE_RADIUS_M, with its street (at the house's point);
 * 2. else the nearest street within STREET_RADIUS_M, at the point of the street nearest to the one
 *    asked about (the pin's street, where the pin is);
 * 3. else the district holding the point (a district polygon, or the nearest district label within
 *    DISTRICT_RADIUS_M), at the district's point;
 * 4. else the city, when the point lies in an area's box (CITY_MARGIN_M around it), at the point
 *    asked about (an area has no centre of its own);
 * 5. else nothing: the handler answers Nominatim's { "error": "Unable to geocode" }.
 */
import type { BackendLanguage, LngLat } from '../../contract/index.ts';
import { districtAt, type Gazetteer, type GazetteerEntry } from './gazetteer.ts';
import { distanceMetres, distanceToBBox, nearestOnLines } from './map-geometry.ts';
import { cityPlace, entryPlace, type NominatimFormat, type WirePlace } from './nominatim-format.ts';

export const HOUSE_RADIUS_M = 100;
export const STREET_RADIUS_M = 300;
export const CITY_MARGIN_M = 2000;

/** Metres per degree of latitude: a cheap first cut before the exact distance. */
const METRES_PER_DEGREE = 111_000;

function nearestHouse(areas: readonly Gazetteer[], point: LngLat): GazetteerEntry | undefined {
  const window = HOUSE_RADIUS_M / METRES_PER_DEGREE;
  let best: GazetteerEntry | undefined;
  let bestMetres = HOUSE_RADIUS_M;
  for (const area of areas) {
    for (const house of area.houses) {
      if (Math.abs(house.point[1] - point[1]) > window) continue;
      const metres = distanceMetres(point, house.point);
      if (metres <= bestMetres) {
        best = house;
        bestMetres = metres;
      }
    }
  }
  return best;
}

function nearestStreet(areas: readonly Gazetteer[], point: LngLat) {
  let best: { street: GazetteerEntry; at: LngLat } | undefined;
  let bestMetres = STREET_RADIUS_M;
  for (const area of areas) {
    for (const street of area.streets) {
      // Unnamed streets say nothing to a customer.
      if (!street.name || distanceToBBox(point, street.bbox) > bestMetres) continue;
      const near = nearestOnLines(point, street.lines);
      if (near && near.metres <= bestMetres) {
        best = { street, at: near.point };
        bestMetres = near.metres;
      }
    }
  }
  return best;
}

/** The address of a point, or undefined when nothing is near. */
export function reversePlace(
  areas: readonly Gazetteer[],
  point: LngLat,
  language: BackendLanguage,
  format: NominatimFormat,
): WirePlace | undefined {
  const house = nearestHouse(areas, point);
  if (house) return entryPlace(house, language, format);
  const street = nearestStreet(areas, point);
  if (street) return entryPlace(street.street, language, format, street.at);
  const holding = areas.filter((area) => distanceToBBox(point, area.bbox) <= CITY_MARGIN_M);
  for (const area of holding) {
    const district = districtAt(area.districts, point);
    if (district) return entryPlace(district, language, format);
  }
  const city = holding[0];
  return city ? cityPlace(city, language, format, point) : undefined;
}
