import { cpSync, renameSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTenant } from './check-tenant.ts';
import { brief, setIn, tempTenants } from '../../../tests/support/tools/fixture-check/test-support.ts';

const copy = tempTenants();

describe('merchant identity', () => {
  it("reports merchantId fields that differ from merchant.json's id", async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'branches.json', ['items', 0, 'merchantId'], 999);
    setIn(temp.dir('burger'), 'branches.json', ['items', 2, 'settings', 'merchantId'], 999);
    setIn(temp.dir('burger'), 'payment-availability.json', ['items', 1, 'merchantId'], 999);
    setIn(temp.dir('burger'), 'settings-web.json', ['merchantId'], 999);
    expect(brief(await checkTenant(temp.dir('burger')))).toEqual([
      { code: 'merchant-id-mismatch', file: 'settings-web.json', path: '$.merchantId' },
      { code: 'merchant-id-mismatch', file: 'branches.json', path: '$.items[0].merchantId' },
      { code: 'merchant-id-mismatch', file: 'branches.json', path: '$.items[2].settings.merchantId' },
      { code: 'merchant-id-mismatch', file: 'payment-availability.json', path: '$.items[1].merchantId' },
    ]);
  });

  it("checks only the tenant's own entry in brands.json", async () => {
    const temp = copy('foodhall', 'foodhall-sushi');
    setIn(temp.dir('foodhall'), 'brands.json', ['items', 0, 'merchantId'], 999);
    expect(brief(await checkTenant(temp.dir('foodhall')))).toEqual([
      { code: 'merchant-id-mismatch', file: 'brands.json', path: '$.items[0].merchantId' },
    ]);
    expect(brief(await checkTenant(temp.dir('foodhall-sushi')))).toEqual([]);
  });

  it('warns when the folder is not named after merchant.sub', async () => {
    const temp = copy('burger');
    const renamed = path.join(temp.root, 'burger-lab');
    renameSync(temp.dir('burger'), renamed);
    expect(brief(await checkTenant(renamed))).toEqual([
      { code: 'folder-name-mismatch', file: 'merchant.json', path: '$.sub' },
    ]);
  });

  it('reports a merchant id and sub another tenant next to it already has', async () => {
    const temp = copy('burger');
    const twin = path.join(temp.root, 'burger-copy');
    cpSync(temp.dir('burger'), twin, { recursive: true });
    const report = await checkTenant(twin);
    expect(brief(report)).toEqual([
      { code: 'duplicate-merchant-id', file: 'merchant.json', path: '$.id' },
      { code: 'duplicate-sub', file: 'merchant.json', path: '$.sub' },
      { code: 'folder-name-mismatch', file: 'merchant.json', path: '$.sub' },
    ]);
    expect(report.findings[0]?.suggestion).toBe(
      'use an unused id such as 102, and the same id in every merchantId',
    );
  });
});
