/**
 * `npm run tenant:import` and `npm run tenant:export`, as functions the tests call.
 *
 * - import: checks the folder with fixture:check's checks (refused with its report on any error),
 *   then makes the database's tenant what the folder holds, as a new version, even when staff changed
 *   it since (this is the explicit way to take a folder; the server's own start never overwrites staff
 *   changes: tenant-data/tenant-sync.ts). Running PostgreSQL instances load it at once; servers on a
 *   SQLite file at their next start.
 * - export: writes the database's tenant as a folder that passes fixture:check, without payment
 *   credentials and the merchant's passwords and tokens unless `--with-secrets`.
 *
 * Exit code: 0 done, 1 refused (the folder has errors, no such tenant, the target is not empty), 2
 * wrong usage.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDbFile, displayPath } from '../../server/base/paths.ts';
import { openDatabase } from '../../server/database.ts';
import type { StorefrontDb } from '../../server/storage/db.ts';
import { TENANT_DATA_TOPIC } from '../../server/tenant-data/live-tenants.ts';
import { readTenantFolder, snapshotHash, writeTenantFolder } from '../../server/tenant-data/tenant-folder.ts';
import { withoutSecrets } from '../../server/tenant-data/tenant-secrets.ts';
import { loadTenants } from '../../server/tenants/load-tenants.ts';
import { checkTenant } from '../fixture-check/check-tenant.ts';
import { formatText } from '../fixture-check/format-text.ts';

export interface RunIo {
  out(text: string): void;
  err(text: string): void;
  env: NodeJS.ProcessEnv;
  now(): number;
}

const consoleIo: RunIo = {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  env: process.env,
  now: Date.now,
};

export const importUsage = `Usage: npm run tenant:import -- <tenant-folder> [--db <file|postgres-url>]

Checks the folder as fixture:check does and makes the database's tenant what it holds (a new version).
The database: --db, else DATABASE_URL, else the server's default file.`;

export const exportUsage = `Usage: npm run tenant:export -- <sub|merchant-id> <folder> [--with-secrets] [--db <file|postgres-url>]

Writes the database's tenant as a folder fixture:check accepts. Payment credentials, SMS passwords and
bot tokens are left out unless --with-secrets. The folder must be new or empty.`;

type Parsed =
  { positionals: string[]; db: string | undefined; secrets: boolean } | { help: true } | { error: string };

function parse(argv: readonly string[], withSecrets: boolean): Parsed {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        db: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        ...(withSecrets ? { 'with-secrets': { type: 'boolean' } } : {}),
      },
    });
    if (values.help) return { help: true };
    return { positionals, db: values.db as string | undefined, secrets: values['with-secrets'] === true };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

async function withDatabase<T>(target: string, work: (db: StorefrontDb) => Promise<T>): Promise<T> {
  const db = await openDatabase(target, { poolSize: 2 });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

export async function runImport(argv: readonly string[], io: RunIo = consoleIo): Promise<number> {
  const args = parse(argv, false);
  if ('help' in args) return (io.out(importUsage), 0);
  if ('error' in args || args.positionals.length !== 1) {
    io.err(`${'error' in args ? `${args.error}\n\n` : ''}${importUsage}`);
    return 2;
  }
  const dir = path.resolve(args.positionals[0]!);
  const report = await checkTenant(dir);
  if (report.errors > 0) {
    io.err(formatText(report, displayPath(dir)));
    io.err(`\n${displayPath(dir)} was not imported: fix the errors above first.`);
    return 1;
  }
  const [tenant] = loadTenants([dir]);
  const snapshot = readTenantFolder(dir);
  return withDatabase(args.db ?? io.env.DATABASE_URL ?? defaultDbFile, async (db) => {
    const holder = await db.tenantData.idOfSub(tenant!.sub);
    if (holder !== undefined && holder !== tenant!.id) {
      io.err(
        `${displayPath(dir)}: sub "${tenant!.sub}" is merchant ${holder}'s in ${db.label}; not imported.`,
      );
      return 1;
    }
    const version = await db.tenantData.importSnapshot(
      tenant!.id,
      tenant!.sub,
      snapshot,
      snapshotHash(snapshot),
      io.now(),
    );
    await db.events.publish({ topic: TENANT_DATA_TOPIC, payload: { merchantId: tenant!.id } });
    io.out(`Merchant ${tenant!.id} (${tenant!.sub}) imported into ${db.label} as version ${version}.`);
    return 0;
  });
}

export async function runExport(argv: readonly string[], io: RunIo = consoleIo): Promise<number> {
  const args = parse(argv, true);
  if ('help' in args) return (io.out(exportUsage), 0);
  if ('error' in args || args.positionals.length !== 2) {
    io.err(`${'error' in args ? `${args.error}\n\n` : ''}${exportUsage}`);
    return 2;
  }
  const [name, target] = args.positionals as [string, string];
  const dir = path.resolve(target);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    io.err(`${displayPath(dir)} is not empty: export into a new or empty folder.`);
    return 1;
  }
  return withDatabase(args.db ?? io.env.DATABASE_URL ?? defaultDbFile, async (db) => {
    const id = /^\d+$/.test(name) ? Number(name) : await db.tenantData.idOfSub(name);
    if (id === undefined || !(await db.tenantData.state(id))) {
      io.err(`No tenant "${name}" in ${db.label} (give its sub or merchant id).`);
      return 1;
    }
    const snapshot = await db.tenantData.snapshot(id);
    writeTenantFolder(dir, args.secrets ? snapshot : withoutSecrets(snapshot));
    const state = await db.tenantData.state(id);
    io.out(
      `Merchant ${id} version ${state?.version} written to ${displayPath(dir)}` +
        (args.secrets ? ' (with its secrets: keep the folder private).' : ' (secrets left out).'),
    );
    return 0;
  });
}
