/**
 * "$schema" in every file: editors use it to complete and underline keys, which is most of what keeps a
 * hand-written fixture right. The expected value is the path from the tenant folder to the repository's
 * schemas/<file>, whatever the folder's location.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { jsonPath } from '../../server/tenants/fixture-problems.ts';
import { repoRoot } from '../../server/base/paths.ts';
import { finding, type Finding } from './report.ts';
import { isRecord } from './schema-walk.ts';
import { fileOf, fixtureKeys, type TenantContext } from './tenant-context.ts';

/** The repository's exported JSON Schemas. */
export const schemasDir = path.join(repoRoot, 'schemas');

/** The usual value: a tenant folder sits in fixtures/, next to schemas/. */
const conventionalRef = (file: string) => `../../schemas/${file}`;

/**
 * What "$schema" of `file` should say in the folder `dir`: the usual "../../schemas/<file>" when that
 * exists from there (any copy of the repository layout), else the relative path to this repository's
 * schemas/ (a folder kept somewhere else), with "/" separators.
 */
export function schemaRefFor(dir: string, file: string): string {
  if (existsSync(path.resolve(dir, conventionalRef(file)))) return conventionalRef(file);
  return path.relative(dir, path.join(schemasDir, file)).split(path.sep).join('/');
}

interface RefProblem {
  message: string;
  /** True when the path names the right file but leads nowhere from this folder. */
  unreachable: boolean;
}

function problemOf(dir: string, file: string, ref: string): RefProblem | undefined {
  if (/^https?:\/\//.test(ref)) {
    return ref.endsWith(`/${file}`)
      ? undefined
      : { message: `"${ref}" is not the schema of ${file}`, unreachable: false };
  }
  const target = path.resolve(dir, ref);
  if (path.basename(target) !== file)
    return { message: `"${ref}" is the schema of another file, not of ${file}`, unreachable: false };
  // Any existing copy of the schema is fine: the folder may be checked out somewhere else.
  if (existsSync(target)) return undefined;
  return { message: `"${ref}" does not exist when seen from the tenant folder`, unreachable: true };
}

const folderOf = (ref: string) => ref.slice(0, ref.lastIndexOf('/') + 1);

/**
 * A folder moved away from schemas/ breaks every "$schema" the same way: one finding for the folder
 * says it better than one per file.
 */
function wholeFolderFinding(
  dir: string,
  refs: ReadonlyArray<{ ref: string; problem?: RefProblem }>,
): Finding | undefined {
  const prefixes = new Set(refs.map((r) => folderOf(r.ref)));
  const [prefix] = prefixes;
  if (
    refs.length < 2 ||
    prefixes.size !== 1 ||
    prefix === undefined ||
    !refs.every((r) => r.problem?.unreachable)
  )
    return undefined;
  const wanted = folderOf(schemaRefFor(dir, 'merchant.json'));
  return finding({
    code: 'schema-ref-wrong',
    file: '.',
    path: '',
    message: `the "$schema" paths of all ${refs.length} files start with "${prefix}", which does not lead to the schemas from this folder`,
    expected: `"$schema" paths starting with "${wanted}"`,
    suggestion: `replace "${prefix}" with "${wanted}" in the "$schema" of every file`,
  });
}

/** Missing or wrong "$schema" in any fixture file. */
export function checkSchemaRefs(ctx: TenantContext): Finding[] {
  const findings: Finding[] = [];
  const refs: Array<{ file: string; ref: string; problem?: RefProblem }> = [];
  for (const key of fixtureKeys) {
    const json = ctx.json[key];
    if (!isRecord(json)) continue;
    const file = fileOf(key);
    const expected = schemaRefFor(ctx.dir, file);
    const ref = json.$schema;
    if (typeof ref !== 'string') {
      findings.push(
        finding({
          code: 'schema-ref-missing',
          file,
          path: jsonPath(['$schema']),
          message: 'the file does not say which schema it follows, so editors cannot check it',
          expected: `"$schema": "${expected}"`,
          suggestion: `add "$schema": "${expected}" as the first key`,
        }),
      );
      continue;
    }
    refs.push({ file, ref, problem: problemOf(ctx.dir, file, ref) });
  }
  const whole = wholeFolderFinding(ctx.dir, refs);
  if (whole) return [...findings, whole];
  for (const { file, ref, problem } of refs) {
    if (!problem) continue;
    const expected = schemaRefFor(ctx.dir, file);
    findings.push(
      finding({
        code: 'schema-ref-wrong',
        file,
        path: jsonPath(['$schema']),
        message: problem.message,
        expected: `"${expected}"`,
        received: JSON.stringify(ref),
        suggestion: `write "$schema": "${expected}"`,
      }),
    );
  }
  return findings;
}
