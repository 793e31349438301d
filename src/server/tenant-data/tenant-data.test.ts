/**
 * Tenants in the database: every demo tenant goes in and comes out as the same folder (which passes
 * fixture:check, with or without its secrets); a start imports a new or changed folder but never
 * overwrites what staff changed; a tenant only the database holds is served with its media; a change
 * saved reaches the registry (and so every kept answer) at once; a broken folder is refused by the
 * import tool with fixture:check's messages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFixturesRoot } from '../base/paths.ts';
import { openDatabase } from '../database.ts';
import { createApp } from '../app.ts';
import { findTenantDirs } from '../tenants/load-tenants.ts';
import { checkTenant } from '../../tools/fixture-check/check-tenant.ts';
import { runExport, runImport, type RunIo } from '../../tools/tenant-data/run.ts';
import { testDatabase, testEngine } from '../../../tests/support/server/storage/test-database.ts';
import { capturingLogger } from '../../../tests/support/server/http/test-client.ts';
import { makeTempDir, removeDir, writeTenant } from '../../../tests/support/server/tenants/test-tenant.ts';
import { readTenantFolder } from './tenant-folder.ts';
import { MERCHANT_SECRET_KEYS, withoutSecrets } from './tenant-secrets.ts';
import { TenantVersionConflict } from './tenant-data-store.ts';

let root: string;
beforeAll(() => {
  root = makeTempDir('storefront-tenant-data-');
});
afterAll(() => removeDir(root));

/** A database kept across the steps of a test: a file here, a schema on PostgreSQL. */
async function databaseFor(name: string): Promise<string> {
  return testEngine === 'postgres' ? testDatabase() : path.join(root, `${name}.db`);
}
let roundTripDb: string;

/** A tool run's output and exit code, against a database file. */
function io(): RunIo & { text: () => string } {
  const lines: string[] = [];
  return {
    out: (text) => lines.push(text),
    err: (text) => lines.push(text),
    env: {},
    now: () => Date.parse('2026-11-29T12:00:00Z'),
    text: () => lines.join('\n'),
  };
}

describe('tenant folders in and out of the database', () => {
  it('gives back every demo tenant as the folder it imported, one that fixture:check accepts', async () => {
    const database = await databaseFor('round-trip');
    roundTripDb = database;
    const demo = findTenantDirs(defaultFixturesRoot);
    expect(demo.length).toBeGreaterThanOrEqual(7);
    for (const dir of demo) {
      const name = path.basename(dir);
      const imported = io();
      expect(await runImport([dir, '--db', database], imported), imported.text()).toBe(0);
      const full = path.join(root, 'full', name);
      const bare = path.join(root, 'bare', name);
      expect(
        await runExport(
          [name === 'foodhall-sushi' ? String(readId(dir)) : name, full, '--with-secrets', '--db', database],
          io(),
        ),
      ).toBe(0);
      expect(await runExport([String(readId(dir)), bare, '--db', database], io())).toBe(0);
      const original = readTenantFolder(dir);
      expect(readTenantFolder(full), name).toEqual(original);
      expect(readTenantFolder(bare), name).toEqual(withoutSecrets(original));
      // The full export is the demo folder itself (demo-tenants.test.ts checks those); without its
      // secrets it must pass as well.
      const report = await checkTenant(bare);
      expect(report.errors, `${bare}: ${JSON.stringify(report).slice(0, 2000)}`).toBe(0);
    }
    // fixture:check's whole run on seven folders (maps included), on a busy machine too.
  }, 180_000);

  it('leaves secrets out of an export unless asked', async () => {
    const bare = readTenantFolder(path.join(root, 'bare', 'burger'));
    expect(bare.files['payment-providers.json']).toBeUndefined();
    expect(Object.keys(bare.files['merchant.json'] as object)).not.toEqual(
      expect.arrayContaining([...MERCHANT_SECRET_KEYS].slice(0, 1)),
    );
    const full = readTenantFolder(path.join(root, 'full', 'burger'));
    expect(full.files['payment-providers.json']).toBeDefined();
  });

  it('refuses a broken folder with file, field and expectation, and an export over a full folder', async () => {
    const dir = writeTenant(root, 41, 'broken', {
      files: { 'settings-web.json': { mainColor: 'blue' } },
    });
    const refused = io();
    expect(await runImport([dir, '--db', await databaseFor('broken')], refused)).toBe(1);
    expect(refused.text()).toMatch(/settings-web\.json/);
    expect(refused.text()).toMatch(/not imported/);
    const full = io();
    expect(await runExport(['burger', path.join(root, 'full', 'burger'), '--db', roundTripDb], full)).toBe(1);
    expect(full.text()).toMatch(/not empty/);
  });
});

const readId = (dir: string) =>
  (JSON.parse(fs.readFileSync(path.join(dir, 'merchant.json'), 'utf8')) as { id: number }).id;

describe('the server meets its folders with the database', () => {
  it('imports a new or changed folder, keeps what staff changed, and serves a tenant only the database holds', async () => {
    const database = await databaseFor('start');
    const folders = path.join(root, 'start');
    const dir = writeTenant(folders, 51, 'alpha');
    const other = writeTenant(folders, 52, 'beta');
    fs.mkdirSync(path.join(other, 'media'), { recursive: true });
    fs.writeFileSync(path.join(other, 'media', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const log = capturingLogger();
    const first = await createApp({ tenantDirs: [dir, other], database, distDir: false, log });
    expect(first.tenants.all.map((t) => t.id)).toEqual([51, 52]);
    expect(log.lines.join('\n')).toMatch(/merchant 51 imported/);
    await first.close();

    // The folder changes: the next start takes it.
    const settings = path.join(dir, 'settings-web.json');
    const edited = { ...(JSON.parse(fs.readFileSync(settings, 'utf8')) as object), mainColor: '#112233' };
    fs.writeFileSync(settings, JSON.stringify(edited));
    const second = await createApp({ tenantDirs: [dir], database, distDir: false, log });
    expect(second.tenants.byId(51)?.data.settingsWeb.mainColor).toBe('#112233');
    // beta is no longer given as a folder: the database's copy is served, media included.
    const beta = second.tenants.byId(52);
    expect(beta?.dir).toBe('database:merchant-52');
    expect(fs.readFileSync(path.join(beta!.mediaDir, 'logo.svg'), 'utf8')).toContain('<svg');

    // Staff change alpha (the studio's save): it reaches the registry before the call answers.
    const state = await second.db.tenantData.state(51);
    const files = await second.db.tenantData.files(51);
    const before = second.tenants.byId(51);
    await second.db.tenantData.saveFiles(
      51,
      { 'settings-web.json': { ...(files['settings-web.json'] as object), mainColor: '#445566' } },
      { source: 'STUDIO', staffId: null, expected: state!.version },
      Date.now(),
    );
    await second.liveTenants.changed(51);
    expect(second.tenants.byId(51)).not.toBe(before);
    expect(second.tenants.byId(51)?.data.settingsWeb.mainColor).toBe('#445566');
    // A save from the version before is refused.
    await expect(
      second.db.tenantData.saveFiles(
        51,
        { 'settings-web.json': {} },
        { source: 'STUDIO', staffId: null, expected: state!.version },
        Date.now(),
      ),
    ).rejects.toBeInstanceOf(TenantVersionConflict);
    const versions = await second.db.tenantData.versions(51);
    expect(versions.map((v) => v.source)).toEqual(['STUDIO', 'IMPORT', 'IMPORT']);
    expect(versions[0]?.changes['settings-web.json']).toMatchObject({
      before: { mainColor: '#112233' },
      after: { mainColor: '#445566' },
    });
    await second.close();

    // The folder changes again, but staff changed the tenant since its import: the database wins.
    fs.writeFileSync(settings, JSON.stringify({ ...edited, mainColor: '#778899' }));
    const warned = capturingLogger();
    const third = await createApp({ tenantDirs: [dir], database, distDir: false, log: warned });
    expect(third.tenants.byId(51)?.data.settingsWeb.mainColor).toBe('#445566');
    expect(warned.lines.join('\n')).toMatch(/tenant:import/);
    await third.close();
  });

  it('refuses a folder whose sub another merchant holds in the database', async () => {
    const db = await openDatabase(await databaseFor('subs'));
    try {
      const dir = writeTenant(path.join(root, 'subs-a'), 61, 'gamma');
      await createApp({ tenantDirs: [dir], db, distDir: false, log: capturingLogger() }).then((app) =>
        app.close(),
      );
      const clash = writeTenant(path.join(root, 'subs-b'), 62, 'gamma');
      await expect(
        createApp({ tenantDirs: [clash], db, distDir: false, log: capturingLogger() }),
      ).rejects.toThrow(/sub "gamma" is merchant 61's/);
    } finally {
      await db.close();
    }
  });
});
