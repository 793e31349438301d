/**
 * Reads a tenant folder: every fixture file of the contract's table, as JSON and through its schema.
 * File-level findings come from here: missing folder or required file, invalid JSON (with line and
 * column), schema mismatches, and JSON files the server does not know.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fixtureFiles, type FixtureData, type FixtureKey } from '../../contract/fixtures.ts';
import { parseJson } from './json-syntax.ts';
import { parseLeniently } from './lenient-parse.ts';
import { nearest } from './nearest.ts';
import { finding, type Finding } from './report.ts';
import { schemaFindings } from './schema-findings.ts';
import { fileOf, fixtureKeys, type TenantContext } from './tenant-context.ts';

/** A read tenant folder, or only findings when the folder does not exist. */
export interface LoadedTenant {
  context?: TenantContext;
  findings: Finding[];
}

const knownFileNames = fixtureKeys.map(fileOf);

async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

function unknownFileFindings(names: readonly string[]): Finding[] {
  return names
    .filter((name) => name.endsWith('.json') && !knownFileNames.includes(name))
    .sort()
    .map((name) => {
      const close = nearest(name, knownFileNames);
      return finding({
        code: 'unknown-file',
        file: name,
        path: '',
        message: 'the server does not know this file and ignores it',
        expected: `one of ${knownFileNames.join(', ')}`,
        suggestion: close ? `rename it to ${close}` : 'remove it, or move it out of the tenant folder',
      });
    });
}

/** Reads and validates every fixture file of the folder `dir`. */
export async function loadTenant(dir: string): Promise<LoadedTenant> {
  const absolute = path.resolve(dir);
  if (!(await isDirectory(absolute))) {
    return {
      findings: [
        finding({
          code: 'folder-not-found',
          file: '.',
          path: '',
          message: `there is no folder ${dir}`,
          suggestion: 'give the path of a tenant folder, e.g. fixtures/burger',
        }),
      ],
    };
  }
  const findings: Finding[] = [];
  const present = new Set<FixtureKey>();
  const json: Partial<Record<FixtureKey, unknown>> = {};
  const data: Partial<Record<FixtureKey, unknown>> = {};
  for (const key of fixtureKeys) {
    const { file, required, schema } = fixtureFiles[key];
    const text = await readText(path.join(absolute, file));
    if (text === undefined) {
      if (required)
        findings.push(
          finding({
            code: 'missing-file',
            file,
            path: '',
            message: `the required file ${file} is missing`,
            suggestion: `create ${file} (a new tenant can start from \`npm run fixture:new\`)`,
          }),
        );
      continue;
    }
    present.add(key);
    const parsed = parseJson(text);
    if (!parsed.ok) {
      findings.push(
        finding({
          code: 'invalid-json',
          file,
          path: '',
          message: `not valid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.reason}`,
          expected: 'valid JSON',
          suggestion: parsed.suggestion,
        }),
      );
      continue;
    }
    json[key] = parsed.value;
    const result = schema.safeParse(parsed.value, { reportInput: true });
    if (result.success) data[key] = result.data;
    else {
      findings.push(...schemaFindings(file, schema, result.error));
      const lenient = parseLeniently(schema, parsed.value);
      if (lenient !== undefined) data[key] = lenient;
    }
  }
  findings.push(...unknownFileFindings(await readdir(absolute)));
  // Each entry was produced by the schema of its own key just above.
  const typed = data as Partial<FixtureData>;
  const context: TenantContext = {
    dir: absolute,
    folder: path.basename(absolute),
    present,
    json,
    data: typed,
    sub: typed.merchant?.sub ?? path.basename(absolute),
  };
  return { context, findings };
}
