import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../server/app.ts';
import { silentLogger } from '../server/base/logger.ts';
import { defaultFixturesRoot, repoRoot } from '../server/base/paths.ts';
import { checkTenant } from './fixture-check/check-tenant.ts';
import { knownTenants } from './fixture-check/known-tenants.ts';
import { createTenant, FixtureNewError } from './fixture-new.ts';
import { testDatabase } from '../../tests/support/server/storage/test-database.ts';

let parents: string[] = [];
afterEach(() => {
  for (const dir of parents) rmSync(dir, { recursive: true, force: true });
  parents = [];
});

/** A fresh temporary parent folder, outside the repository. */
function tempParent(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fixture-new-'));
  parents.push(dir);
  return dir;
}

describe('createTenant', () => {
  it('scaffolds a tenant the checker passes without a finding', async () => {
    const created = await createTenant('new-cafe', tempParent());
    expect(created.files.sort()).toEqual([
      'branches.json',
      'catalogue.json',
      'cities.json',
      'media/brand/logo.svg',
      'merchant.json',
      'policies.json',
      'settings-click-app.json',
      'settings-web.json',
    ]);
    const report = await checkTenant(created.dir);
    expect(report.findings).toEqual([]);
  });

  it('points "$schema" at the repository schemas, also from outside the repository', async () => {
    const created = await createTenant('outside', tempParent());
    const merchant = JSON.parse(readFileSync(path.join(created.dir, 'merchant.json'), 'utf8')) as {
      $schema: string;
    };
    expect(path.resolve(created.dir, merchant.$schema)).toBe(path.join(repoRoot, 'schemas', 'merchant.json'));
  });

  it('uses a merchant id no demo tenant or brand uses', async () => {
    const created = await createTenant('fresh-id', tempParent());
    const ids = (await knownTenants(defaultFixturesRoot)).flatMap((t) => [
      t.id,
      ...(t.brandMerchantIds ?? []),
    ]);
    expect(ids).toContain(108); // foodhall's deleted brand: a merchant without a folder here
    expect(ids).not.toContain(created.merchantId);
  });

  it('loads in the reference server', async () => {
    const created = await createTenant('served', tempParent());
    const server = await createApp({
      tenantDirs: [created.dir],
      database: await testDatabase(),
      distDir: false,
      log: silentLogger,
    });
    try {
      const merchant = await server.app.request('/api/users/v1/merchants/sub/served');
      expect(merchant.status).toBe(200);
      expect(await merchant.json()).toMatchObject({ id: created.merchantId, sub: 'served' });
      const overall = await server.app.request('/api/products/v1/overalls?type=WEB', {
        headers: { merchant: String(created.merchantId) },
      });
      expect(overall.status).toBe(200);
      const catalogue = (await overall.json()) as { products: unknown[] };
      expect(catalogue.products).toHaveLength(2);
    } finally {
      await server.close();
    }
  });

  it('refuses an existing folder', async () => {
    const parent = tempParent();
    await createTenant('twice', parent);
    await expect(createTenant('twice', parent)).rejects.toThrow(FixtureNewError);
  });

  it.each(['My-Cafe', 'my_cafe', '-cafe', 'cafe-', 'my cafe', '', 'a'.repeat(64)])(
    'refuses the name %j',
    async (name) => {
      const parent = tempParent();
      await expect(createTenant(name, parent)).rejects.toThrow(/not a valid tenant name/);
      expect(readdirSync(parent)).toEqual([]);
    },
  );
});

describe('npm run fixture:new', () => {
  const run = async (...args: string[]) => {
    try {
      const { stdout } = await promisify(execFile)(
        'npx',
        ['tsx', path.join(import.meta.dirname, 'fixture-new.ts'), ...args],
        {
          cwd: repoRoot,
        },
      );
      return { code: 0, stdout };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string };
      return { code: failed.code ?? -1, stdout: failed.stdout ?? '' };
    }
  };

  // Each run starts a fresh tsx process: slower than the default test time-out allows on a busy machine.
  const slow = { timeout: 60_000 };

  it('creates the folder and exits 0', slow, async () => {
    const parent = tempParent();
    const first = await run('cli-cafe', '--dir', parent);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('npm run fixture:check --');
    expect(existsSync(path.join(parent, 'cli-cafe', 'merchant.json'))).toBe(true);
  });

  it('exits 1 for an existing folder and 2 for a bad name', slow, async () => {
    const parent = tempParent();
    await createTenant('cli-cafe', parent);
    expect((await run('cli-cafe', '--dir', parent)).code).toBe(1);
    expect((await run('Cli_Cafe', '--dir', parent)).code).toBe(2);
  });
});
