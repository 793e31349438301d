/**
 * The server serves the built storefront from dist/. A fresh checkout has none, and a build older than
 * the source shows yesterday's app: routes the registry lists would answer 404 and the preview would
 * report screens as broken that are fine. Building takes a few seconds, so the tool builds (as
 * `npm run build` would) whenever dist/ is missing or older than what it is built from.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildStorefront } from '../build.ts';
import { bundleSources, isTestFile } from '../build-id.ts';
import { distDir, repoRoot } from './repo-paths.ts';

/** When to build: when missing or stale (default), always, or only when missing. */
export type BuildMode = 'auto' | 'always' | 'never';

/** The most recently changed source file and its time, or null when none exists. */
export function newestSource(root = repoRoot): { file: string; mtimeMs: number } | null {
  let newest: { file: string; mtimeMs: number } | null = null;
  const visit = (file: string) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(file)) if (!isTestFile(name)) visit(path.join(file, name));
    } else if (!newest || stat.mtimeMs > newest.mtimeMs) newest = { file, mtimeMs: stat.mtimeMs };
  };
  for (const source of bundleSources) visit(path.join(root, source));
  return newest;
}

/** Why dist/ needs building ("missing", or the newer source file), or null when it is current. */
export function distProblem(dist = distDir, root = repoRoot): string | null {
  const built = fs.statSync(path.join(dist, 'index.html'), { throwIfNoEntry: false });
  if (!built) return 'dist/ is missing';
  const newest = newestSource(root);
  return newest && newest.mtimeMs > built.mtimeMs
    ? `dist/ is older than ${path.relative(root, newest.file)}`
    : null;
}

/** Builds dist/ as `mode` says, telling `log` why. */
export async function ensureDist(mode: BuildMode, log: (message: string) => void): Promise<void> {
  const problem = distProblem();
  const missing = problem === 'dist/ is missing';
  if (mode === 'always') log('Building the storefront (npm run build)...');
  else if (missing || (problem && mode === 'auto'))
    log(`${problem}: building the storefront (npm run build)...`);
  else {
    if (problem) log(`${problem}; serving it as it is (--no-build)`);
    return;
  }
  await buildStorefront(distDir, 'warn');
}
