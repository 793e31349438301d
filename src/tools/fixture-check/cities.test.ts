import { describe, expect, it } from 'vitest';
import { checkTenant } from './check-tenant.ts';
import {
  brief,
  editJson,
  getAt,
  setIn,
  tempTenants,
} from '../../../tests/support/tools/fixture-check/test-support.ts';

const copy = tempTenants();

describe('cities', () => {
  it('reports branches, zones and order settings in unknown cities', async () => {
    const temp = copy('burger');
    const dir = temp.dir('burger');
    setIn(dir, 'branches.json', ['items', 1, 'cityId'], 100009);
    setIn(dir, 'regions.json', ['items', 0, 'cityId'], 100009);
    setIn(dir, 'order-settings.json', ['cityId'], 100009);
    expect(brief(await checkTenant(dir))).toEqual([
      { code: 'unknown-city', file: 'branches.json', path: '$.items[1].cityId' },
      { code: 'unknown-city', file: 'regions.json', path: '$.items[0].cityId' },
      { code: 'unknown-city', file: 'order-settings.json', path: '$.cityId' },
    ]);
  });

  it('reports no main city (and a mainCityId naming a city that is not main)', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'cities.json', ['items', 0, 'isMain'], false);
    expect(brief(await checkTenant(temp.dir('burger')))).toEqual([
      { code: 'main-city-not-main', file: 'merchant.json', path: '$.mainCityId' },
      { code: 'no-main-city', file: 'cities.json', path: '$.items' },
    ]);
  });

  it('warns about several main cities', async () => {
    const temp = copy('burger');
    editJson(temp.dir('burger'), 'cities.json', (json) => {
      const items = getAt(json, ['items']) as unknown[];
      items.push({ ...(items[0] as object), id: 100002 });
    });
    expect(brief(await checkTenant(temp.dir('burger')))).toEqual([
      { code: 'several-main-cities', file: 'cities.json', path: '$.items[1].isMain' },
    ]);
  });

  it('reports an unknown merchant.mainCityId and suggests the main city', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'merchant.json', ['mainCityId'], 100009);
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'unknown-main-city', file: 'merchant.json', path: '$.mainCityId' },
    ]);
    expect(report.findings[0]?.suggestion).toBe('write 100001');
  });
});
