/**
 * The server's own MapLibre style (version 8): light and calm, to sit behind a food storefront's
 * markers and zones. White streets on light grey, green parks, blue water, grey buildings from
 * zoom 14, labels in the storefront's language (with the fallbacks of map-language.ts).
 *
 * Every source points at this server; there is no `glyphs` and no `sprite` key: without `glyphs`,
 * MapLibre (5.11 and later) draws labels with the device's own fonts (the style spec's `text-font`
 * is then "a cascading fallback list of local font names"), so no glyph file is fetched from
 * anywhere. Layer ids and source layers are listed in src/server/README.md (Maps).
 */
import { type BackendLanguage, type LngLat } from '../../contract/index.ts';
import { StreetClass } from '../../contract/map-data.ts';
import type { BBox } from './map-geometry.ts';
import { languageOrder, MAP_LANGUAGES } from './map-language.ts';
import { TILE_MAX_ZOOM } from './tile-set.ts';
import { escapeHtml } from '../http/escape-html.ts';
import type { SourceLayer } from './tile-layers.ts';

/** The vector source's name in the style. */
export const STYLE_SOURCE = 'base';

/** A style layer (the subset of the spec this style writes). */
export interface StyleLayer {
  id: string;
  type: 'background' | 'fill' | 'line' | 'symbol' | 'circle';
  source?: string;
  'source-layer'?: SourceLayer;
  minzoom?: number;
  maxzoom?: number;
  filter?: unknown[];
  layout?: Record<string, unknown>;
  paint?: Record<string, unknown>;
}

/** The style document. */
export interface MapStyle {
  version: 8;
  name: string;
  metadata: Record<string, unknown>;
  center?: LngLat;
  zoom?: number;
  sources: Record<string, Record<string, unknown>>;
  layers: StyleLayer[];
}

/** What the style depends on. */
export interface StyleInput {
  /** The origin tiles are fetched from: "https://burger.example.uz". */
  origin: string;
  language: BackendLanguage;
  /** Shown in the map's attribution control (plain text; escaped here). */
  attributions: readonly string[];
  /** The tiles' data version (tile URLs carry it, so tiles can be cached for a year). */
  version: string;
  /** Where the data lies: tiles are not asked for outside it. Undefined without map data. */
  bounds: BBox | undefined;
  /** The merchant's main city, where the map opens when the storefront does not say. */
  center?: LngLat;
}

/** The tile URL template of a style (absolute: the map's worker resolves nothing against the page). */
export const tileUrlTemplate = (origin: string, version: string) =>
  `${origin}/api/map/v1/tiles/{z}/{x}/{y}.pbf?v=${encodeURIComponent(version)}`;

/** Local font families, best first; MapLibre adds sans-serif last. Debian ships Noto (fonts-noto-core). */
const REGULAR = ['Noto Sans Regular', 'Noto Sans', 'DejaVu Sans', 'Arial'];
/** "Bold" in the first name is what makes MapLibre draw with weight 700. */
const BOLD = ['Noto Sans Bold', 'Noto Sans', 'DejaVu Sans', 'Arial'];

const COLOURS = {
  background: '#efeeeb',
  water: '#b3d4ec',
  park: '#d2e9c6',
  square: '#ebe8e2',
  building: '#e4e2de',
  buildingLine: '#d6d3ce',
  railway: '#c4c7cd',
  casing: '#d2d4d9',
  majorCasing: '#c6cad1',
  street: '#ffffff',
  pedestrian: '#cdd0d5',
  text: '#4d535c',
  halo: '#ffffff',
  parkText: '#4f7d46',
  waterText: '#4a7ba3',
  landmark: '#6f7884',
  district: '#8b919a',
  houseNumber: '#8e9298',
};

/** The label: the name in the language, else its fallbacks, else any name. */
function nameField(language: BackendLanguage): unknown[] {
  const order = [
    ...languageOrder(language),
    ...MAP_LANGUAGES.filter((l) => !languageOrder(language).includes(l)),
  ];
  return ['coalesce', ...order.map((l) => ['get', `name_${l}`])];
}

/** Zooms of the street width stops, and each class's width (px) at them. */
const WIDTH_ZOOMS = [10, 13, 15, 17, 19];
const FILL_WIDTH: Record<StreetClass, number[]> = {
  motorway: [2, 4.5, 9, 20, 44],
  primary: [1.5, 4, 8, 18, 40],
  secondary: [1, 3.2, 6.5, 14, 32],
  tertiary: [0.8, 2.6, 5.5, 12, 28],
  residential: [0.4, 1.6, 4, 9, 22],
  pedestrian: [0.3, 0.8, 2, 4, 9],
};
/** The casing shows this much on each side of the fill. */
const BORDER = [0.4, 0.7, 1, 1.5, 2];

/** Line width by zoom and class: `interpolate` over zoom of a `match` over class at each stop. */
function streetWidth(casing: boolean): unknown[] {
  const stops = WIDTH_ZOOMS.flatMap((zoom, i) => [
    zoom,
    [
      'match',
      ['get', 'class'],
      ...StreetClass.options.flatMap((cls) => [
        cls,
        (FILL_WIDTH[cls][i] ?? 1) + (casing ? 2 * (BORDER[i] ?? 1) : 0),
      ]),
      1,
    ],
  ]);
  return ['interpolate', ['exponential', 1.5], ['zoom'], ...stops];
}

const MAJOR: StreetClass[] = ['motorway', 'primary', 'secondary', 'tertiary'];
const isIn = (classes: readonly string[]) => ['in', ['get', 'class'], ['literal', classes]];

const halo = { 'text-color': COLOURS.text, 'text-halo-color': COLOURS.halo, 'text-halo-width': 1.5 };

/** The layers, bottom first. */
function layers(language: BackendLanguage): StyleLayer[] {
  const src = { source: STYLE_SOURCE };
  const name = nameField(language);
  const lineJoin = { 'line-join': 'round', 'line-cap': 'round' };
  return [
    { id: 'background', type: 'background', paint: { 'background-color': COLOURS.background } },
    { id: 'water', type: 'fill', ...src, 'source-layer': 'water', paint: { 'fill-color': COLOURS.water } },
    {
      id: 'parks',
      type: 'fill',
      ...src,
      'source-layer': 'green',
      filter: ['==', ['get', 'kind'], 'park'],
      paint: { 'fill-color': COLOURS.park },
    },
    {
      id: 'squares',
      type: 'fill',
      ...src,
      'source-layer': 'green',
      filter: ['==', ['get', 'kind'], 'square'],
      paint: { 'fill-color': COLOURS.square },
    },
    {
      id: 'buildings',
      type: 'fill',
      ...src,
      'source-layer': 'buildings',
      minzoom: 14,
      paint: {
        'fill-color': COLOURS.building,
        'fill-outline-color': COLOURS.buildingLine,
        'fill-opacity': ['interpolate', ['linear'], ['zoom'], 14, 0, 15, 1],
      },
    },
    {
      id: 'railway',
      type: 'line',
      ...src,
      'source-layer': 'railways',
      minzoom: 11,
      paint: {
        'line-color': COLOURS.railway,
        'line-width': ['interpolate', ['linear'], ['zoom'], 11, 0.8, 17, 2.5],
        'line-dasharray': [3, 2],
      },
    },
    {
      id: 'streets-minor-casing',
      type: 'line',
      ...src,
      'source-layer': 'streets',
      minzoom: 13,
      filter: isIn(['residential']),
      layout: lineJoin,
      paint: { 'line-color': COLOURS.casing, 'line-width': streetWidth(true) },
    },
    {
      id: 'streets-minor',
      type: 'line',
      ...src,
      'source-layer': 'streets',
      minzoom: 12,
      filter: isIn(['residential']),
      layout: lineJoin,
      paint: { 'line-color': COLOURS.street, 'line-width': streetWidth(false) },
    },
    {
      id: 'streets-pedestrian',
      type: 'line',
      ...src,
      'source-layer': 'streets',
      minzoom: 14,
      filter: isIn(['pedestrian']),
      layout: { 'line-join': 'round' },
      paint: {
        'line-color': COLOURS.pedestrian,
        'line-width': streetWidth(false),
        'line-dasharray': [2, 1.5],
      },
    },
    {
      id: 'streets-major-casing',
      type: 'line',
      ...src,
      'source-layer': 'streets',
      minzoom: 10,
      filter: isIn(MAJOR),
      layout: { ...lineJoin, 'line-sort-key': ['get', 'rank'] },
      paint: { 'line-color': COLOURS.majorCasing, 'line-width': streetWidth(true) },
    },
    {
      id: 'streets-major',
      type: 'line',
      ...src,
      'source-layer': 'streets',
      minzoom: 9,
      filter: isIn(MAJOR),
      layout: { ...lineJoin, 'line-sort-key': ['get', 'rank'] },
      paint: { 'line-color': COLOURS.street, 'line-width': streetWidth(false) },
    },
    {
      id: 'street-labels',
      type: 'symbol',
      ...src,
      'source-layer': 'streets',
      minzoom: 13,
      layout: {
        'symbol-placement': 'line',
        'symbol-spacing': 300,
        'text-field': name,
        'text-font': REGULAR,
        'text-size': ['interpolate', ['linear'], ['zoom'], 13, 10, 17, 14],
        'text-max-angle': 30,
        'text-padding': 2,
      },
      paint: halo,
    },
    {
      id: 'house-numbers',
      type: 'symbol',
      ...src,
      'source-layer': 'houses',
      minzoom: 16,
      layout: {
        'text-field': ['get', 'housenumber'],
        'text-font': REGULAR,
        'text-size': 10,
        'text-padding': 2,
      },
      paint: { ...halo, 'text-color': COLOURS.houseNumber },
    },
    {
      id: 'water-labels',
      type: 'symbol',
      ...src,
      'source-layer': 'places',
      minzoom: 13,
      filter: ['==', ['get', 'kind'], 'water'],
      layout: { 'text-field': name, 'text-font': REGULAR, 'text-size': 11, 'text-max-width': 8 },
      paint: { ...halo, 'text-color': COLOURS.waterText },
    },
    {
      id: 'park-labels',
      type: 'symbol',
      ...src,
      'source-layer': 'places',
      minzoom: 14,
      filter: ['in', ['get', 'kind'], ['literal', ['park', 'square']]],
      layout: { 'text-field': name, 'text-font': REGULAR, 'text-size': 11, 'text-max-width': 8 },
      paint: { ...halo, 'text-color': COLOURS.parkText },
    },
    {
      id: 'landmarks',
      type: 'circle',
      ...src,
      'source-layer': 'places',
      minzoom: 14,
      filter: ['==', ['get', 'kind'], 'landmark'],
      paint: {
        'circle-radius': 3,
        'circle-color': COLOURS.landmark,
        'circle-stroke-color': COLOURS.halo,
        'circle-stroke-width': 1,
      },
    },
    {
      id: 'landmark-labels',
      type: 'symbol',
      ...src,
      'source-layer': 'places',
      minzoom: 14,
      filter: ['==', ['get', 'kind'], 'landmark'],
      layout: {
        'text-field': name,
        'text-font': BOLD,
        'text-size': 11,
        'text-anchor': 'top',
        'text-offset': [0, 0.5],
        'text-max-width': 9,
      },
      paint: { ...halo, 'text-color': COLOURS.landmark },
    },
    {
      id: 'district-labels',
      type: 'symbol',
      ...src,
      'source-layer': 'places',
      minzoom: 10,
      maxzoom: 15,
      filter: ['==', ['get', 'kind'], 'district'],
      layout: {
        'text-field': name,
        'text-font': BOLD,
        'text-size': ['interpolate', ['linear'], ['zoom'], 10, 11, 14, 14],
        'text-transform': 'uppercase',
        'text-letter-spacing': 0.1,
        'text-max-width': 8,
      },
      paint: { ...halo, 'text-color': COLOURS.district },
    },
  ];
}

/** The style for a language and an origin. */
export function buildStyle(input: StyleInput): MapStyle {
  return {
    version: 8,
    name: 'Storefront base map',
    metadata: { 'storefront:language': input.language, 'storefront:attributions': input.attributions },
    ...(input.center ? { center: input.center, zoom: 12 } : {}),
    sources: {
      [STYLE_SOURCE]: {
        type: 'vector',
        tiles: [tileUrlTemplate(input.origin, input.version)],
        minzoom: 0,
        maxzoom: TILE_MAX_ZOOM,
        ...(input.bounds ? { bounds: input.bounds } : {}),
        attribution: input.attributions.map(escapeHtml).join(' | '),
      },
    },
    layers: layers(input.language),
  };
}
