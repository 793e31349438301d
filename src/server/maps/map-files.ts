/**
 * Base map files: every `*.json` of the maps folder (`fixtures/maps/<area>.json` by default), parsed
 * with the contract's MapData. Geography is the same for every tenant, so the files are loaded once
 * per process. A bad file stops the server at start with the file, the JSON path and the problem, in
 * the same words as a bad tenant fixture.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MapData } from '../../contract/map-data.ts';
import { FixtureError, type FixtureProblem, problemsFromZod } from '../tenants/fixture-problems.ts';
import { readJson } from '../tenants/load-tenants.ts';

/** One area's base map. */
export interface MapArea {
  /** The file name without `.json` ("tashkent"): unique among the loaded areas. */
  key: string;
  /** Absolute path of the file. */
  file: string;
  data: MapData;
}

/** Options of loadMapAreas. */
export interface LoadMapOptions {
  /** A folder that does not exist is a problem (a folder the deployment named) instead of no maps. */
  required?: boolean;
}

/** The `*.json` files of a folder, sorted; none when the folder is missing. */
function jsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Problems across the features of one file: ids used twice, houses of a street that is not there. */
function crossFeatureProblems(file: string, data: MapData): FixtureProblem[] {
  const problems: FixtureProblem[] = [];
  const kindById = new Map<string, string>();
  data.features.forEach((feature, i) => {
    if (kindById.has(feature.id))
      problems.push({ file, path: `$.features[${i}].id`, message: `duplicate feature id "${feature.id}"` });
    else kindById.set(feature.id, feature.properties.kind);
  });
  data.features.forEach((feature, i) => {
    const street = feature.properties.street;
    if (street === undefined) return;
    const kind = kindById.get(street);
    if (kind !== 'street') {
      problems.push({
        file,
        path: `$.features[${i}].properties.street`,
        message: kind
          ? `"${street}" is a ${kind}, expected the id of a street feature`
          : `no street feature has the id "${street}"`,
      });
    }
  });
  return problems;
}

/**
 * Loads every map file of the folders.
 * @throws FixtureError listing every problem of every file (unreadable JSON, schema, ids), and area
 *   names (file names) used twice across folders
 */
export function loadMapAreas(dirs: readonly string[], options: LoadMapOptions = {}): MapArea[] {
  const problems: FixtureProblem[] = [];
  const areas: MapArea[] = [];
  const byKey = new Map<string, string>();
  for (const dir of [...new Set(dirs.map((d) => path.resolve(d)))]) {
    if (options.required && !fs.existsSync(dir)) {
      problems.push({ file: dir, path: '', message: 'maps folder not found' });
      continue;
    }
    for (const file of jsonFiles(dir)) {
      const key = path.basename(file, '.json');
      const other = byKey.get(key);
      if (other) {
        problems.push({ file, path: '', message: `area "${key}" is also defined by ${other}` });
        continue;
      }
      byKey.set(key, file);
      const read = readJson(file);
      if (!read.ok) {
        problems.push(read.problem);
        continue;
      }
      const parsed = MapData.safeParse(read.json, { reportInput: true });
      if (!parsed.success) {
        problems.push(...problemsFromZod(file, parsed.error));
        continue;
      }
      const cross = crossFeatureProblems(file, parsed.data);
      if (cross.length > 0) problems.push(...cross);
      else areas.push({ key, file, data: parsed.data });
    }
  }
  if (problems.length > 0) throw new FixtureError(problems, 'map files');
  return areas;
}
