import { afterAll, describe, expect, it } from 'vitest';
import {
  makeTempDir,
  removeDir,
  tenantFiles,
  writeTenant,
} from '../../../tests/support/server/tenants/test-tenant.ts';
import { readTenant } from './tenant-input.ts';

const root = makeTempDir('fixture-preview-');
afterAll(() => removeDir(root));

describe('readTenant', () => {
  it('names the tenant by its brand, else by the merchant name in the main language', () => {
    const plain = readTenant(writeTenant(root, 1, 'plain'));
    expect(plain.name).toBe('Тест plain');
    expect(plain.clickSettings).toBeNull();
    const branded = readTenant(
      writeTenant(root, 2, 'branded', {
        files: { 'settings-web.json': { ...settingsOf('branded'), brand: 'Brand' } },
      }),
    );
    expect(branded.name).toBe('Brand');
  });

  it('parses the Click settings when the folder has them, and reports keys the client ignores', () => {
    const input = readTenant(
      writeTenant(root, 3, 'clicky', {
        files: {
          'settings-web.json': { ...settingsOf('clicky'), madeUpKey: 1 },
          'settings-click-app.json': { $schema: '../../schemas/settings-click-app.json', eng: true },
        },
      }),
    );
    expect(input.clickSettings?.eng).toBe(true);
    expect(input.warnings).toEqual([expect.stringMatching(/^settings-web\.json: madeUpKey: unknown/)]);
  });

  it('refuses an invalid tenant with the server message', () => {
    const dir = writeTenant(root, 4, 'broken', { files: { 'catalogue.json': { groups: 'no' } } });
    expect(() => readTenant(dir)).toThrow(/catalogue\.json/);
  });
});

function settingsOf(sub: string): Record<string, unknown> {
  return tenantFiles(1, sub)['settings-web.json'] as Record<string, unknown>;
}
