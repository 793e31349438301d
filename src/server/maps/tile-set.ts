/**
 * The vector tiles of every loaded area: cut with geojson-vt (one index per source layer, built on the
 * first tile asked for), encoded as Mapbox Vector Tiles with @maplibre/vt-pbf, gzipped once and kept
 * in a bounded cache. Tiles are geography, the same for every tenant, so one set serves the process.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import GeoJSONVT, { type LegacyTile } from 'geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { LRUCache } from 'lru-cache';
import { etagOf } from '../http/http-cache.ts';
import type { MapArea } from './map-files.ts';
import { SOURCE_LAYERS, tileLayers, type SourceLayer } from './tile-layers.ts';

/** Tiles are cut down to this zoom; the map draws deeper zooms from them (overzoom). */
export const TILE_MAX_ZOOM = 16;
/** Tile side in tile units (the MVT default). */
const EXTENT = 4096;

/** One encoded tile, ready to send. */
export interface EncodedTile {
  /** The protobuf, uncompressed. */
  raw: Uint8Array;
  /** The same, gzipped (what almost every client accepts). */
  gzip: Uint8Array;
  /** ETags of the two forms (a representation each). */
  etag: string;
  gzipEtag: string;
}

/** What vt-pbf takes per layer. */
type PbfLayer = Parameters<typeof fromGeojsonVt>[0][string];

/**
 * geojson-vt 5's tile as vt-pbf's layer. vt-pbf reads only `features` (type, geometry as [x, y]
 * pairs, tags, id), which is exactly what getTile answers; its declared type intersects the cutter's
 * internal and transformed feature types, which no value can satisfy, hence the one cast.
 */
const asPbfLayer = (tile: LegacyTile): PbfLayer => tile as unknown as PbfLayer;

/** Options of a TileSet. */
export interface TileSetOptions {
  /** Most tiles kept encoded (default 4096). */
  cacheEntries?: number;
  /** Most bytes kept encoded, both forms counted (default 64 MB). */
  cacheBytes?: number;
}

/** The tiles of a set of areas. */
export class TileSet {
  /** Changes whenever the map data does: tile URLs carry it, so browsers may cache tiles for a year. */
  readonly version: string;
  readonly #areas: readonly MapArea[];
  #indexes: Map<SourceLayer, GeoJSONVT> | undefined;
  /** null: a tile outside the data (nothing to draw), cached too so it is not cut again. */
  readonly #cache: LRUCache<string, EncodedTile | { empty: true }>;

  constructor(areas: readonly MapArea[], options: TileSetOptions = {}) {
    this.#areas = areas;
    const hash = createHash('sha1');
    for (const area of areas) hash.update(area.key).update(JSON.stringify(area.data));
    this.version = hash.digest('base64url').slice(0, 12);
    this.#cache = new LRUCache({
      max: options.cacheEntries ?? 4096,
      maxSize: options.cacheBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (tile) => ('empty' in tile ? 16 : tile.raw.byteLength + tile.gzip.byteLength + 64),
    });
  }

  /** The geojson-vt indexes, built on first use (a server that never draws a map never pays for them). */
  #indexesNow(): Map<SourceLayer, GeoJSONVT> {
    if (!this.#indexes) {
      const layers = tileLayers(this.#areas);
      this.#indexes = new Map(
        SOURCE_LAYERS.map((name) => [
          name,
          new GeoJSONVT(layers[name], { maxZoom: TILE_MAX_ZOOM, extent: EXTENT, buffer: 64, tolerance: 3 }),
        ]),
      );
    }
    return this.#indexes;
  }

  /**
   * The tile z/x/y, or undefined where no layer has anything (outside every area). The caller checks
   * the coordinates (0 <= x, y < 2^z, z <= TILE_MAX_ZOOM).
   */
  tile(z: number, x: number, y: number): EncodedTile | undefined {
    const key = `${z}/${x}/${y}`;
    const cached = this.#cache.get(key);
    if (cached) return 'empty' in cached ? undefined : cached;
    const layers: Record<string, PbfLayer> = {};
    for (const [name, index] of this.#indexesNow()) {
      const tile = index.getTile(z, x, y);
      if (tile && tile.features.length > 0) {
        layers[name] = asPbfLayer(tile);
      }
    }
    if (Object.keys(layers).length === 0) {
      this.#cache.set(key, { empty: true });
      return undefined;
    }
    const raw = fromGeojsonVt(layers, { version: 2, extent: EXTENT });
    const gzip = gzipSync(raw);
    const encoded: EncodedTile = { raw, gzip, etag: etagOf(raw), gzipEtag: etagOf(raw, '-gz') };
    this.#cache.set(key, encoded);
    return encoded;
  }
}
