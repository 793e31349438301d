/**
 * `npm run build`: the storefront for browsers (dist/) and its server-rendering bundle
 * (dist/.ssr/entry-server.mjs, which the reference server loads; dot-folders are never served).
 *
 *   npm run build [-- --outDir <folder>]
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build, type LogLevel } from 'vite';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Both bundles into `outDir` (default dist/ of the repository). */
export async function buildStorefront(
  outDir = path.join(repoRoot, 'dist'),
  logLevel: LogLevel = 'info',
): Promise<void> {
  const configFile = path.join(repoRoot, 'vite.config.ts');
  await build({ root: repoRoot, configFile, logLevel, build: { outDir, emptyOutDir: true } });
  await build({
    root: repoRoot,
    configFile,
    logLevel: 'warn',
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
