import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FixtureError } from './fixture-problems.ts';
import { findTenantDirs, loadTenants } from './load-tenants.ts';
import {
  makeTempDir,
  removeDir,
  tenantFiles,
  writeTenant,
} from '../../../tests/support/server/tenants/test-tenant.ts';

let root: string;
beforeEach(() => {
  root = makeTempDir();
});
afterEach(() => removeDir(root));

/** Runs loadTenants and returns the FixtureError it must throw. */
function loadError(dirs: string[]): FixtureError {
  try {
    loadTenants(dirs);
  } catch (error) {
    if (error instanceof FixtureError) return error;
    throw error;
  }
  throw new Error('loadTenants did not throw');
}

describe('loadTenants', () => {
  it('loads a valid tenant with parsed data and defaults', () => {
    const dir = writeTenant(root, 7, 'burger');
    const [tenant] = loadTenants([dir]);
    expect(tenant?.id).toBe(7);
    expect(tenant?.sub).toBe('burger');
    expect(tenant?.mediaDir).toBe(path.join(dir, 'media'));
    expect(tenant?.data.branches.items).toHaveLength(4);
    // Defaults of the schema are applied (isMain, workHours day isDayOff...).
    expect(tenant?.data.branches.items[1]?.isMain).toBe(false);
    expect(tenant?.data.settingsClickApp).toBeUndefined();
  });

  it('names file, JSON path, problem and received value for a bad enum', () => {
    const files = tenantFiles(1, 'bad');
    const branches = files['branches.json'] as { items: { workHours: { type: string }[] }[] };
    const third = branches.items[2];
    if (!third?.workHours[0]) throw new Error('test data changed');
    third.workHours[0].type = 'PICKUP';
    const dir = writeTenant(root, 1, 'bad', { files: { 'branches.json': branches } });

    const error = loadError([dir]);
    expect(error.problems).toHaveLength(1);
    const [problem] = error.problems;
    expect(problem?.file).toBe(path.join(dir, 'branches.json'));
    expect(problem?.path).toBe('$.items[2].workHours[0].type');
    expect(problem?.message).toMatch(/expected one of .*"PICK_UP"/);
    expect(problem?.message).toContain('(received "PICKUP")');
    expect(error.message).toContain('branches.json $.items[2].workHours[0].type: ');
    expect(error.message).toContain('the server will not start');
  });

  it('reports a missing required file by name, and a missing field as missing', () => {
    const dir = writeTenant(root, 1, 'gap', {
      files: { 'cities.json': undefined, 'merchant.json': { id: 1, sub: 'gap', name: { ru: 'x' } } },
    });
    const error = loadError([dir]);
    expect(error.problems).toContainEqual({
      file: path.join(dir, 'cities.json'),
      path: '',
      message: 'required file cities.json is missing',
    });
    expect(error.problems).toContainEqual(
      expect.objectContaining({
        file: path.join(dir, 'merchant.json'),
        path: '$.isActive',
        message: expect.stringContaining('(missing)'),
      }),
    );
  });

  it('reports invalid JSON and unknown keys of strict list files', () => {
    const dir = writeTenant(root, 1, 'broken', {
      files: { 'policies.json': '{ "items": [', 'banners.json': { items: [], extra: true } },
    });
    const error = loadError([dir]);
    expect(error.problems.find((p) => p.file.endsWith('policies.json'))?.message).toMatch(/^not valid JSON/);
    expect(error.problems.find((p) => p.file.endsWith('banners.json'))?.message).toMatch(/extra/);
  });

  it('refuses duplicate merchant ids and subs across tenants', () => {
    const a = writeTenant(root, 1, 'same', { folder: 'a' });
    const b = writeTenant(root, 1, 'same', { folder: 'b' });
    const error = loadError([a, b]);
    const messages = error.problems.map((p) => p.message);
    expect(messages).toContainEqual(expect.stringContaining('duplicate merchant id 1'));
    expect(messages).toContainEqual(expect.stringContaining('duplicate merchant sub "same"'));
    expect(error.problems[0]?.file).toBe(path.join(b, 'merchant.json'));
  });

  it('collects the problems of every tenant at once', () => {
    const a = writeTenant(root, 1, 'one', { files: { 'catalogue.json': undefined } });
    const b = writeTenant(root, 2, 'two', { files: { 'settings-web.json': { mainColor: 'red' } } });
    const files = loadError([a, b]).problems.map((p) => path.basename(p.file));
    expect(files).toEqual(['catalogue.json', 'settings-web.json']);
  });

  it('reports a tenant folder that does not exist', () => {
    expect(loadError([path.join(root, 'nowhere')]).problems[0]?.message).toBe('tenant folder not found');
  });

  it('warns about JSON files it does not know', () => {
    const dir = writeTenant(root, 1, 'extra', { files: { 'branch.json': { items: [] } } });
    const warnings: string[] = [];
    loadTenants([dir], { onWarning: (message) => warnings.push(message) });
    expect(warnings).toEqual([expect.stringContaining('branch.json: not a fixture file')]);
  });
});

describe('findTenantDirs', () => {
  it('lists folders with fixture files, skipping hidden and unrelated ones', () => {
    writeTenant(root, 1, 'b-tenant');
    writeTenant(root, 2, 'a-tenant');
    fs.mkdirSync(path.join(root, 'shared-images'));
    fs.mkdirSync(path.join(root, '.cache'));
    fs.writeFileSync(path.join(root, '.cache', 'merchant.json'), '{}');
    // Lost its merchant.json: still listed, so loading reports it.
    fs.mkdirSync(path.join(root, 'half'));
    fs.writeFileSync(path.join(root, 'half', 'branches.json'), '{"items":[]}');
    expect(findTenantDirs(root).map((dir) => path.basename(dir))).toEqual(['a-tenant', 'b-tenant', 'half']);
  });

  it('gives no tenants for a missing root', () => {
    expect(findTenantDirs(path.join(root, 'missing'))).toEqual([]);
  });
});
