import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { TileSet } from './tile-set.ts';
import { decodeTile, testAreas, tileAt } from '../../../tests/support/server/maps/test-map.ts';

const tiles = new TileSet(testAreas());
const centre = tileAt(69.2803, 41.315, 15);

describe('the tile set', () => {
  it('cuts a tile whose layers hold the streets with every name, houses, parks and places', () => {
    const tile = tiles.tile(centre.z, centre.x, centre.y);
    if (!tile) throw new Error('expected a tile in the middle of the test map');
    const layers = decodeTile(tile.raw);
    expect(Object.keys(layers).sort()).toEqual(['buildings', 'green', 'houses', 'places', 'streets']);
    expect(layers.streets).toContainEqual({
      class: 'primary',
      rank: 5,
      name_ru: 'проспект Амира Темура',
      name_uz: "Amir Temur shoh ko'chasi",
      name_eng: 'Amir Temur Avenue',
    });
    expect(layers.houses?.map((h) => h.housenumber).sort()).toEqual(['15', '15A', '17']);
    expect(layers.places).toContainEqual(expect.objectContaining({ kind: 'landmark', type: 'monument' }));
    expect(decodeTile(gunzipSync(tile.gzip))).toEqual(layers);
    expect(tile.etag).not.toBe(tile.gzipEtag);
  });

  it('keeps the street in the low zooms a city overview shows', () => {
    const low = tileAt(69.28, 41.315, 10);
    const layers = decodeTile(tiles.tile(low.z, low.x, low.y)?.raw ?? new Uint8Array());
    expect(layers.streets?.map((s) => s.name_uz)).toContain("Amir Temur shoh ko'chasi");
  });

  it('has nothing outside the data, and a version that follows the data', () => {
    const far = tileAt(10, 50, 12);
    expect(tiles.tile(far.z, far.x, far.y)).toBeUndefined();
    expect(new TileSet(testAreas()).version).toBe(tiles.version);
    const changed = testAreas();
    changed[0]?.data.features.pop();
    expect(new TileSet(changed).version).not.toBe(tiles.version);
  });
});
