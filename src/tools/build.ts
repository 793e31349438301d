/**
 * `npm run build`: the storefront for browsers (dist/), its server-rendering bundle
 * (dist/.ssr/entry-server.mjs, which the reference server loads; dot-folders are never served) and
 * the merchant's console (dist/console/index.html and its files in dist/assets/).
 *
 *   npm run build [-- --outDir <folder>]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build, type LogLevel } from 'vite';
import { BUILD_RECORD_PATH, type BuildRecord } from '../contract/build-record.ts';
import { buildIdOf } from './build-id.ts';
import { CONSOLE_BUILD_MODE } from './vite/console-build.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The bundles into `outDir` (default dist/ of the repository): the storefront and the server-rendering
 * entry.
 */
export async function buildStorefront(
  outDir = path.join(repoRoot, 'dist'),
  logLevel: LogLevel = 'info',
): Promise<void> {
  // Vite sets NODE_ENV=production in the process it builds in; a tool or test that builds and then
  // starts a server in the same process would find the development options refused.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await buildBundles(outDir, logLevel);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function buildBundles(outDir: string, logLevel: LogLevel): Promise<void> {
  const configFile = path.join(repoRoot, 'vite.config.ts');
  const id = buildIdOf();
  const define = { __STOREFRONT_BUILD__: JSON.stringify(id) };
  await build({ root: repoRoot, configFile, logLevel, define, build: { outDir, emptyOutDir: true } });
  await build({
    root: repoRoot,
    configFile,
    logLevel: 'warn',
    define,
    publicDir: false,
    build: {
      ssr: 'src/app/ssr/entry-server.tsx',
      outDir: path.join(outDir, '.ssr'),
      emptyOutDir: true,
      // ES modules by their name, wherever the build is put (no package.json says so beside them).
      rolldownOptions: {
        output: { entryFileNames: 'entry-server.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
      },
    },
  });
  // The console (src/console/, served at /console/) in a build of its own: what it shares with the
  // storefront (React, the API client) is bundled again rather than split into chunks both entries
  // load, so the storefront's chunks are exactly what they are without it.
  await build({
    root: repoRoot,
    configFile,
    mode: CONSOLE_BUILD_MODE,
    logLevel: 'warn',
    define,
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: false,
      // The storefront's manifest stays the one in .vite/ (the console's is never read).
      manifest: false,
      rolldownOptions: { input: path.join(repoRoot, 'console', 'index.html') },
    },
  });
  // The server reads the build's id here instead of hashing its sources at start (server/pages/build-record.ts).
  const record: BuildRecord = { id };
  fs.writeFileSync(path.join(outDir, ...BUILD_RECORD_PATH), `${JSON.stringify(record)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { values } = parseArgs({ options: { outDir: { type: 'string' } } });
  await buildStorefront(values.outDir ? path.resolve(values.outDir) : undefined);
}
