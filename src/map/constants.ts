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
