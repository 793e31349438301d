/**
 * The import boundaries of eslint.config.js, checked with ESLint's Node API on in-memory sources.
 * A throw-away project root holds the module folders (the zones come from its directory listing);
 * the linted files themselves exist only in memory.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const configUrl = pathToFileURL(path.join(repoRoot, 'eslint.config.js')).href;

interface BoundaryExports {
  boundaryConfig: (base: string) => Linter.Config[];
  moduleIds: (base?: string) => string[];
}

let sampleRoot = '';
let eslint: ESLint;
let config: BoundaryExports;

beforeAll(async () => {
  config = (await import(/* @vite-ignore */ configUrl)) as BoundaryExports;
  sampleRoot = mkdtempSync(path.join(tmpdir(), 'lint-boundaries-'));
  const dirs = ['src/modules/a', 'src/modules/b', 'src/core', 'src/ui', 'src/contract', 'src/map', 'src/app'];
  for (const dir of [...dirs, 'src/server/base', 'src/server/orders', 'src/tools', 'tests/support']) {
    mkdirSync(path.join(sampleRoot, dir), { recursive: true });
  }
  eslint = new ESLint({
    cwd: sampleRoot,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
      ...config.boundaryConfig(sampleRoot),
    ],
  });
});

afterAll(() => {
  if (sampleRoot) rmSync(sampleRoot, { recursive: true, force: true });
});

/** Lints `code` as if it were the file `file` (relative to the sample root); returns the rule ids hit. */
async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(sampleRoot, file) });
  expect(result).toBeDefined();
  const fatal = result!.messages.filter((m) => m.fatal);
  expect(fatal, JSON.stringify(fatal)).toEqual([]);
  return result!.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe('import boundaries', () => {
  it('forbids a module importing another module', async () => {
    const messages = await lint(
      'src/modules/a/index.ts',
      "import { x } from '../b/x.ts';\nexport const y = x;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]?.rule).toBe('boundaries/module-boundaries');
    expect(messages[0]?.message).toContain('../b/x.ts');
  });

  it('also catches type-only, extension-less, deep and dynamic cross-module imports', async () => {
    const code = [
      "import type { T } from '../b/types';",
      "import { z } from '../../modules/b';",
      "export const load = () => import('../b/lazy.tsx');",
      'export type U = T;',
      'export const w = z;',
      '',
    ].join('\n');
    const messages = await lint('src/modules/a/ui/deep/view.ts', code.replaceAll("'../", "'../../../"));
    expect(messages.map((m) => m.rule)).toEqual(Array(3).fill('boundaries/module-boundaries'));
  });

  it('allows a module to import core, ui, contract and its own files', async () => {
    const code = [
      "import { defineModule } from '../../core/registry.ts';",
      "import { Sheet } from '../../ui/sheet.tsx';",
      "import { Banner } from '../../contract/index.ts';",
      "import { local } from './local.ts';",
      "import { strip } from './ui/strip.tsx';",
      "import { z } from 'zod';",
      'export default defineModule({ Sheet, Banner, local, strip, z });',
      '',
    ].join('\n');
    expect(await lint('src/modules/a/module.ts', code)).toEqual([]);
  });

  it('forbids src/ui importing a module', async () => {
    const messages = await lint('src/ui/button.tsx', "export { a } from '../modules/a/index.ts';\n");
    expect(messages.map((m) => m.rule)).toEqual(['boundaries/module-boundaries']);
  });

  it('forbids React and Node built-ins in src/contract', async () => {
    const code = [
      "import { readFileSync } from 'node:fs';",
      "import path from 'path';",
      "import { useState } from 'react';",
      "import { jsx } from 'react/jsx-runtime';",
      "import { z } from 'zod';",
      'export const all = [readFileSync, path, useState, jsx, z];',
      '',
    ].join('\n');
    const messages = await lint('src/contract/sample.ts', code);
    expect(messages.map((m) => m.rule)).toEqual(Array(4).fill('no-restricted-imports'));
  });

  it('generates one zone per folder of src/modules in the real config', async () => {
    const real = new ESLint({ cwd: repoRoot });
    const ids = config.moduleIds(repoRoot);
    const probe = path.join(repoRoot, 'src/ui/probe.tsx');
    const computed = (await real.calculateConfigForFile(probe)) as Linter.Config;
    const entry = computed.rules?.['boundaries/module-boundaries'] as [unknown, { zones: unknown[] }];
    expect(entry).toBeDefined();
    // One zone per module and src/app's (src/ui below the modules is the layer order's).
    expect(entry[1].zones).toHaveLength(ids.length + 1);
  });
});

describe('the layer order', () => {
  const against = 'boundaries/module-boundaries';

  it.each([
    ['src/core/basket.ts', '../ui/button.tsx', 'core', 'ui'],
    ['src/ui/sheet.tsx', '../map/map-view.tsx', 'ui', 'map'],
    ['src/map/view.tsx', '../modules/a/module.ts', 'map', 'modules'],
    ['src/contract/order.ts', '../core/media.ts', 'contract', 'core'],
    ['src/modules/a/page.tsx', '../../app/modules.ts', 'modules', 'app'],
    ['src/server/base/logger.ts', '../orders/orders-store.ts', 'server/base', 'server'],
    ['src/server/orders/handlers.ts', '../../tools/build.ts', 'server', 'tools'],
    ['src/server/orders/page.ts', '../../ui/button.tsx', 'server', 'ui'],
    ['src/tools/build.ts', '../../tests/support/server/test-app.ts', 'tools', 'tests'],
  ])('%s importing %s fails lint (%s below %s)', async (file, specifier, lower, higher) => {
    const messages = await lint(file, `import { x } from '${specifier}';\nexport const y = x;\n`);
    expect(messages.map((m) => m.rule)).toEqual([against]);
    expect(messages[0]?.message).toContain(`Layer "${lower}" must not import layer "${higher}"`);
  });

  it('allows every import down the order', async () => {
    const cases: [string, string][] = [
      ['src/ui/media-image.tsx', '../core/media.ts'],
      ['src/map/branch-map.tsx', '../ui/button.tsx'],
      ['src/modules/a/picker.tsx', '../../map/constants.ts'],
      ['src/app/modules.ts', '../modules/a/module.ts'],
      ['src/server/orders/handlers.ts', '../base/api-error.ts'],
      ['src/server/orders/head.ts', '../../core/seo/page-head.ts'],
      ['src/tools/check.ts', '../server/orders/orders-store.ts'],
    ];
    for (const [file, specifier] of cases)
      expect(await lint(file, `export { x } from '${specifier}';\n`), `${file} -> ${specifier}`).toEqual([]);
  });

  it("lets src/app reach a module only through the module's module.ts", async () => {
    const messages = await lint('src/app/entry.tsx', "export { x } from '../modules/a/screen.tsx';\n");
    expect(messages.map((m) => m.message)).toEqual([expect.stringContaining('only through its module.ts')]);
  });

  it('binds shipping code only: a test may use tests/support and what stands above it', async () => {
    const code = [
      "import { featureApp } from '../../../tests/support/server/test-app.ts';",
      "import { modules } from '../../app/modules.ts';",
      'export const all = [featureApp, modules];',
      '',
    ].join('\n');
    expect(await lint('src/core/seo/seo-page.test.ts', code)).toEqual([]);
    const shipped = await lint('src/core/seo/seo-page.ts', code);
    expect(shipped.map((m) => m.rule)).toEqual([against, against]);
  });
});
