import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultFixturesRoot, repoRoot } from '../../server/base/paths.ts';
import { checkTenant } from './check-tenant.ts';
import { schemaRefFor } from './schema-refs.ts';
import { brief, setIn, tempTenants } from '../../../tests/support/tools/fixture-check/test-support.ts';

const copy = tempTenants();

describe('"$schema" references', () => {
  it('computes the path from the tenant folder to the schema', () => {
    expect(schemaRefFor(path.join(defaultFixturesRoot, 'burger'), 'cities.json')).toBe(
      '../../schemas/cities.json',
    );
  });

  it('warns when "$schema" is missing', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'cities.json', ['$schema'], undefined);
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([{ code: 'schema-ref-missing', file: 'cities.json', path: '$.$schema' }]);
    expect(report.findings[0]?.suggestion).toBe(
      'add "$schema": "../../schemas/cities.json" as the first key',
    );
  });

  it('warns when "$schema" names the schema of another file', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'cities.json', ['$schema'], '../../schemas/branches.json');
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([{ code: 'schema-ref-wrong', file: 'cities.json', path: '$.$schema' }]);
  });

  it('warns when "$schema" does not resolve from the tenant folder', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'merchant.json', ['$schema'], '../schemas/merchant.json');
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([{ code: 'schema-ref-wrong', file: 'merchant.json', path: '$.$schema' }]);
    expect(report.findings[0]?.suggestion).toBe('write "$schema": "../../schemas/merchant.json"');
  });

  it('says once for the whole folder when it has moved away from schemas/', async () => {
    const temp = copy('burger');
    rmSync(path.join(temp.root, '..', 'schemas'));
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([{ code: 'schema-ref-wrong', file: '.', path: '' }]);
    const wanted = path
      .relative(temp.dir('burger'), path.join(repoRoot, 'schemas'))
      .split(path.sep)
      .join('/');
    expect(report.findings[0]?.suggestion).toBe(
      `replace "../../schemas/" with "${wanted}/" in the "$schema" of every file`,
    );
  });
});
