/**
 * `npm run build`: the storefront for browsers (dist/) and its server-rendering bundle
 * (dist/.ssr/entry-server.mjs, which the reference server loads; dot-folders are never served).
 *
 *   npm run build [-- --outDir <folder>]
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build, type LogLevel } from 'vite';
import { EARLY_TAPS_FILE } from '../app/start/early-taps.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** What the browser bundle is built from (relative to the repository root); tests are not part of it. */
export const bundleSources = [
  'src/app',
  'src/core',
  'src/modules',
  'src/ui',
  'src/contract',
  'layouts',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

export const isTestFile = (name: string) => /\.test\.tsx?$/.test(name);

/** Every file the bundles are made from, in a stable order. */
export function bundleSourceFiles(root = repoRoot): string[] {
  const files: string[] = [];
  const visit = (file: string) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (!stat.isDirectory()) files.push(file);
    else for (const name of fs.readdirSync(file).sort()) if (!isTestFile(name)) visit(path.join(file, name));
  };
  for (const source of bundleSources) visit(path.join(root, source));
  return files;
}

/**
 * The build's id (src/core/build-id.ts): a hash of what it is made from, so the same sources built on
 * two machines make the same files, and the browser's bundle and the server-rendering one agree.
 */
export function buildIdOf(root = repoRoot): string {
  const hash = createHash('sha256');
  for (const file of bundleSourceFiles(root))
    hash.update(path.relative(root, file)).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The bundles into `outDir` (default dist/ of the repository): the storefront, the first script of a
 * server-rendered page (early-taps.js, at the root: not hashed, so revalidated rather than kept for a
 * year) and the server-rendering entry.
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
  const define = { __STOREFRONT_BUILD__: JSON.stringify(buildIdOf()) };
  await build({ root: repoRoot, configFile, logLevel, define, build: { outDir, emptyOutDir: true } });
  await build({
    root: repoRoot,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: false,
      lib: {
        entry: path.join(repoRoot, 'src/app/start/early-hold.ts'),
        formats: ['iife'],
        name: 'storefrontEarlyHold',
        fileName: () => EARLY_TAPS_FILE,
      },
    },
  });
  await build({
    root: repoRoot,
    configFile,
    logLevel: 'warn',
    define,
    publicDir: false,
    build: {
      ssr: 'src/app/entry-server.tsx',
      outDir: path.join(outDir, '.ssr'),
      emptyOutDir: true,
      // ES modules by their name, wherever the build is put (no package.json says so beside them).
      rolldownOptions: {
        output: { entryFileNames: 'entry-server.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
      },
    },
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { values } = parseArgs({ options: { outDir: { type: 'string' } } });
  await buildStorefront(values.outDir ? path.resolve(values.outDir) : undefined);
}
