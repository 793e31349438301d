import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../server/base/paths.ts';
import type { Report } from './report.ts';
import { setIn, tempTenants } from '../../../tests/support/tools/fixture-check/test-support.ts';

const copy = tempTenants();
const main = path.join(import.meta.dirname, 'main.ts');

/** Runs the command as staff would (through npx tsx) and returns its exit code and output. */
async function run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npx', ['tsx', main, ...args], { cwd: repoRoot });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('npm run fixture:check', () => {
  // Each run starts a fresh tsx process: slower than the default test time-out allows on a busy machine.
  const slow = { timeout: 60_000 };

  it('exits 1 on errors and prints the report as JSON with --json', slow, async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'catalogue.json', ['products', 0, 'categoryId'], 1);
    const { code, stdout } = await run(temp.dir('burger'), '--json');
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as Report;
    expect(Object.keys(report)).toEqual(['tenant', 'errors', 'warnings', 'findings']);
    expect(Object.keys(report.findings[0] ?? {})).toEqual([
      'severity',
      'file',
      'path',
      'message',
      'expected',
      'suggestion',
      'code',
    ]);
    expect(report).toMatchObject({ tenant: 'burger', errors: 1, warnings: 0 });
    expect(report.findings).toEqual([
      {
        severity: 'error',
        file: 'catalogue.json',
        path: '$.products[0].categoryId',
        message: expect.stringContaining('points at category 1') as unknown,
        expected: 'the id of a category in $.categories',
        suggestion: expect.stringContaining('use one of the category ids: 100201') as unknown,
        code: 'unknown-category',
      },
    ]);
  });

  it('exits 0 with warnings only, and prints text without --json', slow, async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'settings-web.json', ['promoActiv'], true);
    const json = await run(temp.dir('burger'), '--json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ errors: 0, warnings: 1 });
    const text = await run(temp.dir('burger'));
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('WARNING $.promoActiv  [unknown-settings-key]');
    expect(text.stdout).toContain('fix:      did you mean "promoActive"? Rename the key');
  });

  it('exits 2 without a folder', slow, async () => {
    const { code, stderr } = await run('--json');
    expect(code).toBe(2);
    expect(stderr).toContain('Usage: npm run fixture:check -- <tenant-folder> [--json]');
  });
});
