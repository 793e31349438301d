import { describe, expect, it } from 'vitest';
import { checkTenant } from './check-tenant.ts';
import { colorSuggestion } from './colors.ts';
import { brief, setIn, tempTenants } from '../../../tests/support/tools/fixture-check/test-support.ts';

const copy = tempTenants();

describe('colours', () => {
  it.each([
    ['red', 'write the colour as a hex code: "#FF0000" is red'],
    ['DarkGreen', 'write the colour as a hex code: "#006400" is darkgreen'],
    ['#fce00', 'a colour needs 3 or 6 hex digits after # (e.g. #FCE000); "#fce00" has 5'],
    ['fce000', 'start it with #: "#fce000"'],
    ['rgb(255, 128, 0)', 'write it as a hex code: "#FF8000"'],
    [' #FCE000', 'remove the spaces: "#FCE000"'],
    ['#GGHHII', 'after # only the digits 0-9 and the letters A-F may follow, e.g. #FCE000'],
    ['sunset', undefined],
  ])('suggests a fix for %j', (value, suggestion) => {
    expect(colorSuggestion(value)).toBe(suggestion);
  });

  it('reports a CSS colour name once, with its hex code, instead of the bare schema error', async () => {
    const temp = copy('burger');
    setIn(temp.dir('burger'), 'merchant.json', ['color'], 'red');
    const report = await checkTenant(temp.dir('burger'));
    expect(brief(report)).toEqual([{ code: 'invalid-color', file: 'merchant.json', path: '$.color' }]);
    expect(report.findings[0]?.suggestion).toBe('write the colour as a hex code: "#FF0000" is red');
  });

  it('finds colours everywhere the contract expects one', async () => {
    const temp = copy('burger', 'foodhall', 'foodhall-sushi');
    const dir = temp.dir('burger');
    setIn(dir, 'settings-web.json', ['mainColor'], '#fce00');
    setIn(dir, 'catalogue.json', ['groups', 0, 'bgColor'], 'white');
    setIn(dir, 'catalogue.json', ['groups', 1, 'iconBgColor'], 'FFEEF4');
    setIn(dir, 'catalogue.json', ['categories', 1, 'textColor'], 'crimson');
    setIn(dir, 'regions.json', ['items', 2, 'color'], 'teal');
    setIn(temp.dir('foodhall'), 'brands.json', ['items', 1, 'color'], 'navy');
    expect(brief(await checkTenant(dir))).toEqual([
      { code: 'invalid-color', file: 'settings-web.json', path: '$.mainColor' },
      { code: 'invalid-color', file: 'catalogue.json', path: '$.groups[0].bgColor' },
      { code: 'invalid-color', file: 'catalogue.json', path: '$.groups[1].iconBgColor' },
      { code: 'invalid-color', file: 'catalogue.json', path: '$.categories[1].textColor' },
      { code: 'invalid-color', file: 'regions.json', path: '$.items[2].color' },
    ]);
    expect(brief(await checkTenant(temp.dir('foodhall')))).toEqual([
      { code: 'invalid-color', file: 'brands.json', path: '$.items[1].color' },
    ]);
  });
});
