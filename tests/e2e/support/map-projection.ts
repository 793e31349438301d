/**
 * Where a point lands on a branch map once the map has fitted itself to the branches, so a test can
 * tap a marker as a finger would. Markers are map layers on a canvas (no DOM element to click); the
 * map fits the view to the points' extent inside its padding, at most zoom FIT_MAX_ZOOM
 * (src/map/map-view.tsx), on maplibre's Web Mercator with 512 px tiles, and this repeats that
 * arithmetic.
 */
import { expect, type Locator } from '@playwright/test';
import { FIT_MAX_ZOOM, FIT_PADDING, ZOOM_RANGE } from '../../../src/map/constants.ts';

export interface LatLon {
  latitude: number;
  longitude: number;
}

const TILE = 512;

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
  const { top, bottom, left, right } = FIT_PADDING;
  const inner = { width: box.width - left - right, height: box.height - top - bottom };
  const scale = Math.min(
    inner.width / ((maxX - minX) * TILE || Infinity),
    inner.height / ((maxY - minY) * TILE || Infinity),
  );
  const zoom = Math.min(Math.max(Math.log2(scale), ZOOM_RANGE.min), FIT_MAX_ZOOM, ZOOM_RANGE.max);
  const world = TILE * 2 ** zoom;
  const centre = { x: (minX + maxX) / 2, y: (minY + maxY) / 2 };
  // The points' centre lands in the middle of the box less its padding.
  return targets.map(mercator).map((p) => ({
    x: left + inner.width / 2 + (p.x - centre.x) * world,
    y: top + inner.height / 2 + (p.y - centre.y) * world,
  }));
}

/**
 * Waits for the map inside `frame` to be drawn and fitted (the map is aria-busy until its fit has
 * ended), then taps the marker of `target`.
 */
export async function tapMarker(frame: Locator, all: readonly LatLon[], target: LatLon): Promise<void> {
  const map = frame.locator('[data-map-state]');
  await expect(map).toHaveAttribute('data-map-state', 'ready');
  await expect(map).toHaveAttribute('aria-busy', 'false');
  const canvas = frame.locator('.map-view__canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the map has no box');
  const [position] = fittedPositions(all, [target], box);
  if (!position) throw new Error('no position');
  await canvas.click({ position });
}
