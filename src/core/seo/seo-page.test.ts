import { describe, expect, it } from 'vitest';
import { modules } from '../../app/modules.ts';
import { parseSettings } from '../../contract/settings-parse.ts';
import { Registry } from '../registry/registry.ts';
import { policyPages, seoPageKey, seoPageOf, seoPathOf, seoPaths, type SeoPage } from './seo-page.ts';

describe('seoPageOf', () => {
  it.each<[string, string, SeoPage]>([
    ['/', '', { kind: 'home' }],
    ['/product/12', '', { kind: 'product', id: 12 }],
    ['/product/12/', '?utm_source=x', { kind: 'product', id: 12 }],
    ['/category', '?id=7', { kind: 'category', id: 7 }],
    ['/category/', '?id=7&x=1', { kind: 'category', id: 7 }],
    ['/branches', '', { kind: 'branches' }],
    ['/branches/map', '', { kind: 'branches' }],
    ['/about', '', { kind: 'policy', policy: 'about' }],
    ['/offerta', '', { kind: 'policy', policy: 'offerta' }],
    ['/privacy', '', { kind: 'policy', policy: 'privacy' }],
  ])('%s%s is a public page', (path, search, page) => {
    expect(seoPageOf(path, search)).toEqual(page);
  });

  it.each([
    ['/product/012', ''],
    ['/product/1e3', ''],
    ['/product/-1', ''],
    ['/product/99999999999999999999', ''],
    ['/product/12/reviews', ''],
    ['/category', ''],
    ['/category', '?id=abc'],
    ['/basket', ''],
    ['/profile/orders/12', ''],
    ['/search', '?q=milk'],
    ['/ABOUT', ''],
  ])('%s%s is another page', (path, search) => {
    expect(seoPageOf(path, search)).toEqual({ kind: 'other' });
  });

  it('writes each page back to the address it was read from, with one key per page', () => {
    const pages: SeoPage[] = [
      { kind: 'home' },
      { kind: 'category', id: 7 },
      { kind: 'product', id: 12 },
      { kind: 'branches' },
      { kind: 'policy', policy: 'offerta' },
    ];
    for (const page of pages) {
      const path = seoPathOf(page) ?? '';
      const [pathname = '', query = ''] = path.split('?');
      expect(seoPageOf(pathname, query ? `?${query}` : '')).toEqual(page);
    }
    expect(new Set(pages.map(seoPageKey)).size).toBe(pages.length);
    expect(seoPathOf({ kind: 'other' })).toBeNull();
  });
});

describe('the public pages are routes of the storefront', () => {
  const registry = new Registry(modules);
  const everythingOn = parseSettings(
    { branchesActive: true, aboutMerchantActive: true, termsOfUseActive: true, privacyActive: true },
    'web',
  ).settings;
  const routePaths = (settings: typeof everythingOn) => registry.routes(settings).map((r) => r.path);

  it('has every path this list names, in the module that draws it', () => {
    const paths = routePaths(everythingOn);
    expect(paths).toContain(`${seoPaths.product}:id`);
    expect(paths).toContain(seoPaths.category);
    expect(paths).toContain(seoPaths.branches);
    expect(paths).toContain(seoPaths.branchesMap);
    for (const { path } of Object.values(policyPages)) expect(paths).toContain(path);
  });

  it('switches each policy page with the flag this list names', () => {
    for (const { path, flag } of Object.values(policyPages)) {
      const off = parseSettings(
        {
          branchesActive: true,
          aboutMerchantActive: true,
          termsOfUseActive: true,
          privacyActive: true,
          [flag]: false,
        },
        'web',
      ).settings;
      expect(routePaths(off), flag).not.toContain(path);
    }
    const noBranches = parseSettings({ branchesActive: false }, 'web').settings;
    expect(routePaths(noBranches)).not.toContain(seoPaths.branches);
  });
});
