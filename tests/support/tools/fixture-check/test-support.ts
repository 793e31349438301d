/**
 * TEST ONLY: copies demo tenants into a temporary folder laid out like the repository (fixtures/<sub>
 * next to a schemas/ link), so "$schema": "../../schemas/..." still resolves, and edits their JSON.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { defaultFixturesRoot } from '../../../../src/server/base/paths.ts';
import type { Finding, Report } from '../../../../src/tools/fixture-check/report.ts';
import { isRecord, type PathSegment } from '../../../../src/tools/fixture-check/schema-walk.ts';
import { schemasDir } from '../../../../src/tools/fixture-check/schema-refs.ts';

/** A temporary fixtures root holding copies of demo tenants. */
export interface TempFixtures {
  /** The temporary fixtures/ folder. */
  root: string;
  /** Folder of a copied tenant. */
  dir(tenant: string): string;
  remove(): void;
}

/** Copies the named demo tenants (e.g. "burger") into a fresh temporary fixtures/ folder. */
export function copyDemoTenants(...tenants: string[]): TempFixtures {
  const base = mkdtempSync(path.join(os.tmpdir(), 'fixture-check-'));
  const root = path.join(base, 'fixtures');
  mkdirSync(root);
  symlinkSync(schemasDir, path.join(base, 'schemas'), 'dir');
  for (const tenant of tenants)
    cpSync(path.join(defaultFixturesRoot, tenant), path.join(root, tenant), { recursive: true });
  return {
    root,
    dir: (tenant) => path.join(root, tenant),
    remove: () => rmSync(base, { recursive: true, force: true }),
  };
}

/**
 * For a test file: a function that copies demo tenants like copyDemoTenants, and removes every copy
 * after each test.
 */
export function tempTenants(): (...tenants: string[]) => TempFixtures {
  let made: TempFixtures[] = [];
  afterEach(() => {
    for (const temp of made) temp.remove();
    made = [];
  });
  return (...tenants) => {
    const temp = copyDemoTenants(...tenants);
    made.push(temp);
    return temp;
  };
}

/** Sets (or with `undefined`, deletes) the value at `at` inside a JSON document, in place. */
export function setAt(json: unknown, at: readonly PathSegment[], value: unknown): void {
  const parentPath = at.slice(0, -1);
  const last = at[at.length - 1];
  let parent: unknown = json;
  for (const segment of parentPath) parent = getAt(parent, [segment]);
  if (Array.isArray(parent) && typeof last === 'number') {
    if (value === undefined) parent.splice(last, 1);
    else parent[last] = value;
  } else if (isRecord(parent) && typeof last === 'string') {
    if (value === undefined) delete parent[last];
    else parent[last] = value;
  } else throw new Error(`cannot set ${JSON.stringify(at)}`);
}

/** The value at `at` inside a JSON document. */
export function getAt(json: unknown, at: readonly PathSegment[]): unknown {
  let current = json;
  for (const segment of at) {
    if (Array.isArray(current) && typeof segment === 'number') current = current[segment];
    else if (isRecord(current) && typeof segment === 'string') current = current[segment];
    else throw new Error(`no ${JSON.stringify(at)}`);
  }
  return current;
}

/** Reads a tenant file, lets `edit` change the parsed JSON in place, writes it back. */
export function editJson(dir: string, file: string, edit: (json: unknown) => void): void {
  const target = path.join(dir, file);
  const json = JSON.parse(readFileSync(target, 'utf8')) as unknown;
  edit(json);
  writeFileSync(target, `${JSON.stringify(json, null, 2)}\n`);
}

/** Shorthand: set one value of one file. */
export function setIn(dir: string, file: string, at: readonly PathSegment[], value: unknown): void {
  editJson(dir, file, (json) => setAt(json, at, value));
}

/** The identifying part of findings, for exact comparisons in tests. */
export const brief = (report: Report): Array<Pick<Finding, 'code' | 'file' | 'path'>> =>
  report.findings.map(({ code, file, path: at }) => ({ code, file, path: at }));
