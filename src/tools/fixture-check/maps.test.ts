import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultFixturesRoot } from '../../server/base/paths.ts';
import { findTenantDirs } from '../../server/tenants/load-tenants.ts';
import { checkTenant } from './check-tenant.ts';
import { mapsFolderOf, repoMapsDir } from './maps-folder.ts';
import {
  brief,
  editJson,
  getAt,
  setAt,
  setIn,
  tempTenants,
  type TempFixtures,
} from '../../../tests/support/tools/fixture-check/test-support.ts';

const copy = tempTenants();
const MAP = '../maps/tashkent.json';

/** Copies the repository's base maps of `areas` into maps/ of the temporary fixtures root. */
function withMaps(temp: TempFixtures, ...areas: string[]): string {
  const dir = path.join(temp.root, 'maps');
  mkdirSync(dir, { recursive: true });
  for (const area of areas) cpSync(path.join(repoMapsDir, `${area}.json`), path.join(dir, `${area}.json`));
  return dir;
}

interface RawFeature {
  id: string;
  geometry: { coordinates: unknown };
  properties: { kind: string; street?: string };
}

/** Lets `edit` change the features of a copied map in place. */
function editFeatures(mapsDir: string, area: string, edit: (features: RawFeature[]) => void) {
  editJson(mapsDir, `${area}.json`, (json) => edit(getAt(json, ['features']) as RawFeature[]));
}

const indexOf = (features: RawFeature[], kind: string, nth = 0) =>
  features.map((f, i) => (f.properties.kind === kind ? i : -1)).filter((i) => i >= 0)[nth]!;

describe('the maps folder of a tenant', () => {
  it('is maps/ next to the tenant folder when there is one', () => {
    const temp = copy('burger');
    const dir = withMaps(temp, 'tashkent');
    expect(mapsFolderOf(temp.dir('burger'))).toBe(dir);
  });

  it("is the repository's fixtures/maps for a tenant folder kept elsewhere", async () => {
    const temp = copy('burger');
    expect(mapsFolderOf(temp.dir('burger'))).toBe(repoMapsDir);
    expect(mapsFolderOf(path.join(defaultFixturesRoot, 'burger'))).toBe(repoMapsDir);
    expect(brief(await checkTenant(temp.dir('burger')))).toEqual([]);
  });

  it('is not mistaken for a tenant', () => {
    const temp = copy('burger');
    withMaps(temp, 'tashkent', 'samarkand');
    expect(findTenantDirs(temp.root).map((dir) => path.basename(dir))).toEqual(['burger']);
    expect(findTenantDirs(defaultFixturesRoot).map((dir) => path.basename(dir))).not.toContain('maps');
  });
});

describe('base map files', () => {
  it('finds nothing wrong with the demo map of Tashkent', async () => {
    const temp = copy('burger');
    withMaps(temp, 'tashkent');
    expect(brief(await checkTenant(temp.dir('burger')))).toEqual([]);
  });

  it('reports a map that is not JSON, and the zones and branches it leaves without streets', async () => {
    const temp = copy('burger');
    const maps = withMaps(temp);
    writeFileSync(path.join(maps, 'tashkent.json'), '{ "type": "FeatureCollection", }');
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report).filter((f) => f.file === MAP)).toEqual([
      { code: 'invalid-json', file: MAP, path: '' },
    ]);
    expect(report.findings.find((f) => f.file === MAP)?.message).toMatch(/^not valid JSON at line 1, column/);
    expect(brief(report).filter((f) => f.file !== MAP)).toEqual([
      { code: 'branch-outside-map', file: 'branches.json', path: '$.items[0]' },
      { code: 'branch-outside-map', file: 'branches.json', path: '$.items[1]' },
      { code: 'branch-outside-map', file: 'branches.json', path: '$.items[2]' },
      { code: 'region-outside-map', file: 'regions.json', path: '$.items[0].polygon' },
      { code: 'region-outside-map', file: 'regions.json', path: '$.items[1].polygon' },
      { code: 'region-outside-map', file: 'regions.json', path: '$.items[2].polygon' },
    ]);
    expect(report.findings.find((f) => f.code === 'region-outside-map')?.message).toBe(
      `delivery zone 100031 (Chilonzor) lies on none of the base maps in ${maps}, so the demo map is blank there`,
    );
  });

  it('names the feature and the field that do not match the contract', async () => {
    const temp = copy('burger');
    const maps = withMaps(temp, 'tashkent');
    let at = 0;
    editFeatures(maps, 'tashkent', (features) => {
      at = indexOf(features, 'house');
      features[at]!.properties.kind = 'hause';
    });
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'schema-mismatch', file: MAP, path: `$.features[${at}].properties.kind` },
    ]);
    expect(report.findings[0]).toMatchObject({
      message: 'feature "tashkent/amir-temur/2": not one of the allowed values',
      suggestion: 'write "house"',
    });
  });

  it('reports a house whose street is not a street of the map', async () => {
    const temp = copy('burger');
    const maps = withMaps(temp, 'tashkent');
    let [unknown, landmark] = [0, 0];
    editFeatures(maps, 'tashkent', (features) => {
      unknown = indexOf(features, 'house', 0);
      landmark = indexOf(features, 'house', 1);
      features[unknown]!.properties.street = 'tashkent/nowhere';
      features[landmark]!.properties.street = 'tashkent/chorsu-bozori';
    });
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'map-unknown-street', file: MAP, path: `$.features[${unknown}].properties.street` },
      { code: 'map-unknown-street', file: MAP, path: `$.features[${landmark}].properties.street` },
    ]);
    expect(report.findings.map((f) => f.message)).toEqual([
      'house "tashkent/amir-temur/2" names street "tashkent/nowhere", which is not a feature of this map',
      'house "tashkent/amir-temur/1" names "tashkent/chorsu-bozori", which is a landmark, not a street',
    ]);
  });

  it('reports two features with one id', async () => {
    const temp = copy('burger');
    const maps = withMaps(temp, 'tashkent');
    let [first, second] = [0, 0];
    editFeatures(maps, 'tashkent', (features) => {
      first = indexOf(features, 'landmark', 0);
      second = indexOf(features, 'landmark', 1);
      features[second]!.id = features[first]!.id;
    });
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([{ code: 'duplicate-id', file: MAP, path: `$.features[${second}].id` }]);
    expect(report.findings[0]?.message).toBe(
      `feature id "tashkent/metro-olmazor" is used twice (first at $.features[${first}])`,
    );
  });

  it('reports a place outside its area and spots swapped coordinates', async () => {
    const temp = copy('burger');
    const maps = withMaps(temp, 'tashkent');
    let at = 0;
    editFeatures(maps, 'tashkent', (features) => {
      at = features.findIndex((f) => f.id === 'tashkent/chorsu-bozori');
      const [lon, lat] = features[at]!.geometry.coordinates as [number, number];
      features[at]!.geometry.coordinates = [lat, lon];
    });
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'map-place-outside-area', file: MAP, path: `$.features[${at}].geometry.coordinates` },
    ]);
    expect(report.findings[0]?.message).toMatch(
      /^landmark "tashkent\/chorsu-bozori" has a point at longitude 41\.3266, latitude 69\.2362: \d+ km from the centre of Tashkent$/,
    );
    expect(report.findings[0]?.suggestion).toBe(
      'the point looks like [latitude, longitude]; GeoJSON writes [longitude, latitude]: [69.2362, 41.3266]',
    );
  });

  it('reports a point far from the city even inside a box that grew to hold it', async () => {
    const temp = copy('burger');
    const maps = withMaps(temp, 'tashkent');
    let at = 0;
    editJson(maps, 'tashkent.json', (json) => {
      const features = getAt(json, ['features']) as RawFeature[];
      at = indexOf(features, 'house', 5);
      features[at]!.geometry.coordinates = [69.9, 41.3];
      setAt(json, ['bbox'], [69.1, 41.1, 70, 41.5]);
    });
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'map-place-outside-area', file: MAP, path: `$.features[${at}].geometry.coordinates` },
    ]);
    expect(report.findings[0]?.suggestion).toBe(
      'check the coordinates: GeoJSON writes [longitude, latitude]',
    );
  });

  it('warns about a map without "$schema"', async () => {
    const temp = copy('burger');
    const maps = withMaps(temp, 'tashkent');
    setIn(maps, 'tashkent.json', ['$schema'], undefined);
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([{ code: 'schema-ref-missing', file: MAP, path: '$.$schema' }]);
    expect(report.findings[0]?.expected).toBe('"$schema": "../../schemas/map-data.json"');
  });
});

describe('delivery zones and branches on the base maps', () => {
  it('warns about a zone that reaches beyond the streets', async () => {
    const temp = copy('burger');
    withMaps(temp, 'tashkent');
    editJson(temp.dir('burger'), 'regions.json', (json) => {
      const points = getAt(json, ['items', 1, 'polygon']) as Array<[number, number]>;
      setAt(
        json,
        ['items', 1, 'polygon'],
        points.map(([lat, lon]) => [lat + 0.02, lon]),
      );
    });
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'region-outside-map', file: 'regions.json', path: '$.items[1].polygon' },
    ]);
    expect(report.findings[0]?.message).toMatch(
      /^delivery zone 100032 \(Yunusobod\) reaches where the base maps have no streets: \d+ of \d+ points checked are more than 1 km from a street, e\.g\. 41\.\d{5}, 69\.\d{5}$/,
    );
  });

  it('spots a zone written [longitude, latitude]', async () => {
    const temp = copy('burger');
    editJson(temp.dir('burger'), 'regions.json', (json) => {
      const points = getAt(json, ['items', 0, 'polygon']) as Array<[number, number]>;
      setAt(
        json,
        ['items', 0, 'polygon'],
        points.map(([lat, lon]) => [lon, lat]),
      );
    });
    const report = await checkTenant(temp.dir('burger'));
    const outside = report.findings.find((f) => f.code === 'region-outside-map');
    expect(outside?.message).toMatch(/^delivery zone 100031 \(Chilonzor\) lies on none of the base maps in /);
    expect(outside?.suggestion).toBe(
      'the points look like [longitude, latitude]: write each point as [latitude, longitude]',
    );
  });

  it('warns about a branch with no street nearby, and not about a deleted one', async () => {
    const temp = copy('burger');
    withMaps(temp, 'tashkent');
    setIn(temp.dir('burger'), 'branches.json', ['items', 0, 'latitude'], 41.5);
    setIn(temp.dir('burger'), 'branches.json', ['items', 1, 'longitude'], 70.5);
    setIn(temp.dir('burger'), 'branches.json', ['items', 1, 'deleted'], true);
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'branch-outside-map', file: 'branches.json', path: '$.items[0]' },
    ]);
    expect(report.findings[0]?.message).toBe(
      `branch 100011 (Burger Lab Chilonzor) at 41.50000, 69.20354 has no street of the base maps in ${path.join(temp.root, 'maps')} within 300 m, so the demo map around it is blank`,
    );
  });
});

describe('the demo tenants', () => {
  it.each(findTenantDirs(defaultFixturesRoot).map((dir) => [path.basename(dir), dir]))(
    '%s: every zone and branch lies on the streets of a base map',
    async (_name, dir) => {
      const report = await checkTenant(dir);
      const mapCodes = [
        'region-outside-map',
        'branch-outside-map',
        'map-unknown-street',
        'map-place-outside-area',
      ];
      expect(
        report.findings.filter((f) => mapCodes.includes(f.code) || f.file.startsWith('../maps/')),
      ).toEqual([]);
    },
  );
});
