/**
 * `npm run build`: the storefront for browsers (dist/) and its server-rendering bundle
 * (dist/.ssr/entry-server.mjs, which the reference server loads; dot-folders are never served).
 *
 *   npm run build [-- --outDir <folder>]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';

const { values } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } });
const outDir = path.resolve(values.outDir);

await build({ build: { outDir, emptyOutDir: true } });
await build({
  build: {
    ssr: 'src/app/entry-server.tsx',
    outDir: path.join(outDir, '.ssr'),
    emptyOutDir: true,
    // ES modules by their name, wherever the build is put (no package.json says so beside them).
    rolldownOptions: {
      output: { entryFileNames: 'entry-server.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
    },
  },
  publicDir: false,
  logLevel: 'warn',
});
