/**
 * schemas/*.json and schemas/ts/*.ts are generated from the zod contract and committed. This test
 * regenerates them in memory and fails when a committed file differs, is missing or is no longer
 * generated.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedSchemaTypes, schemaTypesFolder } from '../../src/tools/export-schema-types.ts';
import { generatedSchemas, schemaText } from '../../src/tools/json-schemas.ts';

const schemasDir = path.resolve(import.meta.dirname, '../../schemas');
const fix = 'run `npm run schemas` and commit the result';

/** Files (not folders) directly inside `dir`. */
const filesIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort()
    : [];

/** 1-based number of the first line where `a` and `b` differ, 0 when they are equal. */
function firstDifferentLine(a: string, b: string) {
  if (a === b) return 0;
  const left = a.split('\n');
  const right = b.split('\n');
  const index = left.findIndex((text, i) => text !== right[i]);
  return (index === -1 ? left.length : index) + 1;
}

function checkFolder(dir: string, label: string, expected: Record<string, string>) {
  const committed = filesIn(dir);
  const stale = committed.filter((file) => !(file in expected));
  expect(
    stale,
    `${label} holds files that are no longer generated: ${stale.join(', ')}; delete them`,
  ).toEqual([]);
  for (const [file, text] of Object.entries(expected)) {
    const where = `${label}${file}`;
    expect(committed, `${where} is missing; ${fix}`).toContain(file);
    const current = readFileSync(path.join(dir, file), 'utf8');
    // Report the first differing line rather than a diff of a whole (possibly large) schema.
    const line = firstDifferentLine(current, text);
    expect(line, `${where} is out of date with src/contract (from line ${line}); ${fix}`).toBe(0);
  }
}

describe('committed schemas match the contract', () => {
  it('schemas/*.json', () => {
    const expected = Object.fromEntries(
      Object.entries(generatedSchemas()).map(([file, schema]) => [file, schemaText(schema)]),
    );
    checkFolder(schemasDir, 'schemas/', expected);
  });

  it(`schemas/${schemaTypesFolder}/*.ts`, () => {
    checkFolder(
      path.join(schemasDir, schemaTypesFolder),
      `schemas/${schemaTypesFolder}/`,
      generatedSchemaTypes(),
    );
  });

  it('every generated schema has a const module', () => {
    const json = Object.keys(generatedSchemas()).map((file) => file.replace(/\.json$/, '.ts'));
    expect(Object.keys(generatedSchemaTypes()).sort()).toEqual(json.sort());
  });
});
