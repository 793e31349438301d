/**
 * Media folders written out from the database: the media host reads files, so a tenant whose media
 * the database holds (and its folder here does not, or not all of them: photos uploaded in the
 * console's menu) is served from a folder under the instance's media cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { StorefrontDb } from '../storage/db.ts';

const cacheDirOf = (cacheDir: string, merchantId: number) => path.join(cacheDir, String(merchantId));

function writeFiles(dir: string, files: readonly { path: string; bytes: Uint8Array }[]): void {
  for (const file of files) {
    const target = path.join(dir, ...file.path.split('/'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.bytes);
  }
  fs.mkdirSync(dir, { recursive: true });
}

/** Writes all the database's media of a tenant under the cache folder; its media folder. */
export async function writeOutMedia(db: StorefrontDb, merchantId: number, cacheDir: string): Promise<string> {
  const dir = cacheDirOf(cacheDir, merchantId);
  fs.rmSync(dir, { recursive: true, force: true });
  writeFiles(dir, await db.tenantData.media(merchantId));
  return dir;
}

/**
 * The media folder that holds every media file the database has for the tenant: `current` when it
 * already does; else the cache folder, completed with what it lacks when the tenant is already served
 * from it (files there are never rewritten while served: uploads are named by their content), or
 * written out whole when the tenant was served from its own folder (never written to: it is the
 * merchant's source).
 */
export async function completeMediaDir(
  db: StorefrontDb,
  merchantId: number,
  current: string,
  cacheDir: string,
): Promise<string> {
  const missing = (await db.tenantData.mediaPaths(merchantId)).filter(
    (file) => !fs.existsSync(path.join(current, ...file.split('/'))),
  );
  if (missing.length === 0) return current;
  const dir = cacheDirOf(cacheDir, merchantId);
  if (path.resolve(current) !== path.resolve(dir)) return writeOutMedia(db, merchantId, cacheDir);
  writeFiles(dir, await db.tenantData.mediaFiles(merchantId, missing));
  return dir;
}
