import { describe, expect, it } from 'vitest';
import { checkTenant } from './check-tenant.ts';
import { brief, setIn, tempTenants } from '../../../tests/support/tools/fixture-check/test-support.ts';

const copy = tempTenants();

describe('images', () => {
  it('reports a missing image file and suggests the closest existing one', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'catalogue.json', ['products', 0, 'image'], 'burger/products/clasic.svg');
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'missing-image', file: 'catalogue.json', path: '$.products[0].image' },
    ]);
    expect(report.findings[0]?.suggestion).toBe('did you mean "burger/products/classic.svg"?');
  });

  it('checks every kind of image field', async () => {
    const temp = copy('burger');
    const dir = temp.dir('burger');
    setIn(dir, 'merchant.json', ['logo'], 'burger/brand/none.svg');
    setIn(dir, 'settings-web.json', ['favicon'], 'burger/brand/none.svg');
    setIn(dir, 'catalogue.json', ['groups', 0, 'icon'], 'burger/none/icon.svg');
    setIn(
      dir,
      'catalogue.json',
      ['products', 1, 'gallery'],
      ['burger/products/classic.svg', 'burger/none/g.svg'],
    );
    setIn(
      dir,
      'catalogue.json',
      ['products', 0, 'modificationGroups', 0, 'modifications', 0, 'image'],
      'burger/none/m.svg',
    );
    setIn(dir, 'stories.json', ['items', 0, 'cover'], 'burger/none/cover.svg');
    setIn(dir, 'stories.json', ['items', 0, 'slides', 1, 'image'], 'burger/none/slide.svg');
    setIn(dir, 'banners.json', ['items', 0, 'image'], 'burger/none/banner.svg');
    setIn(dir, 'payment-methods.json', ['items', 0, 'icon'], 'burger/none/cash.svg');
    expect(brief(await checkTenant(dir))).toEqual([
      { code: 'missing-image', file: 'merchant.json', path: '$.logo' },
      { code: 'missing-image', file: 'settings-web.json', path: '$.favicon' },
      { code: 'missing-image', file: 'catalogue.json', path: '$.groups[0].icon' },
      {
        code: 'missing-image',
        file: 'catalogue.json',
        path: '$.products[0].modificationGroups[0].modifications[0].image',
      },
      { code: 'missing-image', file: 'catalogue.json', path: '$.products[1].gallery[1]' },
      { code: 'missing-image', file: 'banners.json', path: '$.items[0].image' },
      { code: 'missing-image', file: 'stories.json', path: '$.items[0].cover' },
      { code: 'missing-image', file: 'stories.json', path: '$.items[0].slides[1].image' },
      { code: 'missing-image', file: 'payment-methods.json', path: '$.items[0].icon' },
    ]);
  });

  it("reports another tenant's image outside brands.json", async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'catalogue.json', ['categories', 0, 'image'], 'cafe/products/classic.svg');
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'foreign-image', file: 'catalogue.json', path: '$.categories[0].image' },
    ]);
    expect(report.findings[0]?.suggestion).toBe('write "burger/products/classic.svg"');
  });

  it('reports a path without the sub in front', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'catalogue.json', ['categories', 0, 'image'], 'products/classic.svg');
    setIn(temp.dir('burger'), 'catalogue.json', ['categories', 1, 'image'], 'media/products/combo.svg');
    setIn(temp.dir('burger'), 'catalogue.json', ['categories', 2, 'image'], 'fries.svg');
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'bad-image-path', file: 'catalogue.json', path: '$.categories[0].image' },
      { code: 'bad-image-path', file: 'catalogue.json', path: '$.categories[1].image' },
      { code: 'bad-image-path', file: 'catalogue.json', path: '$.categories[2].image' },
    ]);
    expect(report.findings.map((f) => f.suggestion)).toEqual([
      'write "burger/products/classic.svg"',
      'write "burger/products/combo.svg"',
      undefined,
    ]);
  });

  it("looks brand images up in the sibling tenant's folder and only warns when absent", async () => {
    const temp = copy('foodhall', 'foodhall-sushi');
    const clean = await checkTenant(temp.dir('foodhall'));
    expect(brief(clean)).toEqual([]);
    setIn(temp.dir('foodhall'), 'brands.json', ['items', 1, 'image'], 'foodhall-sushi/brand/gone.svg');
    const report = await checkTenant(temp.dir('foodhall'));
    expect(brief(report)).toEqual([
      { code: 'missing-sibling-image', file: 'brands.json', path: '$.items[1].image' },
    ]);
    expect(report).toMatchObject({ errors: 0, warnings: 1 });
  });
});
