/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { CONSOLE_BUILD_MODE } from './src/tools/vite/console-build.ts';
import { firstScreenGroups } from './src/tools/vite/first-screen-chunks.ts';
import { layoutDocuments } from './src/tools/vite/layout-documents.ts';

/**
 * Server test files whose tests touch the database, in folders that also hold pure tests (which stay
 * in the unit project only).
 */
const POSTGRES_FILES = ['src/server/maps/*-api.test.ts'];

/** Server folders whose tests touch the database: they run on both engines. */
const POSTGRES_FOLDERS = [
  'accounts',
  'catalogue',
  'console',
  'deliveries',
  'dev',
  'http',
  'lifecycle',
  'notifications',
  'orders',
  'payments',
  'places',
  'reviews',
  'reservations',
  'sms',
  'stop-list',
  'tenant-data',
  'storage',
  'telegram',
  'vacancies',
];

/**
 * One config for the storefront build, the dev server (used in middleware mode by the reference
 * server, see src/server/dev/vite-middleware.ts) and the unit tests.
 */
export default defineConfig(async ({ command, mode, isSsrBuild }): Promise<UserConfig> => ({
  plugins: [react(), layoutDocuments()],
  // A JSON file exports its default only: the modules' texts are loaded whole (core/i18n/module-messages.ts),
  // and a named export per key would ship every text twice.
  json: { namedExports: false },
  resolve: {
    // The browser's zod parses without `new Function`, which the page's Content-Security-Policy
    // refuses (src/app/start/zod-jitless.ts). Unit tests keep plain zod, as the server runs it.
    alias:
      mode === 'test'
        ? []
        : [
            {
              find: /^zod$/,
              replacement: fileURLToPath(new URL('src/app/start/zod-jitless.ts', import.meta.url)),
            },
          ],
  },
  // The server-rendering bundle (`vite build --ssr src/app/ssr/entry-server.tsx`, see package.json's
  // build) carries its dependencies: it runs from wherever the build was put, with no node_modules
  // next to it.
  ...(isSsrBuild ? { ssr: { noExternal: true, target: 'node' as const } } : {}),
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    manifest: !isSsrBuild,
    sourcemap: false,
    // Every browser the build targets (es2022) knows modulepreload: no polyfill in the page's entry.
    modulePreload: { polyfill: false },
    // One stylesheet for the whole storefront, linked by index.html: a server-rendered page is drawn
    // right on its first paint, whatever lazy screen it shows (split CSS would arrive with each
    // screen's code, after the paint). The map library's own styles load with the map.
    cssCodeSplit: false,
    // Budget test: tests/e2e/size-budget.spec.ts measures what the home route really loads.
    chunkSizeWarningLimit: 400,
    // The home's small lazy components and their texts in two chunks (src/tools/vite/first-screen-chunks.ts),
    // found in the module registry: only a browser build chunks, so only it loads the registry.
    // (Not in the console's build: src/tools/vite/console-build.ts.)
    ...(command === 'build' && !isSsrBuild && mode !== CONSOLE_BUILD_MODE
      ? {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: await firstScreenGroups(fileURLToPath(new URL('src', import.meta.url))),
              },
            },
          },
        }
      : {}),
  },
  test: {
    environment: 'node',
    pool: 'threads',
    // Test files share a worker's module cache: the suite runs in well under half the time. Tests
    // must therefore not rely on module state left by another file (none does; keep it that way).
    isolate: false,
    testTimeout: 20000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts', 'fixtures/**/*.test.ts'],
          // Tests that need PostgreSQL itself (several instances on one database) run only there.
          exclude: ['**/*.postgres.test.ts'],
        },
      },
      {
        // The server's storage and API tests again, on PostgreSQL: Debian's server, started in a
        // temporary folder by the global setup; every test app gets a database of its own.
        extends: true,
        test: {
          name: 'postgres',
          include: [`src/server/{${POSTGRES_FOLDERS.join(',')}}/**/*.test.ts`, ...POSTGRES_FILES],
          env: { STOREFRONT_TEST_DB: 'postgres' },
          globalSetup: ['tests/postgres/global-setup.ts'],
        },
      },
    ],
  },
}));
