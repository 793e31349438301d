/**
 * A tenant folder as data: its fixture JSON files (by file name, parsed but not validated) and its
 * media files, and a hash of both. The folder is the import and export format of the tenants the
 * database holds (tenant-data-store.ts): reading a folder and writing it back gives the same folder.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fixtureFiles, type FixtureKey } from '../../contract/fixtures.ts';
import { readJson } from '../tenants/load-tenants.ts';

/** One media file: its path under the folder's media/ (forward slashes) and its bytes. */
export interface MediaFile {
  path: string;
  bytes: Uint8Array;
}

/** What a tenant folder holds. */
export interface TenantSnapshot {
  /** Fixture file name (merchant.json...) to its JSON. */
  files: Record<string, unknown>;
  media: MediaFile[];
}

const fixtureNames = (Object.keys(fixtureFiles) as FixtureKey[]).map((key) => fixtureFiles[key].file);

function mediaUnder(root: string, dir = ''): MediaFile[] {
  const at = path.join(root, dir);
  if (!fs.existsSync(at)) return [];
  return fs
    .readdirSync(at, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return mediaUnder(root, relative);
      return entry.isFile() ? [{ path: relative, bytes: fs.readFileSync(path.join(root, relative)) }] : [];
    });
}

/**
 * Reads a folder's fixture files and media. A file that is not JSON is left out: the folder is
 * validated with loadTenants first, which names it.
 */
export function readTenantFolder(dir: string): TenantSnapshot {
  const files: Record<string, unknown> = {};
  for (const name of fixtureNames) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) continue;
    const read = readJson(file);
    if (read.ok) files[name] = read.json;
  }
  return { files, media: mediaUnder(path.join(dir, 'media')) };
}

/** The same for the same files and media, whatever their order or the JSON's spacing. */
export function snapshotHash(snapshot: TenantSnapshot): string {
  const hash = createHash('sha256');
  for (const name of Object.keys(snapshot.files).sort()) {
    hash.update(`file\0${name}\0${JSON.stringify(snapshot.files[name])}\0`);
  }
  for (const media of [...snapshot.media].sort((a, b) => a.path.localeCompare(b.path))) {
    hash.update(`media\0${media.path}\0`);
    hash.update(media.bytes);
  }
  return hash.digest('hex');
}

/** Writes a snapshot as a tenant folder (JSON with two-space indents, as the demo fixtures are). */
export function writeTenantFolder(dir: string, snapshot: TenantSnapshot): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, json] of Object.entries(snapshot.files)) {
    fs.writeFileSync(path.join(dir, name), `${JSON.stringify(json, null, 2)}\n`);
  }
  for (const media of snapshot.media) {
    const file = path.join(dir, 'media', ...media.path.split('/'));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, media.bytes);
  }
}
