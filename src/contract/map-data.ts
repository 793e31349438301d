/**
 * Base map data: the streets, houses, squares, parks, water and landmarks of a city, as the reference
 * server ships them for demo mode. One file per area under `fixtures/maps/` (geography is shared by
 * every tenant of a city, so it is written once). The server cuts its vector tiles from these files
 * and answers place search and reverse lookup from them (the gazetteer).
 *
 * GeoJSON conventions: coordinates are [longitude, latitude] (map order, see geo.ts), features carry
 * a string `id`, and names are localized texts (ru, uz, eng; kz where the city is Kazakh).
 */
import { z } from 'zod';
import { Latitude, LocalizedText, Longitude, SchemaRef } from './primitives.ts';

/** [longitude, latitude]. */
const Position = z.tuple([Longitude, Latitude]);
/** GeoJSON bounding box (RFC 7946 section 5): [west, south, east, north]. */
const BoundingBox = z.tuple([Longitude, Latitude, Longitude, Latitude]);
const Line = z.array(Position).min(2, 'a line needs at least 2 points');
const Ring = z.array(Position).min(4, 'a closed ring needs at least 4 points (first repeated last)');

export const MapGeometry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: Position }),
  z.object({ type: z.literal('LineString'), coordinates: Line }),
  z.object({ type: z.literal('MultiLineString'), coordinates: z.array(Line).min(1) }),
  z.object({ type: z.literal('Polygon'), coordinates: z.array(Ring).min(1) }),
]);
export type MapGeometry = z.infer<typeof MapGeometry>;

/** What a feature is: decides its map layer and whether the gazetteer finds it. */
export const MapFeatureKind = z.enum([
  /** A named road: LineString or MultiLineString with `class` and `name`. */
  'street',
  /** An address point: Point with `street` (the id of its street feature) and `housenumber`. */
  'house',
  /** A building footprint: Polygon, optionally with `street` and `housenumber`. */
  'building',
  /** A named area: Polygon (park, square, water) or a district label Point. */
  'park',
  'square',
  'water',
  'district',
  /** A named point of interest: Point (metro station, bazaar, theatre, hotel...). */
  'landmark',
  /** A railway line: LineString. */
  'railway',
]);
export type MapFeatureKind = z.infer<typeof MapFeatureKind>;

/** Road classes, widest first: they set line width and the zoom a street appears at. */
export const StreetClass = z.enum([
  'motorway',
  'primary',
  'secondary',
  'tertiary',
  'residential',
  'pedestrian',
]);
export type StreetClass = z.infer<typeof StreetClass>;

export const MapFeatureProperties = z.strictObject({
  kind: MapFeatureKind,
  class: StreetClass.optional().meta({ description: 'Road class of a street' }),
  name: LocalizedText.optional(),
  street: z.string().optional().meta({ description: 'Id of the street feature a house belongs to' }),
  housenumber: z.string().optional(),
  /** Landmark type in the gazetteer's words (metro, bazaar, theatre, hotel, mosque, park...). */
  type: z.string().optional(),
});
export type MapFeatureProperties = z.infer<typeof MapFeatureProperties>;

export const MapFeature = z.strictObject({
  type: z.literal('Feature'),
  id: z.string().min(1),
  geometry: MapGeometry,
  properties: MapFeatureProperties,
});
export type MapFeature = z.infer<typeof MapFeature>;

export const MapData = z
  .strictObject({
    $schema: SchemaRef,
    type: z.literal('FeatureCollection'),
    /** The area's name (its city), shown in display names: "Amir Temur ko'chasi 12, Toshkent". */
    name: LocalizedText,
    /** Country of the area, for display names and the address block of Nominatim answers. */
    country: LocalizedText,
    countryCode: z.string().regex(/^[a-z]{2}$/, 'expected an ISO 3166-1 alpha-2 code such as uz'),
    /** Shown on the map: where the data comes from and under which licence. */
    attribution: z.string().min(1),
    /**
     * Optional (older files lack it): the box every feature lies in, as GeoJSON defines `bbox`. Lets a
     * server pick the area of a point without reading every feature; the fixture checker requires every
     * feature inside it.
     */
    bbox: BoundingBox.optional().meta({ description: 'Box of every feature: [west, south, east, north]' }),
    /**
     * Optional: the city centre, [longitude, latitude], where a map of this area opens when nothing else
     * says where; the fixture checker measures how far features lie from it (swapped coordinates land
     * thousands of kilometres away).
     */
    center: Position.optional().meta({ description: 'City centre: [longitude, latitude]' }),
    features: z.array(MapFeature),
  })
  .meta({ description: 'Base map of one area: streets, houses and places (GeoJSON, [lon, lat])' });
export type MapData = z.infer<typeof MapData>;
