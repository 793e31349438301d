/**
 * TEST ONLY: small registries, settings and catalogues for the pure parts of fixture:preview. The
 * catalogue is the server tests' tiny tenant, so these tests never depend on the demo fixtures.
 */
import { Catalogue, defaultSettings, type Settings } from '../../../../src/contract/index.ts';
import { defineModule, type ModuleDefinition } from '../../../../src/core/registry/define-module.ts';
import { Registry } from '../../../../src/core/registry/registry.ts';
import { tenantFiles } from '../../server/tenants/test-tenant.ts';

const page = () => Promise.resolve({ default: () => null });

/** Products 100 (every channel), 101 (TG only), 102 (WEB and APP), all in category 10. */
export const testCatalogue = (): Catalogue => Catalogue.parse(tenantFiles(1, 'test')['catalogue.json']);

/** Settings with the flags the test modules read. */
export const testSettings = (overrides: Partial<Settings> = {}): Settings => ({
  ...defaultSettings(),
  aboutMerchantActive: true,
  ...overrides,
});

/** Modules in the shapes real ones take: plain, previewed, parameterised, flagged, switched off. */
export const testModules: ModuleDefinition[] = [
  defineModule({
    id: 'menu',
    owns: [],
    enabled: () => true,
    routes: [
      { name: 'category', path: '/category', layout: 'default', load: page },
      {
        name: 'product-id',
        path: '/product/:id',
        layout: 'default',
        load: page,
        preview: ({ catalogue }) => {
          const first = catalogue.categories[0]?.products[0];
          return first ? `/product/${first.id}` : null;
        },
      },
      { name: 'review-id', path: '/review/:id', layout: 'default', load: page },
    ],
  }),
  defineModule({
    id: 'pages',
    owns: ['aboutMerchantActive', 'privacyActive'],
    enabled: () => true,
    routes: [
      {
        name: 'about',
        path: '/about',
        layout: 'default',
        load: page,
        enabled: (s) => s.aboutMerchantActive,
      },
      { name: 'privacy', path: '/privacy', layout: 'default', load: page, enabled: (s) => s.privacyActive },
    ],
  }),
  defineModule({
    id: 'stories',
    owns: ['storiesActive'],
    enabled: (s) => s.storiesActive,
    routes: [{ name: 'stories', path: '/stories', layout: 'default', load: page }],
  }),
];

export const testRegistry = (): Registry => new Registry(testModules);
