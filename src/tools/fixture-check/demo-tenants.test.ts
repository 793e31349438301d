import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTenantDirs } from '../../server/tenants/load-tenants.ts';
import { defaultFixturesRoot } from '../../server/base/paths.ts';
import { checkTenant } from './check-tenant.ts';

const dirs = findTenantDirs(defaultFixturesRoot);

describe('the demo tenants under fixtures/', () => {
  it('are found', () => {
    expect(dirs.length).toBeGreaterThan(0);
  });

  it.each(dirs.map((dir) => [path.basename(dir), dir]))('%s has no errors', async (_name, dir) => {
    const report = await checkTenant(dir);
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });
});
