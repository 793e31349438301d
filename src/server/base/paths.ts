/**
 * Where the server finds the repository's own folders. Resolved from this file, not from the working
 * directory, so `tsx src/server/main.ts` works from anywhere; only the database path is relative to the
 * working directory (the spec of the CLI says so).
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Repository root (three levels above this file, src/server/base). */
export const repoRoot: string = fileURLToPath(new URL('../../../', import.meta.url));

/** Default tenant fixtures root: one sub-folder per tenant. */
export const defaultFixturesRoot: string = path.join(repoRoot, 'fixtures');

/** Default storefront build output (vite build). */
export const defaultDistDir: string = path.join(repoRoot, 'dist');

/** The repository's Vite config, used by the dev server in middleware mode. */
export const defaultViteConfigFile: string = path.join(repoRoot, 'vite.config.ts');

/** Default SQLite file, relative to the working directory. */
export const defaultDbFile = '.data/storefront.db';

/** Shows a path relative to the working directory when it lies inside it (shorter error messages). */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}
