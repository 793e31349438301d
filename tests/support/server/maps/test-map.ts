/**
 * TEST ONLY: the small base map the map tests run on (test-map/tashkent-test.json: a few streets of
 * central Tashkent with houses, a park, a square, a canal, two districts, two landmarks and a
 * railway), so tests never depend on the demo maps in fixtures/maps.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { loadMapAreas, type MapArea } from '../../../../src/server/maps/map-files.ts';

/** The folder holding the test map. */
export const TEST_MAP_DIR = fileURLToPath(new URL('./test-map/', import.meta.url));

/** The test map's areas. */
export const testAreas = (): MapArea[] => loadMapAreas([TEST_MAP_DIR]);

/** Copies the test map into `<root>/maps`, where createApp looks beside tenant folders under root. */
export function writeTestMaps(root: string): string {
  const dir = path.join(root, 'maps');
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(TEST_MAP_DIR))
    fs.copyFileSync(path.join(TEST_MAP_DIR, name), path.join(dir, name));
  return dir;
}

/** The tile holding a point at a zoom (slippy map numbering). */
export function tileAt(lon: number, lat: number, z: number): { z: number; x: number; y: number } {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return {
    z,
    x: Math.floor(((lon + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  };
}

/** Every feature's properties of a decoded tile, by layer. */
export function decodeTile(bytes: Uint8Array): Record<string, Record<string, unknown>[]> {
  const tile = new VectorTile(new PbfReader(bytes));
  return Object.fromEntries(
    Object.entries(tile.layers).map(([name, layer]) => [
      name,
      Array.from({ length: layer.length }, (_, i) => layer.feature(i).properties),
    ]),
  );
}
