import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findingCodes, type FindingCode } from './codes.ts';

const codes = Object.keys(findingCodes) as FindingCode[];
const here = import.meta.dirname;

describe('finding codes', () => {
  it('are all listed with their severity in src/tools/README.md', () => {
    const readme = readFileSync(path.join(here, '../README.md'), 'utf8');
    const missing = codes.filter(
      (code) =>
        !new RegExp(`\\|\\s*\`${code}\`\\s*\\|\\s*${findingCodes[code].severity}\\s*\\|`).test(readme),
    );
    expect(missing).toEqual([]);
  });

  it('each have a test that expects them exactly', () => {
    const tests = readdirSync(here)
      .filter((name) => name.endsWith('.test.ts') && name !== 'codes.test.ts')
      .map((name) => readFileSync(path.join(here, name), 'utf8'))
      .join('\n');
    expect(codes.filter((code) => !tests.includes(`code: '${code}'`))).toEqual([]);
  });
});
