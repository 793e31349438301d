/**
 * The base map files as the vector tiles' layers. Each source layer is one GeoJSON collection (cut
 * into tiles on its own), and every property is a plain value a style expression can read: names are
 * flattened to `name_ru`, `name_uz`, `name_eng`, `name_kz`... so the style picks the language with
 * `coalesce`. Polygons' names go to the `places` layer as one point each (a label per place, not one
 * per tile the polygon crosses).
 */
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { LocalizedText } from '../../contract/index.ts';
import type { MapFeature, StreetClass } from '../../contract/map-data.ts';
import { labelPoint } from './map-geometry.ts';
import { MAP_LANGUAGES } from './map-language.ts';
import type { MapArea } from './map-files.ts';

/** The tiles' source layers, as the style refers to them (`source-layer`). */
export const SOURCE_LAYERS = [
  /** Rivers, canals and lakes: polygons. */
  'water',
  /** Parks and squares: polygons with `kind` park or square. */
  'green',
  /** Building footprints. */
  'buildings',
  /** Railway lines. */
  'railways',
  /** Streets: lines with `class` (motorway ... pedestrian), `rank` and the names. */
  'streets',
  /** Address points: `housenumber` (houses, and buildings that carry an address). */
  'houses',
  /** Label points with `kind` (district, landmark, park, square, water), `type` and the names. */
  'places',
] as const;
export type SourceLayer = (typeof SOURCE_LAYERS)[number];

type Properties = Record<string, string | number>;

/** Draw order of street classes: a wider street is drawn over a narrower one where they cross. */
const STREET_RANK: Record<StreetClass, number> = {
  motorway: 6,
  primary: 5,
  secondary: 4,
  tertiary: 3,
  residential: 2,
  pedestrian: 1,
};

/** `name_<lang>` for every language the name has. */
export function flatNames(name: LocalizedText | undefined): Properties {
  const out: Properties = {};
  for (const language of MAP_LANGUAGES) {
    const text = name?.[language];
    if (text) out[`name_${language}`] = text;
  }
  return out;
}

const feature = (geometry: Geometry, properties: Properties): Feature<Geometry, Properties> => ({
  type: 'Feature',
  geometry,
  properties,
});

/** Where a base map feature goes in the tiles (possibly two layers: a shape and a label). */
function toTileFeatures(source: MapFeature, push: (layer: SourceLayer, f: Feature) => void): void {
  const { geometry, properties: p } = source;
  const names = flatNames(p.name);
  switch (p.kind) {
    case 'street':
      push(
        'streets',
        feature(geometry, {
          class: p.class ?? 'residential',
          rank: STREET_RANK[p.class ?? 'residential'],
          ...names,
        }),
      );
      return;
    case 'railway':
      push('railways', feature(geometry, {}));
      return;
    case 'house':
      if (p.housenumber) push('houses', feature(geometry, { housenumber: p.housenumber }));
      return;
    case 'building':
      push('buildings', feature(geometry, {}));
      if (p.housenumber && geometry.type === 'Polygon') {
        push(
          'houses',
          feature(
            { type: 'Point', coordinates: labelPoint(geometry.coordinates) },
            { housenumber: p.housenumber },
          ),
        );
      }
      return;
    case 'park':
    case 'square':
    case 'water':
      if (geometry.type === 'Polygon') {
        push(p.kind === 'water' ? 'water' : 'green', feature(geometry, { kind: p.kind }));
        if (p.name) {
          push(
            'places',
            feature(
              { type: 'Point', coordinates: labelPoint(geometry.coordinates) },
              { kind: p.kind, ...names },
            ),
          );
        }
      } else if (geometry.type === 'Point' && p.name) {
        push('places', feature(geometry, { kind: p.kind, ...names }));
      } else if (p.kind === 'water') {
        // A river drawn as a line.
        push('water', feature(geometry, { kind: p.kind }));
      }
      return;
    case 'district':
    case 'landmark': {
      const at =
        geometry.type === 'Point'
          ? geometry
          : geometry.type === 'Polygon'
            ? { type: 'Point' as const, coordinates: labelPoint(geometry.coordinates) }
            : undefined;
      if (at && p.name)
        push('places', feature(at, { kind: p.kind, ...(p.type ? { type: p.type } : {}), ...names }));
      return;
    }
  }
}

/**
 * A house point and a building footprint often name the same address: the tiles keep one number per
 * street and house number, the house point's.
 */
function dedupeAddresses(areas: readonly MapArea[]): Set<MapFeature> {
  const skip = new Set<MapFeature>();
  for (const area of areas) {
    const points = new Set(
      area.data.features
        .filter((f) => f.properties.kind === 'house')
        .map((f) => `${f.properties.street ?? ''}|${f.properties.housenumber ?? ''}`),
    );
    for (const f of area.data.features) {
      const key = `${f.properties.street ?? ''}|${f.properties.housenumber ?? ''}`;
      if (f.properties.kind === 'building' && f.properties.housenumber && points.has(key)) skip.add(f);
    }
  }
  return skip;
}

/** Every area's features, by source layer. */
export function tileLayers(areas: readonly MapArea[]): Record<SourceLayer, FeatureCollection> {
  const layers = Object.fromEntries(
    SOURCE_LAYERS.map((name) => [name, { type: 'FeatureCollection', features: [] } as FeatureCollection]),
  ) as Record<SourceLayer, FeatureCollection>;
  const duplicates = dedupeAddresses(areas);
  for (const area of areas) {
    for (const source of area.data.features) {
      toTileFeatures(source, (layer, f) => {
        // A building whose address a house point already gives keeps its footprint, not its number.
        if (layer === 'houses' && duplicates.has(source)) return;
        layers[layer].features.push(f);
      });
    }
  }
  return layers;
}
