/**
 * ESLint flat config. Fast on purpose: no type-aware rules (tsc runs separately in `npm test`).
 *
 * Import boundaries (see docs on the architecture):
 * - the layers (`layers` below) import one way only: contract <- core <- ui <- map <- modules <- app
 *   for the storefront; the server imports contract and core, and its base layer (src/server/base)
 *   no other server folder; tools may import everything but tests; nothing in src (tests aside)
 *   imports tests/;
 * - a feature module in src/modules/<id>/ never imports another module (src/modules/<other>/...);
 * - src/console (the merchant's console) stands on contract, core and ui, never on modules or app;
 * - src/app reaches a module only through its module.ts (the registry's list, src/app/modules.ts);
 * - src/contract imports neither React nor Node built-ins (it is loaded by the browser bundle too).
 *
 * The module zones are generated from the directory listing of src/modules each time the config is
 * loaded, so a new module is covered without touching this file.
 */
import { existsSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-rules/module-boundaries.js';

const root = import.meta.dirname;

/** Ids of the feature modules: the folders under <base>/src/modules. */
export function moduleIds(base = root) {
  const dir = path.join(base, 'src/modules');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The storefront's layers, lowest first: each may import those before it. */
const storefrontOrder = ['contract', 'core', 'ui', 'map', 'modules', 'app'];

/**
 * The project's one-way order: each layer imports its own files and the layers in `may`. Paths are
 * relative to the project root; a file belongs to the layer whose path holds it most closely.
 * @type {{ name: string, path: string, may: string[] }[]}
 */
export const layers = [
  ...storefrontOrder.map((name, index) => ({
    name,
    path: `src/${name}`,
    may: storefrontOrder.slice(0, index),
  })),
  // The merchant's console (a second entry): the storefront's lower layers, none of its modules or app.
  { name: 'console', path: 'src/console', may: ['contract', 'core', 'ui'] },
  // What every server folder needs (errors and their texts, logger, paths, limits): it stands on
  // the contract alone, so no server folder is ever imported back through it.
  { name: 'server/base', path: 'src/server/base', may: ['contract'] },
  // The server renders with the storefront's core (page heads, server rendering) but none of its UI.
  { name: 'server', path: 'src/server', may: ['contract', 'core', 'server/base'] },
  {
    name: 'tools',
    path: 'src/tools',
    may: [...storefrontOrder, 'server/base', 'server'],
  },
  // Test helpers (tests/support) serve test files only.
  { name: 'tests', path: 'tests', may: [] },
];

/** The module files src/app may name: each module's module.ts (the registry's list, app/modules.ts). */
const appReachesModulesThrough = (ids) => ids.map((id) => `./${id}/module.ts`);

/**
 * The import-boundary part of the config for a project rooted at `base`. Exported so the unit test
 * can apply exactly these rules to a sample project.
 * @param {string} [base]
 * @returns {import('eslint').Linter.Config[]}
 */
export function boundaryConfig(base = root) {
  const zones = [
    ...moduleIds(base).map((id) => ({
      target: `src/modules/${id}`,
      from: 'src/modules',
      except: [`./${id}`],
      message: `Module "${id}" must not import another module: share through src/core, src/ui or src/contract.`,
    })),
  ];
  // Shipping code only: a test of src/app may render a module's screen itself.
  const appZone = {
    target: 'src/app',
    from: 'src/modules',
    except: appReachesModulesThrough(moduleIds(base)),
    message:
      "src/app reaches a module only through its module.ts (the registry's list in src/app/modules.ts).",
  };
  const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_'));
  return [
    {
      name: 'boundaries/paths',
      files: ['src/**/*.{ts,tsx,js,jsx,mts,mjs}'],
      plugins: { boundaries },
      rules: {
        'boundaries/module-boundaries': ['error', { basePath: base, zones: [...zones, appZone], layers }],
      },
    },
    {
      // A test beside the code may assemble what stands above it (the whole registry, a test app)
      // and use the helpers in tests/support: the order binds the code that ships.
      name: 'boundaries/tests',
      files: ['src/**/*.test.{ts,tsx}'],
      rules: {
        'boundaries/module-boundaries': ['error', { basePath: base, zones }],
      },
    },
    {
      name: 'boundaries/contract',
      files: ['src/contract/**/*.{ts,tsx,js,mts,mjs}'],
      ignores: ['src/contract/**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: nodeBuiltins.map((name) => ({
              name,
              message: 'src/contract is shared with the browser: no Node built-ins.',
            })),
            patterns: [
              {
                regex: '^node:',
                message: 'src/contract is shared with the browser: no Node built-ins.',
              },
              {
                regex: '^(react|react-dom)(/.*)?$',
                message: 'src/contract is plain data and zod: no React.',
              },
            ],
          },
        ],
      },
    },
  ];
}

const nodeFiles = [
  'src/server/**',
  'src/tools/**',
  'tests/**',
  'fixtures/**',
  'bench/*.{js,mjs,ts}',
  'bench/bare/vite.config.*',
  '.ci/**',
  '*.{js,mjs,cjs,ts}',
];

export default defineConfig([
  globalIgnores([
    'dist/',
    'node_modules/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    '.data/',
    '.cache/',
    'schemas/',
    'bench/out/',
    'bench/bare/dist/',
    'preview-out/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'project/react-hooks',
    files: ['**/*.{ts,tsx,js,jsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    name: 'project/browser',
    files: ['src/**', 'bench/bare/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    name: 'project/node',
    files: nodeFiles,
    languageOptions: { globals: { ...globals.node } },
  },
  {
    name: 'project/tests',
    files: ['**/*.test.{ts,tsx}', 'tests/e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    name: 'project/rules',
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // A server-rendered page holds taps until every boundary it drew is live; a boundary is known
    // only by its mark (src/core/hydration-marks.tsx).
    name: 'project/marked-suspense',
    files: ['src/**/*.{ts,tsx}'],
    // The console (src/console) is never rendered on the server: nothing of it hydrates.
    ignores: ['src/core/hydration-marks.tsx', 'src/**/*.test.{ts,tsx}', 'src/console/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['Suspense'],
              message: 'Use MarkedSuspense (src/core/hydration-marks.tsx): held taps wait for its mark.',
            },
          ],
        },
      ],
    },
  },
  ...boundaryConfig(root),
]);
