/**
 * Loads tenant fixture folders: one folder per tenant, one JSON file per API resource, each parsed with
 * its schema from the contract's `fixtureFiles` table. Every problem in every folder is collected and
 * thrown together as a FixtureError, so an onboarding editor sees the whole list at once and the
 * server never starts on data the storefront would choke on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fixtureFiles, type FixtureData, type FixtureKey } from '../../contract/fixtures.ts';
import { FixtureError, type FixtureProblem, problemsFromZod } from './fixture-problems.ts';

type FixtureTable = typeof fixtureFiles;
type RequiredKey = { [K in FixtureKey]: FixtureTable[K]['required'] extends true ? K : never }[FixtureKey];
type OptionalKey = Exclude<FixtureKey, RequiredKey>;

/** Parsed fixtures of one tenant: required files always present, optional ones when the folder has them. */
export type TenantData = { [K in RequiredKey]: FixtureData[K] } & { [K in OptionalKey]?: FixtureData[K] };

/** One tenant (merchant) as the server holds it. */
export interface Tenant {
  /** Merchant id (from merchant.json). */
  id: number;
  /** Sub-domain label (from merchant.json). */
  sub: string;
  /** Absolute path of the tenant folder. */
  dir: string;
  /** Absolute path of the tenant's media folder: media path "<sub>/<p>" is the file <mediaDir>/<p>. */
  mediaDir: string;
  data: TenantData;
}

/** Options of loadTenants. */
export interface LoadTenantsOptions {
  /** Called for things worth knowing that do not stop the server (e.g. an unknown JSON file). */
  onWarning?: (message: string) => void;
}

const fixtureKeys = Object.keys(fixtureFiles) as FixtureKey[];
const knownFileNames = new Set<string>(fixtureKeys.map((key) => fixtureFiles[key].file));

/**
 * Tenant folders under a fixtures root: every sub-folder holding merchant.json or any other fixture
 * file (so a folder that lost its merchant.json is reported, not skipped). Hidden folders are ignored.
 * A missing root gives no tenants.
 */
export function findTenantDirs(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => path.join(root, entry.name))
    .filter((dir) => fs.readdirSync(dir).some((name) => knownFileNames.has(name)))
    .sort();
}

/** A JSON file read, or the problem that stopped it. */
export type ReadResult = { ok: true; json: unknown } | { ok: false; problem: FixtureProblem };

/** Reads and parses one JSON file (a byte-order mark is allowed); never throws. */
export function readJson(file: string): ReadResult {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    return { ok: false, problem: { file, path: '', message: `cannot read the file: ${String(error)}` } };
  }
  try {
    // A byte-order mark is what some Windows editors write; JSON.parse rejects it.
    return { ok: true, json: JSON.parse(text.replace(/^\uFEFF/, '')) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: { file, path: '', message: `not valid JSON: ${reason}` } };
  }
}

/**
 * Parses one tenant's files with their schemas, the problems named by `where`/<file name>. `read`
 * gives a file's JSON, or undefined when the tenant has no such file.
 */
function parseTenant(
  where: string,
  mediaDir: string,
  read: (name: string) => ReadResult | undefined,
  problems: FixtureProblem[],
): Tenant | undefined {
  const before = problems.length;
  const data: Partial<Record<FixtureKey, unknown>> = {};
  for (const key of fixtureKeys) {
    const { file: name, required, schema } = fixtureFiles[key];
    const file = path.join(where, name);
    const got = read(name);
    if (!got) {
      if (required) problems.push({ file, path: '', message: `required file ${name} is missing` });
      continue;
    }
    if (!got.ok) {
      problems.push(got.problem);
      continue;
    }
    const parsed = schema.safeParse(got.json, { reportInput: true });
    if (parsed.success) data[key] = parsed.data;
    else problems.push(...problemsFromZod(file, parsed.error));
  }
  if (problems.length > before) return undefined;
  // Every required key was checked above, so the partial record is complete here.
  const tenantData = data as TenantData;
  return { id: tenantData.merchant.id, sub: tenantData.merchant.sub, dir: where, mediaDir, data: tenantData };
}

function loadOne(
  dir: string,
  problems: FixtureProblem[],
  warn: (message: string) => void,
): Tenant | undefined {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    problems.push({ file: dir, path: '', message: 'tenant folder not found' });
    return undefined;
  }
  for (const name of fs.readdirSync(dir)) {
    if (name.endsWith('.json') && !knownFileNames.has(name)) {
      warn(
        `${path.join(dir, name)}: not a fixture file the server knows; ignored (known: ${[...knownFileNames].join(', ')})`,
      );
    }
  }
  return parseTenant(
    dir,
    path.join(dir, 'media'),
    (name) => (fs.existsSync(path.join(dir, name)) ? readJson(path.join(dir, name)) : undefined),
    problems,
  );
}

/**
 * A tenant from its files' JSON (the database's copy of a folder: tenant-data/), checked as a folder
 * is; `where` names it in problems, `mediaDir` is where its media files are.
 * @throws FixtureError naming file, JSON path and problem
 */
export function tenantFromFiles(
  where: string,
  mediaDir: string,
  files: Readonly<Record<string, unknown>>,
): Tenant {
  const problems: FixtureProblem[] = [];
  const tenant = parseTenant(
    where,
    mediaDir,
    (name) => (name in files ? { ok: true, json: files[name] } : undefined),
    problems,
  );
  if (!tenant) throw new FixtureError(problems);
  return tenant;
}

function duplicateProblems(tenants: readonly Tenant[]): FixtureProblem[] {
  const problems: FixtureProblem[] = [];
  const byId = new Map<number, Tenant>();
  const bySub = new Map<string, Tenant>();
  for (const tenant of tenants) {
    const file = path.join(tenant.dir, fixtureFiles.merchant.file);
    const sameId = byId.get(tenant.id);
    const sameSub = bySub.get(tenant.sub);
    if (sameId) {
      problems.push({
        file,
        path: '$.id',
        message: `duplicate merchant id ${tenant.id}: also used by ${path.join(sameId.dir, fixtureFiles.merchant.file)}`,
      });
    } else byId.set(tenant.id, tenant);
    if (sameSub) {
      problems.push({
        file,
        path: '$.sub',
        message: `duplicate merchant sub "${tenant.sub}": also used by ${path.join(sameSub.dir, fixtureFiles.merchant.file)}`,
      });
    } else bySub.set(tenant.sub, tenant);
  }
  return problems;
}

/**
 * Loads and validates tenant folders (which may lie outside the repository).
 * @throws FixtureError naming file, JSON path and problem for any invalid or missing fixture, and for
 *   merchant ids or subs used by more than one tenant.
 */
export function loadTenants(dirs: readonly string[], options: LoadTenantsOptions = {}): Tenant[] {
  const warn = options.onWarning ?? (() => {});
  const problems: FixtureProblem[] = [];
  const unique = [...new Set(dirs.map((dir) => path.resolve(dir)))];
  const tenants: Tenant[] = [];
  for (const dir of unique) {
    const tenant = loadOne(dir, problems, warn);
    if (tenant) tenants.push(tenant);
  }
  problems.push(...duplicateProblems(tenants));
  if (problems.length > 0) throw new FixtureError(problems);
  return tenants;
}
