/**
 * Where a tenant's base maps are. The server loads tenants from a fixtures root (one folder per tenant)
 * and the base maps from `maps/` in the same root (src/contract/map-data.ts), so the maps of a tenant
 * folder are `<its parent>/maps`. A tenant folder kept somewhere else (a merchant's own repository, or
 * a copy a test made) usually has no maps next to it: then the repository's fixtures/maps is used,
 * which is what a server started from this repository would draw.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { defaultFixturesRoot } from '../../server/base/paths.ts';

/** Name of the base maps folder inside a fixtures root. */
export const MAPS_FOLDER = 'maps';

/** The repository's base maps. */
export const repoMapsDir: string = path.join(defaultFixturesRoot, MAPS_FOLDER);

const isDirectory = (dir: string) => existsSync(dir) && statSync(dir).isDirectory();

/** The base maps folder for the tenant folder `tenantDir` (see the file comment). */
export function mapsFolderOf(tenantDir: string): string {
  const beside = path.join(path.dirname(path.resolve(tenantDir)), MAPS_FOLDER);
  return isDirectory(beside) ? beside : repoMapsDir;
}
