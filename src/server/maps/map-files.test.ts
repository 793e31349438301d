import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FixtureError } from '../tenants/fixture-problems.ts';
import { makeTempDir, removeDir } from '../../../tests/support/server/tenants/test-tenant.ts';
import { loadMapAreas } from './map-files.ts';
import { TEST_MAP_DIR, testAreas } from '../../../tests/support/server/maps/test-map.ts';

const temps: string[] = [];
afterEach(() => temps.splice(0).forEach(removeDir));

const testMap = () => JSON.parse(fs.readFileSync(path.join(TEST_MAP_DIR, 'tashkent-test.json'), 'utf8'));

/** A maps folder with these files (name → JSON value, or raw text). */
function mapsFolder(files: Record<string, unknown>): string {
  const dir = makeTempDir('storefront-maps-');
  temps.push(dir);
  for (const [name, content] of Object.entries(files))
    fs.writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return dir;
}

const problemsOf = (dirs: string[], required = false) => {
  try {
    loadMapAreas(dirs, { required });
  } catch (error) {
    if (error instanceof FixtureError) return { message: error.message, problems: error.problems };
    throw error;
  }
  throw new Error('expected a FixtureError');
};

describe('loadMapAreas', () => {
  it('loads every *.json of the folder as an area named by its file', () => {
    const [area] = testAreas();
    expect(area?.key).toBe('tashkent-test');
    expect(area?.data.name.uz).toBe('Toshkent');
    expect(area?.data.features.length).toBeGreaterThan(15);
    expect(loadMapAreas([path.join(TEST_MAP_DIR, 'missing')])).toEqual([]);
  });

  it('refuses a bad file with its path, the JSON path and what was expected', () => {
    const broken = testMap();
    broken.features[0].geometry.coordinates[0] = [200, 41.3];
    broken.features[2].properties.kind = 'road';
    const dir = mapsFolder({ 'almaty.json': broken, 'notes.json': '{ not json' });
    const { message, problems } = problemsOf([dir]);
    expect(message).toMatch(/^Invalid map files, the server will not start \(3 problems\)/);
    expect(problems).toEqual([
      expect.objectContaining({
        file: path.join(dir, 'almaty.json'),
        path: '$.features[0].geometry.coordinates[0][0]',
      }),
      expect.objectContaining({ path: '$.features[2].properties.kind' }),
      expect.objectContaining({
        file: path.join(dir, 'notes.json'),
        message: expect.stringMatching(/^not valid JSON/),
      }),
    ]);
  });

  it('refuses ids used twice and houses whose street is missing', () => {
    const map = testMap();
    const ids: string[] = map.features.map((f: { id: string }) => f.id);
    const twice = ids.indexOf('l-kosmonavtlar');
    map.features[twice].id = 'l-amir-temur-haykali';
    map.features.push({
      type: 'Feature',
      id: 'h-nowhere',
      geometry: { type: 'Point', coordinates: [69.28, 41.31] },
      properties: { kind: 'house', street: 'no-such-street', housenumber: '1' },
    });
    const { problems } = problemsOf([mapsFolder({ 'tashkent.json': map })]);
    expect(problems.map((p) => [p.path, p.message])).toEqual([
      [`$.features[${twice}].id`, 'duplicate feature id "l-amir-temur-haykali"'],
      [
        `$.features[${map.features.length - 1}].properties.street`,
        'no street feature has the id "no-such-street"',
      ],
    ]);
  });

  it('refuses an area defined twice and a named folder that is missing', () => {
    const a = mapsFolder({ 'tashkent.json': testMap() });
    const b = mapsFolder({ 'tashkent.json': testMap() });
    expect(problemsOf([a, b]).problems[0]?.message).toMatch(/area "tashkent" is also defined by/);
    expect(problemsOf([path.join(a, 'nope')], true).problems[0]?.message).toBe('maps folder not found');
  });
});
