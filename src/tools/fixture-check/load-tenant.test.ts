import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTenant } from './check-tenant.ts';
import { brief, setIn, tempTenants } from '../../../tests/support/tools/fixture-check/test-support.ts';

const copy = tempTenants();

describe('file-level checks', () => {
  it('reports a folder that does not exist', async () => {
    const temp = copy();
    const report = await checkTenant(path.join(temp.root, 'nobody'));
    expect(brief(report)).toEqual([{ code: 'folder-not-found', file: '.', path: '' }]);
    expect(report).toMatchObject({ tenant: 'nobody', errors: 1, warnings: 0 });
  });

  it('reports a missing required file (and skips the checks that need it)', async () => {
    const temp = copy('burger');
    rmSync(path.join(temp.dir('burger'), 'cities.json'));
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([{ code: 'missing-file', file: 'cities.json', path: '' }]);
  });

  it('reports invalid JSON with line, column and the fix', async () => {
    const temp = copy('burger');
    writeFileSync(
      path.join(temp.dir('burger'), 'vacancies.json'),
      '{\n  "$schema": "../../schemas/vacancies.json",\n  "items": [],\n}\n',
    );
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([{ code: 'invalid-json', file: 'vacancies.json', path: '' }]);
    expect(report.findings[0]).toMatchObject({
      severity: 'error',
      message: 'not valid JSON at line 4, column 1: a comma before } is not allowed',
      suggestion: 'remove the last comma before }',
    });
  });

  it('reports a schema mismatch with path, expected, received and a close option', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'branches.json', ['items', 1, 'workHours', 0, 'type'], 'PICKUP');
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'schema-mismatch', file: 'branches.json', path: '$.items[1].workHours[0].type' },
    ]);
    expect(report.findings[0]).toMatchObject({
      expected: 'one of "PICK_UP", "DELIVERY", "DINE_IN", "WORK"',
      received: '"PICKUP"',
      suggestion: 'write "PICK_UP"',
    });
  });

  it('suggests removing the quotes around a number', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'catalogue.json', ['products', 3, 'costPrice'], '42000');
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'schema-mismatch', file: 'catalogue.json', path: '$.products[3].costPrice' },
    ]);
    expect(report.findings[0]).toMatchObject({
      expected: 'a number',
      suggestion: 'remove the quotes: 42000',
    });
  });

  it('names a missing required key', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'cities.json', ['items', 0, 'latitude'], undefined);
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'schema-mismatch', file: 'cities.json', path: '$.items[0].latitude' },
    ]);
    expect(report.findings[0]).toMatchObject({
      message: 'a required value is missing',
      expected: 'a number',
    });
  });

  it('reports keys a strict object refuses, with the nearest allowed key', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'cities.json', ['items', 0, 'name', 'en'], 'Tashkent');
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'schema-mismatch', file: 'cities.json', path: '$.items[0].name.en' },
    ]);
    expect(report.findings[0]?.suggestion).toBe('rename "en" to "eng"');
  });

  it('warns about a JSON file the server does not know', async () => {
    const temp = copy('burger');
    writeFileSync(path.join(temp.dir('burger'), 'catalog.json'), '{}');
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([{ code: 'unknown-file', file: 'catalog.json', path: '' }]);
    expect(report).toMatchObject({ errors: 0, warnings: 1 });
    expect(report.findings[0]?.suggestion).toBe('rename it to catalogue.json');
  });
});
