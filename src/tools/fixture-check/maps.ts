/**
 * The base maps a tenant is drawn on (fixtures/maps, see maps-folder.ts for which folder): each map
 * file's own findings, then the tenant's delivery zones and branches against the maps' streets.
 *
 * Map files are shared by every tenant of a fixtures root, so each tenant's report repeats their
 * findings: a broken map breaks every tenant's demo map, and the report of any tenant should say so.
 * `file` of those findings is the map's path relative to the tenant folder (e.g. ../maps/tashkent.json).
 */
import path from 'node:path';
import { loadMaps } from './load-maps.ts';
import { StreetIndex } from './map-coverage.ts';
import { mapFileFindings } from './map-file-findings.ts';
import { mapsFolderOf } from './maps-folder.ts';
import type { Finding } from './report.ts';
import type { TenantContext } from './tenant-context.ts';
import { zonesOnMapsFindings } from './zones-on-maps.ts';

/** Findings of the base maps and of the tenant's zones and branches on them. */
export async function checkMaps(ctx: TenantContext): Promise<Finding[]> {
  const mapsDir = mapsFolderOf(ctx.dir);
  const maps = await loadMaps(mapsDir);
  const label = (file: string) => path.relative(ctx.dir, file).split(path.sep).join('/');
  const fileFindings = maps.flatMap((map) => mapFileFindings(map, label(map.file), mapsDir));
  const index = new StreetIndex(maps.flatMap((map) => map.features.map(({ feature }) => feature)));
  return [...fileFindings, ...zonesOnMapsFindings(ctx, index, mapsDir)];
}
