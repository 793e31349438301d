import { describe, expect, it } from 'vitest';
import { checkTenant } from './check-tenant.ts';
import { brief, setIn, tempTenants } from '../../../tests/support/tools/fixture-check/test-support.ts';

const copy = tempTenants();

describe('languages', () => {
  it('reports a main language that is not switched on', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'settings-web.json', ['eng'], false);
    setIn(temp.dir('burger'), 'settings-web.json', ['mainLanguage'], 'eng');
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'main-language-inactive', file: 'settings-web.json', path: '$.mainLanguage' },
    ]);
  });

  it('counts the names missing in an active language instead of listing each', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'settings-click-app.json', ['tr'], true);
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'missing-translation', file: 'catalogue.json', path: '$.groups' },
      { code: 'missing-translation', file: 'catalogue.json', path: '$.categories' },
      { code: 'missing-translation', file: 'catalogue.json', path: '$.products' },
      { code: 'missing-translation', file: 'policies.json', path: '$.items[0].text' },
      { code: 'missing-translation', file: 'policies.json', path: '$.items[1].text' },
      { code: 'missing-translation', file: 'policies.json', path: '$.items[2].text' },
      { code: 'missing-translation', file: 'extra-pages.json', path: '$.extra2.title' },
      { code: 'missing-translation', file: 'extra-pages.json', path: '$.extra2.text' },
      { code: 'missing-translation', file: 'extra-pages.json', path: '$.extr3.title' },
      { code: 'missing-translation', file: 'extra-pages.json', path: '$.extr3.text' },
    ]);
    expect(report.findings[2]?.message).toBe(
      '36 of 36 products have no Turkish ("tr") name: 101001, 101002, 101003, 101004, 101005 and 31 more',
    );
    expect(report).toMatchObject({ errors: 0, warnings: 10 });
  });

  it("reports a free page's missing text, and refuses a page the storefront has no route for", async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'extra-pages.json', ['extr3', 'text', 'uz'], '');
    setIn(temp.dir('burger'), 'extra-pages.json', ['extra4'], { title: { ru: 'x' }, text: { ru: 'y' } });
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'extra-pages.json', path: '$.extra4' }),
        { code: 'missing-translation', file: 'extra-pages.json', path: '$.extr3.text' },
      ]),
    );
    expect(report.errors).toBeGreaterThan(0);
  });

  it('reports a single missing name with its id', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'catalogue.json', ['products', 4, 'name', 'uz'], ' ');
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'missing-translation', file: 'catalogue.json', path: '$.products' },
    ]);
    expect(report.findings[0]?.message).toBe('1 of 36 products have no Uzbek ("uz") name: 101005');
  });

  it('reports a policy text missing in an active language', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'policies.json', ['items', 1, 'text', 'eng'], undefined);
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([
      { code: 'missing-translation', file: 'policies.json', path: '$.items[1].text' },
    ]);
    expect(report.findings[0]?.message).toBe('the TERMS text has no English ("eng") version');
  });
});
