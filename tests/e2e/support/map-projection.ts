/**
 * Where a point lands on a branch map once the map has fitted itself to the branches, so a test can
 * tap a marker as a finger would. Markers are map layers on a canvas (no DOM element to click); the
 * map fits the view to the points' extent with 48 px padding, at most zoom 15 (src/map/map-view.tsx),
 * on maplibre's Web Mercator with 512 px tiles, and this repeats that arithmetic.
 */
import { expect, type Locator } from '@playwright/test';

export interface LatLon {
  latitude: number;
  longitude: number;
}

const TILE = 512;
const FIT_PADDING = 48;
const FIT_MAX_ZOOM = 15;
const ZOOM_RANGE = { min: 9, max: 19 };

/** Web Mercator, 0…1 on both axes (x east, y south). */
const mercator = ({ latitude, longitude }: LatLon) => {
  const phi = (latitude * Math.PI) / 180;
  return {
    x: (longitude + 180) / 360,
    y: (1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2,
  };
};

/** Pixel positions, relative to the map's box, of `targets` after the map fitted to `all`. */
export function fittedPositions(
  all: readonly LatLon[],
  targets: readonly LatLon[],
  box: { width: number; height: number },
): { x: number; y: number }[] {
  const projected = all.map(mercator);
  const xs = projected.map((p) => p.x);
  const ys = projected.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min(
    (box.width - 2 * FIT_PADDING) / ((maxX - minX) * TILE || Infinity),
    (box.height - 2 * FIT_PADDING) / ((maxY - minY) * TILE || Infinity),
  );
  const zoom = Math.min(Math.max(Math.log2(scale), ZOOM_RANGE.min), FIT_MAX_ZOOM, ZOOM_RANGE.max);
  const world = TILE * 2 ** zoom;
  const centre = { x: (minX + maxX) / 2, y: (minY + maxY) / 2 };
  return targets.map(mercator).map((p) => ({
    x: box.width / 2 + (p.x - centre.x) * world,
    y: box.height / 2 + (p.y - centre.y) * world,
  }));
}

/**
 * Waits for the map inside `frame` to be drawn and fitted (the fit starts 500 ms after the first draw
 * and takes 500 ms), then taps the marker of `target`.
 */
export async function tapMarker(frame: Locator, all: readonly LatLon[], target: LatLon): Promise<void> {
  const map = frame.locator('[data-map-state]');
  await expect(map).toHaveAttribute('data-map-state', 'ready');
  const canvas = frame.locator('.map-view__canvas');
  // The fit: 500 ms wait, 500 ms move, and a frame or two to settle.
  await frame.page().waitForTimeout(1300);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the map has no box');
  const [position] = fittedPositions(all, [target], box);
  if (!position) throw new Error('no position');
  await canvas.click({ position });
}
