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

describe('pickup', () => {
  it('reports pickup switched on without any pickup branch, in each settings file', async () => {
    const temp = copy('burger');
    editJson(temp.dir('burger'), 'branches.json', (json) => {
      for (const i of [0, 1, 2]) setAt(json, ['items', i, 'settings', 'pickupEnabled'], false);
    });
    expect(brief(await checkTenant(temp.dir('burger')))).toEqual([
      { code: 'pickup-without-branch', file: 'settings-web.json', path: '$.pickupActive' },
      { code: 'pickup-without-branch', file: 'settings-click-app.json', path: '$.pickupActive' },
    ]);
  });

  it('warns about a pickup branch without PICK_UP hours for a weekday', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'branches.json', ['items', 1, 'workHours', 0, 'hours', 'SUNDAY'], undefined);
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'missing-pickup-hours', file: 'branches.json', path: '$.items[1].workHours[0].hours' },
    ]);
    expect(report.findings[0]?.message).toBe(
      'branch 100012 has no PICK_UP hours for SUNDAY: it shows as closed that day',
    );
  });

  it('warns about a pickup branch with no PICK_UP entry at all', async () => {
    const temp = copy('burger');
    editJson(temp.dir('burger'), 'branches.json', (json) =>
      setAt(json, ['items', 2, 'workHours'], (getAt(json, ['items', 2, 'workHours']) as unknown[]).slice(1)),
    );
    expect(brief(await checkTenant(temp.dir('burger')))).toEqual([
      { code: 'missing-pickup-hours', file: 'branches.json', path: '$.items[2].workHours' },
    ]);
  });

  it('does not ask a branch without pickup for PICK_UP hours', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'branches.json', ['items', 2, 'workHours'], []);
    setIn(temp.dir('burger'), 'branches.json', ['items', 2, 'settings', 'pickupEnabled'], false);
    expect(brief(await checkTenant(temp.dir('burger')))).toEqual([]);
  });
});
