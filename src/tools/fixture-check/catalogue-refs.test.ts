import { describe, expect, it } from 'vitest';
import { checkTenant } from './check-tenant.ts';
import { brief, setIn, tempTenants } from '../../../tests/support/tools/fixture-check/test-support.ts';

const copy = tempTenants();

describe('catalogue references', () => {
  it('reports a product pointing at a missing category', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'catalogue.json', ['products', 3, 'categoryId'], 100299);
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'unknown-category', file: 'catalogue.json', path: '$.products[3].categoryId' },
    ]);
    expect(report.findings[0]?.message).toContain('product 101004 points at category 100299');
  });

  it('reports a category and a product pointing at a missing group', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'catalogue.json', ['categories', 6, 'groupId'], 100199);
    setIn(temp.dir('burger'), 'catalogue.json', ['products', 0, 'group'], 100199);
    expect(brief(await checkTenant(temp.dir('burger')))).toEqual([
      { code: 'unknown-group', file: 'catalogue.json', path: '$.categories[6].groupId' },
      { code: 'unknown-group', file: 'catalogue.json', path: '$.products[0].group' },
    ]);
  });

  it("warns when a product's group is not its category's group", async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'catalogue.json', ['products', 2, 'group'], 100102);
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'group-mismatch', file: 'catalogue.json', path: '$.products[2].group' },
    ]);
    expect(report).toMatchObject({ errors: 0, warnings: 1 });
  });

  it('reports a product listed for a missing branch', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'catalogue.json', ['products', 6, 'productBranch', 0, 'branchId'], 100019);
    expect(brief(await checkTenant(temp.dir('burger')))).toEqual([
      { code: 'unknown-branch', file: 'catalogue.json', path: '$.products[6].productBranch[0].branchId' },
    ]);
  });

  it('reports banners and reviews pointing at a missing product', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'banners.json', ['items', 1, 'productId'], 109999);
    setIn(temp.dir('burger'), 'reviews.json', ['items', 4, 'productId'], 109999);
    expect(brief(await checkTenant(temp.dir('burger')))).toEqual([
      { code: 'unknown-product', file: 'banners.json', path: '$.items[1].productId' },
      { code: 'unknown-product', file: 'reviews.json', path: '$.items[4].productId' },
    ]);
  });
});
