/**
 * Reads the base map files of a maps folder: JSON syntax, then the contract (MapData). A file that
 * fails the contract still yields the features that pass on their own, so one broken house does not
 * make every delivery zone look as if it lay outside the map.
 *
 * Results are kept per file content: every tenant of a fixtures root checks the same maps, and a city
 * is a megabyte of JSON.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { MapData, MapFeature } from '../../contract/map-data.ts';
import { parseJson, type JsonParseResult } from './json-syntax.ts';
import { isRecord } from './schema-walk.ts';

/** Everything of a map but its features. */
export type MapHeader = Omit<MapData, 'features'>;

/** A feature that passes the contract, with its place in the file's `features`. */
export interface IndexedFeature {
  index: number;
  feature: MapFeature;
}

/** One map file, read. */
export interface MapFile {
  /** Absolute path. */
  file: string;
  /** The file's text as JSON, or where its syntax breaks. */
  parsed: JsonParseResult;
  /** Contract issues (absent when the file passes or is not JSON). */
  error?: z.ZodError;
  /** The header when it passes the contract. */
  header?: MapHeader;
  /** The features that pass the contract: all of them when the file passes. */
  features: IndexedFeature[];
}

type Parsed = Omit<MapFile, 'file'>;

const cache = new Map<string, Parsed>();

/** A map that fails the contract: its header if that passes, and each feature that passes on its own. */
function usablePart(json: unknown): Pick<MapFile, 'header' | 'features'> {
  if (!isRecord(json)) return { features: [] };
  const header = MapData.safeParse({ ...json, features: [] });
  const features = Array.isArray(json.features) ? (json.features as unknown[]) : [];
  return {
    ...(header.success ? { header: withoutFeatures(header.data) } : {}),
    features: features.flatMap((f, index) => {
      const one = MapFeature.safeParse(f);
      return one.success ? [{ index, feature: one.data }] : [];
    }),
  };
}

function withoutFeatures(map: MapData): MapHeader {
  const { features: _features, ...header } = map;
  return header;
}

function parse(text: string): Parsed {
  const parsed = parseJson(text);
  if (!parsed.ok) return { parsed, features: [] };
  const result = MapData.safeParse(parsed.value, { reportInput: true });
  if (result.success)
    return {
      parsed,
      header: withoutFeatures(result.data),
      features: result.data.features.map((feature, index) => ({ index, feature })),
    };
  return { parsed, error: result.error, ...usablePart(parsed.value) };
}

/** Reads one map file. */
export async function loadMap(file: string): Promise<MapFile> {
  const text = await readFile(file, 'utf8');
  const key = createHash('sha256').update(text).digest('hex');
  let result = cache.get(key);
  if (!result) {
    result = parse(text);
    cache.set(key, result);
  }
  return { file, ...result };
}

/** Every *.json file directly in `dir`, sorted by name; none when the folder does not exist. */
export async function loadMaps(dir: string): Promise<MapFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const files = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(files.map((name) => loadMap(path.join(dir, name))));
}
