/**
 * The merchants of the tenant folders under one parent folder (fixtures/ by default): merchant ids and
 * subs must be unique across the tenants one server loads.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fixtureFiles } from '../../contract/fixtures.ts';
import { parseJson } from './json-syntax.ts';
import { isRecord } from './schema-walk.ts';

/** What merchant.json of a tenant folder says (fields absent when unreadable). */
export interface KnownTenant {
  folder: string;
  id?: number;
  sub?: string;
  /** Merchant ids its brands.json names: sibling brands, some of which may have no folder here. */
  brandMerchantIds?: number[];
}

async function readJson(file: string): Promise<unknown> {
  try {
    const parsed = parseJson(await readFile(file, 'utf8'));
    return parsed.ok ? parsed.value : undefined;
  } catch {
    return undefined;
  }
}

async function brandMerchantIds(dir: string): Promise<number[]> {
  const json = await readJson(path.join(dir, fixtureFiles.brands.file));
  const items = isRecord(json) && Array.isArray(json.items) ? (json.items as unknown[]) : [];
  return items.flatMap((item) =>
    isRecord(item) && typeof item.merchantId === 'number' ? [item.merchantId] : [],
  );
}

/** Every sub-folder of `parent` with a readable merchant.json, sorted by folder name. */
export async function knownTenants(parent: string): Promise<KnownTenant[]> {
  let entries;
  try {
    entries = await readdir(parent, { withFileTypes: true });
  } catch {
    return [];
  }
  const out: KnownTenant[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const dir = path.join(parent, entry.name);
    const json = await readJson(path.join(dir, fixtureFiles.merchant.file));
    if (!isRecord(json)) continue;
    const tenant: KnownTenant = { folder: entry.name, brandMerchantIds: await brandMerchantIds(dir) };
    if (typeof json.id === 'number') tenant.id = json.id;
    if (typeof json.sub === 'string') tenant.sub = json.sub;
    out.push(tenant);
  }
  return out.sort((a, b) => a.folder.localeCompare(b.folder));
}

/**
 * A merchant id no tenant uses: one above the highest, counting the ids brands.json files name too (a
 * brand of another merchant that has no folder here must not become the new tenant by accident).
 */
export function unusedMerchantId(tenants: readonly KnownTenant[]): number {
  const ids = tenants.flatMap((t) => [t.id ?? 0, ...(t.brandMerchantIds ?? [])]);
  return Math.max(100, ...ids) + 1;
}
