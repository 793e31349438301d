import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTenant } from './check-tenant.ts';
import { brief, setIn, tempTenants } from '../../../tests/support/tools/fixture-check/test-support.ts';

const copy = tempTenants();
const TARIFFS = 'delivery-tariffs.json';

describe('delivery tariffs', () => {
  it('the demo tenants that deliver are complete', async () => {
    const temp = copy('burger', 'foodhall', 'foodhall-sushi', 'dastarkhan');
    for (const tenant of ['burger', 'foodhall', 'dastarkhan']) {
      expect(brief(await checkTenant(temp.dir(tenant))), tenant).toEqual([]);
    }
  });

  it('reports a zone no tariff prices', async () => {
    const temp = copy('burger');
    // The only tariff now covers zone 100031 alone.
    setIn(temp.dir('burger'), TARIFFS, ['items', 0, 'regionIds'], [100031]);
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'region-unpriced', file: 'regions.json', path: '$.items[1]' },
      { code: 'region-unpriced', file: 'regions.json', path: '$.items[2]' },
    ]);
    expect(report.findings[0]?.suggestion).toBe(
      `add 100032 to a tariff's "regionIds", or add a tariff for it`,
    );
  });

  it('a ZONE tariff does not price a zone without a price of its own', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'regions.json', ['items', 0, 'price'], undefined);
    expect(brief(await checkTenant(temp.dir('burger')))).toEqual([
      { code: 'region-unpriced', file: 'regions.json', path: '$.items[0]' },
    ]);
    setIn(temp.dir('burger'), TARIFFS, ['items', 0, 'basePrice'], 12000);
    expect(brief(await checkTenant(temp.dir('burger')))).toEqual([]);
  });

  it('without a tariffs file, a zone needs its price or a branch delivery price', async () => {
    const temp = copy('burger');
    rmSync(path.join(temp.dir('burger'), TARIFFS));
    expect(brief(await checkTenant(temp.dir('burger')))).toEqual([]);
    setIn(temp.dir('burger'), 'regions.json', ['items', 2, 'price'], undefined);
    // The branches' deliveryPrice still prices it.
    expect(brief(await checkTenant(temp.dir('burger')))).toEqual([]);
    for (const i of [0, 1, 2])
      setIn(temp.dir('burger'), 'branches.json', ['items', i, 'deliveryPrice'], undefined);
    expect(brief(await checkTenant(temp.dir('burger')))).toEqual([
      { code: 'region-unpriced', file: 'regions.json', path: '$.items[2]' },
    ]);
  });

  it('reports a city, branch or zone a tariff names that does not exist', async () => {
    const temp = copy('foodhall', 'foodhall-sushi');
    setIn(temp.dir('foodhall'), TARIFFS, ['items', 0, 'cityId'], 1);
    setIn(temp.dir('foodhall'), TARIFFS, ['items', 0, 'branchIds'], [500011, 2]);
    setIn(temp.dir('foodhall'), TARIFFS, ['items', 0, 'regionIds'], [3]);
    const report = await checkTenant(temp.dir('foodhall'));
    expect(brief(report)).toEqual([
      // With a zone that does not exist, the real zone is priced by nothing (regions.json comes first).
      { code: 'region-unpriced', file: 'regions.json', path: '$.items[0]' },
      { code: 'tariff-unknown-reference', file: TARIFFS, path: '$.items[0].cityId' },
      { code: 'tariff-unknown-reference', file: TARIFFS, path: '$.items[0].branchIds[1]' },
      { code: 'tariff-unknown-reference', file: TARIFFS, path: '$.items[0].regionIds[0]' },
    ]);
    expect(report.findings[2]?.message).toBe('tariff 500041 names branch 2, which is not in branches.json');
  });

  it('refuses negative amounts as schema errors', async () => {
    const temp = copy('dastarkhan');
    setIn(temp.dir('dastarkhan'), TARIFFS, ['items', 0, 'perKmPrice'], -120);
    expect(brief(await checkTenant(temp.dir('dastarkhan')))).toEqual([
      { code: 'schema-mismatch', file: TARIFFS, path: '$.items[0].perKmPrice' },
    ]);
  });
});
