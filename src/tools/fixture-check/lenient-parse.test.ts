import { describe, expect, it } from 'vitest';
import { fixtureFiles } from '../../contract/fixtures.ts';
import { checkTenant } from './check-tenant.ts';
import { parseLeniently } from './lenient-parse.ts';
import { brief, setIn, tempTenants } from '../../../tests/support/tools/fixture-check/test-support.ts';

const copy = tempTenants();

describe('lenient parsing', () => {
  it('drops invalid optional values and keeps array indices', () => {
    const schema = fixtureFiles.cities.schema;
    const json = {
      items: [
        { id: 1, name: { ru: 'А', en: 'A' }, latitude: 41, longitude: 69, isMain: 'yes' },
        { id: 2, name: { ru: 'Б' }, latitude: 42, longitude: 70 },
      ],
    };
    const data = parseLeniently(schema, json);
    expect(data?.items.map((c) => [c.id, c.isMain, c.name])).toEqual([
      [1, false, { ru: 'А' }],
      [2, false, { ru: 'Б' }],
    ]);
    expect(json.items[0]?.isMain).toBe('yes'); // the input is not changed
  });

  it('gives up on a value the schema cannot go without', () => {
    const json = { items: [{ id: 'one', name: { ru: 'А' }, latitude: 41, longitude: 69 }] };
    expect(parseLeniently(fixtureFiles.cities.schema, json)).toBeUndefined();
  });

  it('keeps the cross-file checks of a file with a schema error in an optional value', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'catalogue.json', ['categories', 0, 'viewType'], 'LARGE');
    setIn(temp.dir('burger'), 'catalogue.json', ['products', 3, 'categoryId'], 5);
    expect(brief(await checkTenant(temp.dir('burger')))).toEqual([
      { code: 'schema-mismatch', file: 'catalogue.json', path: '$.categories[0].viewType' },
      { code: 'unknown-category', file: 'catalogue.json', path: '$.products[3].categoryId' },
    ]);
  });
});
