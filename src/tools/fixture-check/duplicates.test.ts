import { describe, expect, it } from 'vitest';
import { checkTenant } from './check-tenant.ts';
import {
  brief,
  editJson,
  getAt,
  setAt,
  tempTenants,
} from '../../../tests/support/tools/fixture-check/test-support.ts';

const copy = tempTenants();

/** Appends a copy of entry `index` of the list at `list`, changed by `change`. */
function duplicateEntry(
  dir: string,
  file: string,
  list: (string | number)[],
  index: number,
  change: Record<string, unknown> = {},
) {
  editJson(dir, file, (json) => {
    const entries = getAt(json, list) as unknown[];
    entries.push({ ...(entries[index] as object), ...change });
  });
}

describe('duplicates', () => {
  it('reports duplicate ids of groups, categories and products', async () => {
    const temp = copy('burger');
    const dir = temp.dir('burger');
    duplicateEntry(dir, 'catalogue.json', ['groups'], 0);
    duplicateEntry(dir, 'catalogue.json', ['categories'], 0);
    duplicateEntry(dir, 'catalogue.json', ['products'], 0);
    expect(brief(await checkTenant(dir))).toEqual([
      { code: 'duplicate-id', file: 'catalogue.json', path: '$.groups[2].id' },
      { code: 'duplicate-id', file: 'catalogue.json', path: '$.categories[7].id' },
      { code: 'duplicate-id', file: 'catalogue.json', path: '$.products[36].id' },
    ]);
  });

  it('reports duplicate ids in list files, modifications and story slides', async () => {
    const temp = copy('burger');
    const dir = temp.dir('burger');
    duplicateEntry(dir, 'cities.json', ['items'], 0, { isMain: false });
    duplicateEntry(dir, 'vacancies.json', ['items'], 0);
    duplicateEntry(dir, 'stories.json', ['items', 1, 'slides'], 0);
    const modifications = ['products', 0, 'modificationGroups', 1, 'modifications'];
    editJson(dir, 'catalogue.json', (json) =>
      setAt(
        json,
        [...modifications, 0, 'id'],
        getAt(json, ['products', 0, 'modificationGroups', 0, 'modifications', 0, 'id']),
      ),
    );
    expect(brief(await checkTenant(dir))).toEqual([
      {
        code: 'duplicate-id',
        file: 'catalogue.json',
        path: '$.products[0].modificationGroups[1].modifications[0].id',
      },
      { code: 'duplicate-id', file: 'cities.json', path: '$.items[1].id' },
      { code: 'duplicate-id', file: 'stories.json', path: '$.items[1].slides[3].id' },
      { code: 'duplicate-id', file: 'vacancies.json', path: '$.items[3].id' },
    ]);
  });

  it('reports a promo code used twice, whatever its case', async () => {
    const temp = copy('burger');
    duplicateEntry(temp.dir('burger'), 'promos.json', ['items'], 0, { id: 100899, code: 'lab10' });
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'duplicate-promo-code', file: 'promos.json', path: '$.items[6].code' },
    ]);
  });
});
