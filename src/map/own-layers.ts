/**
 * The storefront's own layers over the base map: delivery zones and points (branches, the
 * destination, the courier). Layers rather than DOM markers: they move with the map in the same frame.
 */
import type { Map as MaplibreMap } from 'maplibre-gl';
import type { Collection, PointFeature, ZoneFeature } from './map-points.ts';
import { ZONE_STYLE } from './constants.ts';

export const OWN_SOURCES = { zones: 'storefront-zones', points: 'storefront-points' } as const;
/** The demo style's layer of street names (src/server/maps): a provider's style may lack it. */
const STREET_LABELS = 'street-labels';
/** The layer a tap on a point is heard on. */
export const POINT_LAYER = 'storefront-points';

const POINT_COLOURS = ['match', ['get', 'kind'], 'courier', '#16a34a', 'destination', '#dc2626', '#1f2937'];

export function addOwnLayers(
  map: MaplibreMap,
  zones: Collection<ZoneFeature>,
  points: Collection<PointFeature>,
): void {
  // Zones go under the base map's street names (the server's style calls that layer street-labels),
  // so a street stays readable inside a zone; points and their labels stay on top of everything.
  const underLabels = map.getLayer(STREET_LABELS) ? STREET_LABELS : undefined;
  map.addSource(OWN_SOURCES.zones, { type: 'geojson', data: zones });
  map.addSource(OWN_SOURCES.points, { type: 'geojson', data: points });
  map.addLayer(
    {
      id: 'storefront-zones-fill',
      type: 'fill',
      source: OWN_SOURCES.zones,
      paint: { 'fill-color': ZONE_STYLE.color, 'fill-opacity': ZONE_STYLE.fillOpacity },
    },
    underLabels,
  );
  map.addLayer(
    {
      id: 'storefront-zones-outline',
      type: 'line',
      source: OWN_SOURCES.zones,
      paint: { 'line-color': ZONE_STYLE.color, 'line-width': ZONE_STYLE.outlineWidth, 'line-opacity': 0.8 },
    },
    underLabels,
  );
  map.addLayer({
    id: POINT_LAYER,
    type: 'circle',
    source: OWN_SOURCES.points,
    paint: {
      'circle-color': POINT_COLOURS as never,
      'circle-radius': ['case', ['get', 'selected'], 12, 9],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 3,
    },
  });
  // An empty square the size of a selected point under each label: the base map's own names (a
  // district, a street) then make way for the point instead of being drawn across it.
  const size = POINT_SPACE_PX;
  map.addImage(POINT_SPACE, { width: size, height: size, data: new Uint8Array(size * size * 4) });
  map.addLayer({
    id: 'storefront-points-label',
    type: 'symbol',
    source: OWN_SOURCES.points,
    layout: {
      'icon-image': POINT_SPACE,
      'icon-allow-overlap': true,
      'text-field': ['get', 'label'],
      'text-font': ['Noto Sans Regular'],
      'text-size': 13,
      'text-offset': [0, 1.4],
      'text-anchor': 'top',
      'text-optional': true,
    },
    paint: { 'text-color': '#111827', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
  });
}

const POINT_SPACE = 'storefront-point-space';
/** A selected point's diameter with its white ring (12 + 3 on each side). */
const POINT_SPACE_PX = 30;

/** Names of the labels drawn right now (base map and own points), for tests and tools. */
export function renderedNames(map: MaplibreMap): string[] {
  const names = new Set<string>();
  for (const feature of map.queryRenderedFeatures()) {
    if (feature.layer.type !== 'symbol') continue;
    for (const [key, value] of Object.entries(feature.properties)) {
      if (
        (key === 'label' || key === 'name' || key.startsWith('name_')) &&
        typeof value === 'string' &&
        value
      ) {
        names.add(value);
      }
    }
  }
  return [...names].sort();
}
