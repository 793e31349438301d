/**
 * `npm run fixture:new -- <name> [--dir <parent>]`: creates a minimal valid tenant folder
 * <parent>/<name> (default parent: the repository's fixtures/) that `npm run fixture:check` passes and
 * the server loads. Never overwrites: an existing folder is refused.
 * Exit code 0: created; 1: the folder exists or cannot be written; 2: the command was used wrongly.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultFixturesRoot, displayPath } from '../server/base/paths.ts';
import { knownTenants, unusedMerchantId } from './fixture-check/known-tenants.ts';
import { tenantNameProblem, tenantTemplate } from './fixture-check/tenant-template.ts';

/** The created tenant. */
export interface CreatedTenant {
  dir: string;
  merchantId: number;
  files: string[];
}

/** Thrown for a request that cannot be carried out (bad name, existing folder). */
export class FixtureNewError extends Error {
  override name = 'FixtureNewError';
}

/**
 * Writes a new tenant folder `<parent>/<name>`.
 * @throws FixtureNewError for an invalid name or an existing folder
 */
export async function createTenant(
  name: string,
  parent: string = defaultFixturesRoot,
): Promise<CreatedTenant> {
  const problem = tenantNameProblem(name);
  if (problem) throw new FixtureNewError(problem);
  const dir = path.resolve(parent, name);
  if (existsSync(dir)) throw new FixtureNewError(`${displayPath(dir)} already exists; choose another name`);
  // The id must be new to the repository's tenants and to the ones next to the new folder.
  const tenants = [
    ...(await knownTenants(defaultFixturesRoot)),
    ...(await knownTenants(path.resolve(parent))),
  ];
  const merchantId = unusedMerchantId(tenants);
  const files = tenantTemplate(name, merchantId, dir);
  for (const [file, content] of files) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content, { flag: 'wx' });
  }
  return { dir, merchantId, files: [...files.keys()] };
}

const usage = `Usage: npm run fixture:new -- <name> [--dir <parent>]

Creates <parent>/<name> (default parent: fixtures/), a small tenant to start from.
<name> is the sub-domain: lower-case letters, digits and dashes, e.g. my-cafe.`;

/** Parses the arguments; undefined when they are not usable. */
function parseArgs(args: readonly string[]): { name: string; parent?: string } | undefined {
  let name: string | undefined;
  let parent: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--dir') {
      parent = args[++i];
      if (parent === undefined) return undefined;
    } else if (arg.startsWith('-') || name !== undefined) return undefined;
    else name = arg;
  }
  return name === undefined ? undefined : { name, parent };
}

async function main(args: readonly string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return 0;
  }
  const parsed = parseArgs(args);
  if (!parsed) {
    console.error(usage);
    return 2;
  }
  const problem = tenantNameProblem(parsed.name);
  if (problem) {
    console.error(problem);
    return 2;
  }
  try {
    const created = await createTenant(parsed.name, parsed.parent);
    const shown = displayPath(created.dir);
    console.log(`Created ${shown} (merchant id ${created.merchantId}):`);
    for (const file of created.files) console.log(`  ${file}`);
    // A folder outside fixtures/ is not loaded by default: the server takes it with --tenant.
    const start = parsed.parent ? `npm start -- --tenant ${shown}` : 'npm start';
    console.log(
      `\nNext: edit the files, check them with\n  npm run fixture:check -- ${shown}\n` +
        `and see the tenant with\n  ${start}\nat http://${parsed.name}.localhost:4173/`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

// Run only as a command: the test imports createTenant without running main.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
