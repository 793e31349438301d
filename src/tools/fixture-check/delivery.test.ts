import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTenant } from './check-tenant.ts';
import {
  brief,
  editJson,
  getAt,
  setAt,
  setIn,
  tempTenants,
} from '../../../tests/support/tools/fixture-check/test-support.ts';

const copy = tempTenants();
const polygon = (index: number) => ['items', index, 'polygon'];

/** Changes every point of a zone. */
function mapPoints(dir: string, index: number, change: (point: [number, number]) => [number, number]) {
  editJson(dir, 'regions.json', (json) => {
    const points = getAt(json, polygon(index)) as Array<[number, number]>;
    setAt(json, polygon(index), points.map(change));
  });
}

describe('delivery zones', () => {
  it('reports delivery switched on without any zone, in each settings file', async () => {
    const temp = copy('burger');
    rmSync(path.join(temp.dir('burger'), 'regions.json'));
    expect(brief(await checkTenant(temp.dir('burger')))).toEqual([
      { code: 'delivery-without-region', file: 'settings-web.json', path: '$.deliveryActive' },
      { code: 'delivery-without-region', file: 'settings-click-app.json', path: '$.deliveryActive' },
    ]);
  });

  it('reports a zone whose outline is not closed', async () => {
    const temp = copy('burger');
    editJson(temp.dir('burger'), 'regions.json', (json) => (getAt(json, polygon(0)) as unknown[]).pop());
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'region-not-closed', file: 'regions.json', path: '$.items[0].polygon' },
    ]);
    expect(report.findings[0]?.suggestion).toBe('add [41.291668, 69.243336] as the last point');
  });

  it('reports a zone whose outline crosses itself', async () => {
    const temp = copy('burger');
    editJson(temp.dir('burger'), 'regions.json', (json) => {
      const points = getAt(json, polygon(2)) as unknown[];
      [points[1], points[2]] = [points[2], points[1]];
    });
    expect(brief(await checkTenant(temp.dir('burger')))).toEqual([
      { code: 'region-self-intersects', file: 'regions.json', path: '$.items[2].polygon' },
    ]);
  });

  it('warns about a zone far from every branch and spots swapped coordinates', async () => {
    const temp = copy('burger');
    mapPoints(temp.dir('burger'), 1, ([lat, lon]) => [lon, lat]);
    const report = await checkTenant(temp.dir('burger'));
    // The zone also left the base map of Tashkent (see maps.test.ts); both findings spot the swap.
    expect(brief(report)).toEqual([
      { code: 'region-far-from-branches', file: 'regions.json', path: '$.items[1].polygon' },
      { code: 'region-outside-map', file: 'regions.json', path: '$.items[1].polygon' },
    ]);
    for (const f of report.findings)
      expect(f.suggestion).toBe(
        'the points look like [longitude, latitude]: write each point as [latitude, longitude]',
      );
  });

  it('warns about a zone moved a degree away', async () => {
    const temp = copy('burger');
    mapPoints(temp.dir('burger'), 0, ([lat, lon]) => [lat + 1, lon]);
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'region-far-from-branches', file: 'regions.json', path: '$.items[0].polygon' },
      { code: 'region-outside-map', file: 'regions.json', path: '$.items[0].polygon' },
    ]);
    expect(report).toMatchObject({ errors: 0, warnings: 2 });
  });

  it('finds nothing when delivery is off and there are no zones', async () => {
    const temp = copy('burger');
    rmSync(path.join(temp.dir('burger'), 'regions.json'));
    setIn(temp.dir('burger'), 'settings-web.json', ['deliveryActive'], false);
    setIn(temp.dir('burger'), 'settings-click-app.json', ['deliveryActive'], false);
    expect(brief(await checkTenant(temp.dir('burger')))).toEqual([]);
  });
});
