/**
 * What identifies a build of the storefront (src/core/build-id.ts): a hash of every file its bundles
 * are made from. `npm run build` writes it into the browser's bundle, the server-rendering one and
 * dist/.ssr/build.json, from which the reference server reads it (server/pages/build-record.ts) to
 * mark the API answers it has checked against the contract (the `Storefront-Build` header): the
 * browser of the same build may take those as checked.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  if (root === repoRoot && ownBuildId) return ownBuildId;
  const hash = createHash('sha256');
  for (const file of bundleSourceFiles(root))
    hash.update(path.relative(root, file)).update(fs.readFileSync(file));
  const id = hash.digest('hex').slice(0, 16);
  if (root === repoRoot) ownBuildId = id;
  return id;
}

/** This repository's id, computed once per process (the sources do not change under a running server). */
let ownBuildId: string | null = null;
