import { describe, expect, it } from 'vitest';
import { CliError, parseCliArgs } from './cli-args.ts';
import { loadTenants } from './tenants/load-tenants.ts';
import { tenantUrlLines } from './tenant-urls.ts';
import { makeTempDir, removeDir, writeTenant } from '../../tests/support/server/tenants/test-tenant.ts';
import { testDatabase } from '../../tests/support/server/storage/test-database.ts';

describe('parseCliArgs', () => {
  it('has defaults', () => {
    expect(parseCliArgs([], {})).toEqual({
      port: 4173,
      host: '127.0.0.1',
      dev: false,
      devInbox: false,
      previewPage: false,
      serverRender: true,
      tenantDirs: undefined,
      database: undefined,
      clockShiftMs: 0,
      demoGateways: false,
      help: false,
    });
  });

  it('starts the fake SMS gateways with --demo-gateways, in production mode too', () => {
    expect(parseCliArgs(['--demo-gateways'], {})).toMatchObject({ demoGateways: true, devInbox: false });
  });

  it('moves the clock with --clock-shift, in whole milliseconds either way', () => {
    expect(parseCliArgs(['--clock-shift', '3600000'], {}).clockShiftMs).toBe(3_600_000);
    expect(parseCliArgs(['--clock-shift=-5'], {}).clockShiftMs).toBe(-5);
    expect(() => parseCliArgs(['--clock-shift', '1.5'], {})).toThrow(/whole number of milliseconds/);
    expect(() => parseCliArgs(['--clock-shift', 'soon'], {})).toThrow(/whole number of milliseconds/);
  });

  it('serves the preview page with --preview-page, and always in dev mode', () => {
    expect(parseCliArgs(['--preview-page'], {})).toMatchObject({
      previewPage: true,
      devInbox: false,
      dev: false,
    });
    expect(parseCliArgs(['--dev'], {})).toMatchObject({ previewPage: true, devInbox: true });
  });

  it('reads every flag; --tenant repeats; PORT is the fallback port', async () => {
    const options = parseCliArgs(
      [
        '--port',
        '0',
        '--dev',
        '--host',
        '0.0.0.0',
        '--tenant',
        'a',
        '--tenant',
        '/x/b',
        '--db',
        ':memory:',
        '--maps',
        'maps',
      ],
      { PORT: '9000' },
    );
    expect(options).toMatchObject({
      port: 0,
      dev: true,
      host: '0.0.0.0',
      tenantDirs: ['a', '/x/b'],
      mapsDir: 'maps',
      database: await testDatabase(),
    });
    expect(parseCliArgs([], { PORT: '9000' }).port).toBe(9000);
  });

  it('turns the development inbox on with --dev-inbox, and with --dev', () => {
    expect(parseCliArgs(['--dev-inbox'], {})).toMatchObject({ dev: false, devInbox: true });
    expect(parseCliArgs(['--dev'], {})).toMatchObject({ dev: true, devInbox: true });
    expect(parseCliArgs(['--port', '1'], {}).devInbox).toBe(false);
  });

  it('refuses unknown flags and bad ports', () => {
    expect(() => parseCliArgs(['--prot', '1'], {})).toThrow(CliError);
    expect(() => parseCliArgs(['--port', 'abc'], {})).toThrow(/--port must be a port number/);
    expect(() => parseCliArgs(['--port', '70000'], {})).toThrow(CliError);
  });
});

describe('tenantUrlLines', () => {
  it('prints the Russian name, the sub-domain URL and the ?vendor= URL', () => {
    const root = makeTempDir();
    try {
      const tenants = loadTenants([writeTenant(root, 1, 'burger'), writeTenant(root, 2, 'sushi-bar')]);
      expect(tenantUrlLines(tenants, 4173)).toEqual([
        '  Тест burger     http://burger.localhost:4173/  http://localhost:4173/?vendor=burger',
        '  Тест sushi-bar  http://sushi-bar.localhost:4173/  http://localhost:4173/?vendor=sushi-bar',
      ]);
    } finally {
      removeDir(root);
    }
  });
});
