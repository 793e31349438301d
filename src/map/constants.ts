/**
 * The spec's map constants (section 9), in one place for every map of the storefront.
 */
import type { GeoPoint } from '../contract/index.ts';

/** Zoom of the address picker and of the branch sheet. */
export const MAP_ZOOM = { picker: 14, branches: 10 } as const;
/** Duration of an animated move (fly to a place, fit to branches). */
export const MOVE_MS = 500;
/** Delay before fitting the view to the branches once the map is drawn. */
export const FIT_DELAY_MS = 500;
/**
 * Room around the points a map fits itself to: a point's name is drawn under it (two lines, up to
 * about 140 px wide) and the attribution sits in the bottom corner, so the sides and the bottom need
 * more. At most zoom FIT_MAX_ZOOM, so a single branch is not shown house by house.
 */
export const FIT_PADDING = { top: 48, bottom: 80, left: 72, right: 72 } as const;
export const FIT_MAX_ZOOM = 15;
/** Longest wait for the map to be ready before it is given up (the fallback shows). */
export const MAP_WAIT_TIMEOUT_MS = 5000;
/** Delivery zones: a blue outline this wide, over a translucent fill of the same blue. */
export const ZONE_STYLE = { color: '#1e6ff2', outlineWidth: 4, fillOpacity: 0.12 } as const;
/** Where the address map opens when nothing better is known (spec section 9). */
export const DEFAULT_ADDRESS_CENTRE: GeoPoint = { latitude: 41.311321, longitude: 69.27922327443147 };
/** The default merchant position (spec section 9). */
export const DEFAULT_MERCHANT_POSITION: GeoPoint = { latitude: 41.322711, longitude: 69.241084 };
/** Closest and farthest zoom a customer may reach: a city, down to one house. */
export const ZOOM_RANGE = { min: 9, max: 19 } as const;
