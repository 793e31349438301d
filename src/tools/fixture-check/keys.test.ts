import { describe, expect, it } from 'vitest';
import { checkTenant } from './check-tenant.ts';
import { brief, setIn, tempTenants } from '../../../tests/support/tools/fixture-check/test-support.ts';

const copy = tempTenants();

describe('unknown keys', () => {
  it('warns about a misspelt key of a loose entity, with the nearest known key', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'branches.json', ['items', 2, 'isMian'], true);
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'unknown-key', file: 'branches.json', path: '$.items[2].isMian' },
    ]);
    expect(report.findings[0]).toMatchObject({
      severity: 'warning',
      suggestion: 'did you mean "isMain"? Rename the key',
    });
  });

  it('warns about a key a plain object would drop silently, deep inside a file', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'regions.json', ['items', 0, 'prcie'], 9000);
    setIn(temp.dir('burger'), 'branches.json', ['items', 0, 'settings', 'pickupEnbled'], true);
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'unknown-key', file: 'branches.json', path: '$.items[0].settings.pickupEnbled' },
      { code: 'unknown-key', file: 'regions.json', path: '$.items[0].prcie' },
    ]);
    expect(report.findings.map((f) => f.suggestion)).toEqual([
      'did you mean "pickupEnabled"? Rename the key',
      'did you mean "price"? Rename the key',
    ]);
  });

  it('warns about unknown settings keys in both settings files', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'settings-web.json', ['bannerActive'], true);
    setIn(temp.dir('burger'), 'settings-click-app.json', ['pickupActiv'], true);
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'unknown-settings-key', file: 'settings-web.json', path: '$.bannerActive' },
      { code: 'unknown-settings-key', file: 'settings-click-app.json', path: '$.pickupActiv' },
    ]);
    expect(report.findings.map((f) => f.suggestion)).toEqual([
      'did you mean "bannersActive"? Rename the key',
      'did you mean "pickupActive"? Rename the key',
    ]);
  });

  it('says an unknown key of the settings or the merchant stays on the server', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'settings-web.json', ['partnerToken'], 'abc');
    setIn(temp.dir('burger'), 'merchant.json', ['partnerToken'], 'abc');
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'unknown-key', file: 'merchant.json', path: '$.partnerToken' },
      { code: 'unknown-settings-key', file: 'settings-web.json', path: '$.partnerToken' },
    ]);
    for (const found of report.findings) {
      expect(found).toMatchObject({ severity: 'warning' });
      expect(found.message).toContain('it stays on the server (the storefront is never sent it)');
    }
  });

  it('warns about a web-only settings key in the Click app file', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'settings-click-app.json', ['favicon'], 'burger/brand/favicon.svg');
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'web-only-settings-key', file: 'settings-click-app.json', path: '$.favicon' },
    ]);
  });
});
