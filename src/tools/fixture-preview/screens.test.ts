import { describe, expect, it } from 'vitest';
import { assembleCatalogue } from '../../core/catalogue/assemble.ts';
import { defineModule } from '../../core/registry/define-module.ts';
import { Registry } from '../../core/registry/registry.ts';
import { buildScreens } from './screens.ts';
import {
  testCatalogue,
  testRegistry,
  testSettings,
} from '../../../tests/support/tools/fixture-preview/test-data.ts';

const catalogue = () => assembleCatalogue(testCatalogue());

describe('buildScreens', () => {
  it('starts with home and follows the enabled routes in registry order', () => {
    const { screens } = buildScreens(testRegistry(), testSettings(), catalogue());
    expect(screens).toEqual([
      { name: 'home', path: '/' },
      { name: 'category', path: '/category', moduleId: 'menu' },
      { name: 'product-id', path: '/product/100', moduleId: 'menu' },
      { name: 'about', path: '/about', moduleId: 'pages' },
    ]);
  });

  it('lists a route with parameters and no preview as skipped', () => {
    const { skipped } = buildScreens(testRegistry(), testSettings(), catalogue());
    expect(skipped).toEqual([
      expect.objectContaining({
        name: 'review-id',
        moduleId: 'menu',
        reason: expect.stringMatching(/no preview/),
      }),
    ]);
  });

  it('follows the settings: flags add and remove screens as they do in the app', () => {
    const names = (s: ReturnType<typeof testSettings>) =>
      buildScreens(testRegistry(), s, catalogue()).screens.map((x) => x.name);
    expect(names(testSettings({ aboutMerchantActive: false }))).not.toContain('about');
    expect(names(testSettings({ privacyActive: true, storiesActive: true }))).toEqual(
      expect.arrayContaining(['privacy', 'stories']),
    );
  });

  it('skips a preview with nothing to show, one that throws and one that is not a path', () => {
    const page = () => Promise.resolve({ default: () => null });
    const registry = new Registry([
      defineModule({
        id: 'odd',
        owns: [],
        enabled: () => true,
        routes: [
          { name: 'empty', path: '/a/:id', layout: 'default', load: page, preview: () => null },
          {
            name: 'throws',
            path: '/b/:id',
            layout: 'default',
            load: page,
            preview: () => {
              throw new Error('boom');
            },
          },
          { name: 'relative', path: '/c/:id', layout: 'default', load: page, preview: () => 'c/1' },
        ],
      }),
    ]);
    const { screens, skipped } = buildScreens(registry, testSettings(), catalogue());
    expect(screens.map((s) => s.name)).toEqual(['home']);
    expect(skipped.map((s) => [s.name, s.reason])).toEqual([
      ['empty', 'nothing to show for this tenant'],
      ['throws', 'preview() threw: boom'],
      ['relative', 'preview() gave "c/1", not a path'],
    ]);
  });

  it('gives the preview the catalogue it was handed (an empty menu has no product sample)', () => {
    const empty = assembleCatalogue({ ...testCatalogue(), products: [] });
    const { screens, skipped } = buildScreens(testRegistry(), testSettings(), empty);
    expect(screens.map((s) => s.name)).not.toContain('product-id');
    expect(skipped.map((s) => s.name)).toContain('product-id');
  });
});
