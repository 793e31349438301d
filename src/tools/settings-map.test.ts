/**
 * Keeps docs/settings-map.md true. `npm run settings-map` runs this file with UPDATE_SETTINGS_MAP=1
 * to rewrite it (the module list needs Vite's import.meta.glob, so it is generated under Vitest).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modules } from '../app/modules.ts';
import { defineModule } from '../core/registry/define-module.ts';
import { ownershipProblems, settingsMapMarkdown, studioGroups } from './settings-map.ts';

const file = join(import.meta.dirname, '../../docs/settings-map.md');
const groupsFile = join(import.meta.dirname, '../console/studio/settings-groups.json');

describe('settings map', () => {
  it('gives every settings key of both variants exactly one answer', () => {
    expect(ownershipProblems(modules)).toEqual([]);
  });

  it('refuses a key a module reads that the server keeps to itself', () => {
    const crm = defineModule({ id: 'crm-widget', owns: ['amoCRMHash'], enabled: () => true });
    expect(ownershipProblems([...modules, crm])).toContain(
      'amoCRMHash: the storefront needs it, but src/contract/settings.ts keeps it on the server',
    );
  });

  it('is current (run npm run settings-map after changing a module or a settings key)', () => {
    const expected = settingsMapMarkdown(modules);
    if (process.env.UPDATE_SETTINGS_MAP) writeFileSync(file, expected);
    let committed = '';
    try {
      committed = readFileSync(file, 'utf8');
    } catch {
      // Missing file: the comparison below fails with the whole expected text.
    }
    expect(committed, 'docs/settings-map.md is stale: run npm run settings-map').toBe(expected);
  });

  it("keeps the console studio's grouping current (the same command writes it)", () => {
    const expected = `${JSON.stringify(studioGroups(modules), null, 2)}\n`;
    if (process.env.UPDATE_SETTINGS_MAP) writeFileSync(groupsFile, expected);
    let committed = '';
    try {
      committed = readFileSync(groupsFile, 'utf8');
    } catch {
      // Missing file: the comparison below fails with the whole expected text.
    }
    expect(committed, 'src/console/studio/settings-groups.json is stale: run npm run settings-map').toBe(
      expected,
    );
  });
});
