/**
 * At start, the tenant folders the server was given meet the tenants the database holds:
 *
 * - a folder is validated first, with every problem named (the server never starts on a broken one);
 * - a tenant the database lacks is imported from its folder;
 * - a folder that changed since its last import is imported again, unless staff changed the tenant
 *   since (its version is past the import's): then the database is kept and a warning says how to take
 *   the folder anyway (`npm run tenant:import`), so an edit in the console is never lost to a deploy;
 * - then every tenant the database holds is loaded from the database, checked as a folder is.
 *
 * A tenant whose folder is here and is what the database holds serves media from the folder; any
 * other serves the database's media, written out to `mediaCacheDir` (the media host reads files).
 */
import path from 'node:path';
import type { Logger } from '../base/logger.ts';
import { displayPath } from '../base/paths.ts';
import type { StorefrontDb } from '../storage/db.ts';
import { FixtureError } from '../tenants/fixture-problems.ts';
import { loadTenants, tenantFromFiles, type Tenant } from '../tenants/load-tenants.ts';
import { readTenantFolder, snapshotHash, type TenantSnapshot } from './tenant-folder.ts';
import { writeOutMedia } from './tenant-media-dir.ts';

export interface SyncTenantsOptions {
  db: StorefrontDb;
  /** Tenant folders given to this start. */
  dirs: readonly string[];
  /** Where media of tenants without their folder here are written out. */
  mediaCacheDir: string;
  now: number;
  log: Logger;
}

/** A folder's tenant, its snapshot and hash. */
interface Folder {
  tenant: Tenant;
  snapshot: TenantSnapshot;
  hash: string;
}

/**
 * Imports the snapshot when the database lacks the tenant or holds an older import of it.
 * @returns whether the database now holds exactly the folder
 */
async function meet(db: StorefrontDb, folder: Folder, now: number, log: Logger): Promise<boolean> {
  const { tenant, snapshot, hash } = folder;
  const where = displayPath(tenant.dir);
  const state = await db.tenantData.state(tenant.id);
  if (state?.sourceHash === hash && state.version === state.importedVersion) return true;
  if (state && state.version !== state.importedVersion) {
    if (state.sourceHash !== hash) {
      log.warn(
        `${where} changed since it was imported, and staff changed merchant ${tenant.id} since too: the ` +
          `database's version ${state.version} is kept. To take the folder instead: npm run tenant:import -- ${where}`,
      );
    }
    return false;
  }
  const holder = await db.tenantData.idOfSub(tenant.sub);
  if (holder !== undefined && holder !== tenant.id) {
    throw new FixtureError([
      {
        file: path.join(tenant.dir, 'merchant.json'),
        path: '$.sub',
        message: `sub "${tenant.sub}" is merchant ${holder}'s in the database`,
      },
    ]);
  }
  try {
    const version = await db.tenantData.importSnapshot(tenant.id, tenant.sub, snapshot, hash, now);
    log.info(`${where}: merchant ${tenant.id} ${state ? 'imported again' : 'imported'} (version ${version})`);
  } catch (error) {
    // Another instance starting at the same moment may have imported the same folder first.
    const after = await db.tenantData.state(tenant.id);
    if (after?.sourceHash !== hash) throw error;
  }
  return true;
}

/**
 * Meets the folders with the database and loads every tenant the database holds.
 * @throws FixtureError for a broken folder, a sub another merchant holds, or a database copy that no
 *   longer passes the checks (a tenant changed by a newer version of the server, for instance)
 */
export async function syncTenants(options: SyncTenantsOptions): Promise<Tenant[]> {
  const { db, log } = options;
  const folders = loadTenants(options.dirs, { onWarning: (message) => log.warn(message) }).map(
    (tenant): Folder => {
      const snapshot = readTenantFolder(tenant.dir);
      return { tenant, snapshot, hash: snapshotHash(snapshot) };
    },
  );
  const fromFolder = new Map<number, Tenant>();
  for (const folder of folders) {
    if (await meet(db, folder, options.now, log)) fromFolder.set(folder.tenant.id, folder.tenant);
  }
  const tenants: Tenant[] = [];
  // The folders' order first (the order they were given in), then tenants only the database holds.
  const order = folders.map((folder) => folder.tenant.id);
  const ids = (await db.tenantData.ids()).sort(
    (a, b) => (order.indexOf(a) + 1 || Infinity) - (order.indexOf(b) + 1 || Infinity) || a - b,
  );
  for (const id of ids) {
    const folder = fromFolder.get(id);
    if (folder) {
      // The database holds exactly the folder: its parsed form is the same tenant.
      tenants.push(folder);
      continue;
    }
    const files = await db.tenantData.files(id);
    const mediaDir = await writeOutMedia(db, id, options.mediaCacheDir);
    const kept = folders.find((f) => f.tenant.id === id)?.tenant.dir;
    tenants.push(tenantFromFiles(kept ?? `database:merchant-${id}`, mediaDir, files));
  }
  return tenants;
}
