/**
 * Tenants in the database (tables of migration 32): each tenant folder's JSON files one row each, its
 * media, and a version per change. Every change is one transaction that checks the version it started
 * from, so two changes made at once on two instances never interleave: the second is told.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { isDeepStrictEqual } from 'node:util';
import type { Database } from '../storage/schema.ts';
import type { TenantSnapshot } from './tenant-folder.ts';

/** How a tenant stands in the database. */
export interface TenantState {
  merchantId: number;
  sub: string;
  version: number;
  /** The version the last import made: past it, staff changed the tenant since. */
  importedVersion: number;
  /** The hash of the folder last imported (tenant-folder.ts snapshotHash). */
  sourceHash: string;
}

export type VersionSource = 'IMPORT' | 'STUDIO' | 'REVERT';

/** A changed file of a version: its JSON before and after (null: there was none, or it was removed). */
export interface FileChange {
  before: unknown;
  after: unknown;
}

export interface TenantVersion {
  version: number;
  source: VersionSource;
  staffId: number | null;
  /** By file name; media changes are counted under "media/" with their paths. */
  changes: Record<string, FileChange>;
  at: number;
}

/** The version a change started from is no longer the tenant's: someone else saved first. */
export class TenantVersionConflict extends Error {
  constructor(
    readonly merchantId: number,
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`Tenant ${merchantId} is at version ${actual}, not ${expected}: changed by someone else`);
  }
}

type Db = Kysely<Database> | Transaction<Database>;

const parse = (content: string): unknown => JSON.parse(content);

/** The files that differ between two sets, with before and after. */
function fileChanges(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown | null>>,
): Record<string, FileChange> {
  const changes: Record<string, FileChange> = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!(name in after)) continue;
    const was = name in before ? before[name] : null;
    const now = after[name] ?? null;
    if (!isDeepStrictEqual(was, now)) changes[name] = { before: was, after: now };
  }
  return changes;
}

/** Media differences, as "media/<path>" entries with the byte counts before and after. */
function mediaChanges(
  before: readonly { path: string; bytes: Uint8Array }[],
  after: readonly { path: string; bytes: Uint8Array }[],
): Record<string, FileChange> {
  const old = new Map(before.map((file) => [file.path, file.bytes]));
  const changes: Record<string, FileChange> = {};
  for (const file of after) {
    const was = old.get(file.path);
    old.delete(file.path);
    if (!was || !Buffer.from(was).equals(Buffer.from(file.bytes))) {
      changes[`media/${file.path}`] = {
        before: was ? { bytes: was.length } : null,
        after: { bytes: file.bytes.length },
      };
    }
  }
  for (const [path, was] of old) changes[`media/${path}`] = { before: { bytes: was.length }, after: null };
  return changes;
}

export class TenantDataStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async ids(): Promise<number[]> {
    const rows = await this.#db.selectFrom('tenants').select('merchant_id').orderBy('merchant_id').execute();
    return rows.map((row) => row.merchant_id);
  }

  async state(merchantId: number, db: Db = this.#db): Promise<TenantState | undefined> {
    const row = await db
      .selectFrom('tenants')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return (
      row && {
        merchantId: row.merchant_id,
        sub: row.sub,
        version: row.version,
        importedVersion: row.imported_version,
        sourceHash: row.source_hash,
      }
    );
  }

  /** The merchant id holding a sub, if any. */
  async idOfSub(sub: string): Promise<number | undefined> {
    const row = await this.#db
      .selectFrom('tenants')
      .select('merchant_id')
      .where('sub', '=', sub)
      .executeTakeFirst();
    return row?.merchant_id;
  }

  /** The tenant's JSON files by name. */
  async files(merchantId: number, db: Db = this.#db): Promise<Record<string, unknown>> {
    const rows = await db
      .selectFrom('tenant_files')
      .select(['file', 'content'])
      .where('merchant_id', '=', merchantId)
      .orderBy('file')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.file, parse(row.content)]));
  }

  async media(merchantId: number, db: Db = this.#db): Promise<{ path: string; bytes: Uint8Array }[]> {
    const rows = await db
      .selectFrom('tenant_media')
      .select(['path', 'bytes'])
      .where('merchant_id', '=', merchantId)
      .orderBy('path')
      .execute();
    return rows.map((row) => ({ path: row.path, bytes: new Uint8Array(row.bytes) }));
  }

  /** Some of the tenant's media files, by path. */
  async mediaFiles(
    merchantId: number,
    paths: readonly string[],
  ): Promise<{ path: string; bytes: Uint8Array }[]> {
    if (paths.length === 0) return [];
    const rows = await this.#db
      .selectFrom('tenant_media')
      .select(['path', 'bytes'])
      .where('merchant_id', '=', merchantId)
      .where('path', 'in', paths)
      .execute();
    return rows.map((row) => ({ path: row.path, bytes: new Uint8Array(row.bytes) }));
  }

  /** The paths of the tenant's media (no bytes): what a media folder must hold. */
  async mediaPaths(merchantId: number): Promise<string[]> {
    const rows = await this.#db
      .selectFrom('tenant_media')
      .select(['path'])
      .where('merchant_id', '=', merchantId)
      .execute();
    return rows.map((row) => row.path);
  }

  /**
   * Adds a media file unless one is already at that path. Not a version: an uploaded photo is named by
   * its content (console/menu-handlers.ts), so adding it changes nothing the tenant serves until a
   * saved version refers to it, and two uploads of the same photo are one file.
   */
  async addMedia(merchantId: number, path: string, bytes: Uint8Array): Promise<void> {
    await this.#db
      .insertInto('tenant_media')
      .values({ merchant_id: merchantId, path, bytes: Buffer.from(bytes) })
      .onConflict((oc) => oc.columns(['merchant_id', 'path']).doNothing())
      .execute();
  }

  async snapshot(merchantId: number): Promise<TenantSnapshot> {
    return { files: await this.files(merchantId), media: await this.media(merchantId) };
  }

  /**
   * Makes the tenant what the snapshot holds (new, or a new version of it): its files and media are
   * replaced, the hash kept, and the version recorded as an import.
   * @param onlyNew refuse (TenantVersionConflict) when the merchant is already stored: a tenant
   *   started in the console never replaces one started at the same moment under the same id
   * @returns the new version
   */
  importSnapshot(
    merchantId: number,
    sub: string,
    snapshot: TenantSnapshot,
    hash: string,
    now: number,
    onlyNew = false,
  ): Promise<number> {
    return this.#db.transaction().execute(async (trx) => {
      const state = await this.state(merchantId, trx);
      if (state && onlyNew) throw new TenantVersionConflict(merchantId, 0, state.version);
      const oldFiles = state ? await this.files(merchantId, trx) : {};
      const removed = Object.fromEntries(Object.keys(oldFiles).map((name) => [name, null]));
      const changes = {
        ...fileChanges(oldFiles, { ...removed, ...snapshot.files }),
        ...mediaChanges(state ? await this.media(merchantId, trx) : [], snapshot.media),
      };
      const version = (state?.version ?? 0) + 1;
      if (state) {
        await trx
          .updateTable('tenants')
          .set({ sub, version, imported_version: version, source_hash: hash, updated_at: now })
          .where('merchant_id', '=', merchantId)
          .execute();
      } else {
        await trx
          .insertInto('tenants')
          .values({
            merchant_id: merchantId,
            sub,
            version,
            imported_version: version,
            source_hash: hash,
            updated_at: now,
          })
          .execute();
      }
      await trx.deleteFrom('tenant_files').where('merchant_id', '=', merchantId).execute();
      const files = Object.entries(snapshot.files).map(([file, json]) => ({
        merchant_id: merchantId,
        file,
        content: JSON.stringify(json),
      }));
      if (files.length) await trx.insertInto('tenant_files').values(files).execute();
      await trx.deleteFrom('tenant_media').where('merchant_id', '=', merchantId).execute();
      // In slices: a statement's parameters are capped (PostgreSQL 65,535, SQLite 32,766).
      for (let start = 0; start < snapshot.media.length; start += 500) {
        await trx
          .insertInto('tenant_media')
          .values(
            snapshot.media.slice(start, start + 500).map((file) => ({
              merchant_id: merchantId,
              path: file.path,
              bytes: Buffer.from(file.bytes),
            })),
          )
          .execute();
      }
      await this.#recordVersion(trx, merchantId, version, 'IMPORT', null, changes, now);
      return version;
    });
  }

  /**
   * Saves changed files (null removes one) as a new version, if the tenant is still at `expected`.
   * @returns the new version, or the current one when nothing changed
   * @throws TenantVersionConflict when another change was saved first
   */
  saveFiles(
    merchantId: number,
    changed: Readonly<Record<string, unknown | null>>,
    by: { source: Exclude<VersionSource, 'IMPORT'>; staffId: number | null; expected: number },
    now: number,
  ): Promise<number> {
    return this.#db.transaction().execute(async (trx) => {
      // Taking the row first serialises two saves of one tenant (PostgreSQL; SQLite has one writer).
      await trx
        .updateTable('tenants')
        .set({ updated_at: sql`updated_at` })
        .where('merchant_id', '=', merchantId)
        .execute();
      const state = await this.state(merchantId, trx);
      if (!state) throw new Error(`No tenant ${merchantId} in the database`);
      if (state.version !== by.expected)
        throw new TenantVersionConflict(merchantId, by.expected, state.version);
      const changes = fileChanges(await this.files(merchantId, trx), changed);
      if (Object.keys(changes).length === 0) return state.version;
      const version = state.version + 1;
      for (const [file, { after }] of Object.entries(changes)) {
        await trx
          .deleteFrom('tenant_files')
          .where('merchant_id', '=', merchantId)
          .where('file', '=', file)
          .execute();
        if (after !== null) {
          await trx
            .insertInto('tenant_files')
            .values({ merchant_id: merchantId, file, content: JSON.stringify(after) })
            .execute();
        }
      }
      await trx
        .updateTable('tenants')
        .set({ version, updated_at: now })
        .where('merchant_id', '=', merchantId)
        .execute();
      await this.#recordVersion(trx, merchantId, version, by.source, by.staffId, changes, now);
      return version;
    });
  }

  /**
   * The tenant's JSON files as they were at a version (each later version's changes undone); media
   * are not versioned here. Undefined when the tenant never had that version.
   */
  async filesAt(merchantId: number, version: number): Promise<Record<string, unknown> | undefined> {
    const state = await this.state(merchantId);
    if (!state || version < 1 || version > state.version) return undefined;
    const files = await this.files(merchantId);
    const later = await this.#db
      .selectFrom('tenant_versions')
      .select(['changes'])
      .where('merchant_id', '=', merchantId)
      .where('version', '>', version)
      .orderBy('version', 'desc')
      .execute();
    for (const row of later) {
      for (const [file, change] of Object.entries(parse(row.changes) as Record<string, FileChange>)) {
        if (file.startsWith('media/')) continue;
        if (change.before === null) delete files[file];
        else files[file] = change.before;
      }
    }
    return files;
  }

  /** The tenant's versions, newest first. */
  async versions(merchantId: number, limit = 50): Promise<TenantVersion[]> {
    const rows = await this.#db
      .selectFrom('tenant_versions')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('version', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      version: row.version,
      source: row.source,
      staffId: row.staff_id,
      changes: parse(row.changes) as Record<string, FileChange>,
      at: Number(row.created_at),
    }));
  }

  async #recordVersion(
    trx: Transaction<Database>,
    merchantId: number,
    version: number,
    source: VersionSource,
    staffId: number | null,
    changes: Record<string, FileChange>,
    now: number,
  ) {
    await trx
      .insertInto('tenant_versions')
      .values({
        merchant_id: merchantId,
        version,
        source,
        staff_id: staffId,
        changes: JSON.stringify(changes),
        created_at: now,
      })
      .execute();
  }
}

// Every handler reaches the store as `db.tenantData` (storage/db.ts DomainStores; database.ts makes it).
declare module '../storage/db.ts' {
  interface DomainStores {
    tenantData: TenantDataStore;
  }
}
