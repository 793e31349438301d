/**
 * Where the tool finds the repository. Resolved from this file, not from the working directory, so
 * `npm run fixture:preview` works for tenant folders anywhere and from any folder.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (three levels above src/tools/fixture-preview). */
export const repoRoot: string = fileURLToPath(new URL('../../../', import.meta.url));

/** The storefront build the server serves. */
export const distDir: string = path.join(repoRoot, 'dist');

/** The repository's Vite config: used to build dist/ and to load the module list in Node. */
export const viteConfigFile: string = path.join(repoRoot, 'vite.config.ts');

/** Debian's Chromium; nothing in the project downloads a browser. */
export const chromiumPath = '/usr/bin/chromium';
