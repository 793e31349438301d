/**
 * No two folders of src/server import each other (A imports B while B imports A): a server folder
 * stands either above another or below it, never both, so each can be read, tested and moved with
 * what it stands on. The lint rule (eslint.config.js's layers) keeps src/server/base below every
 * folder; this test keeps the folders among themselves one way. Shipping code only: a test file may
 * assemble what stands above its folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '../../src/server');

const importPatterns = [
  /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/gm,
  /^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm,
  /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
];

/** Every shipping source file under `dir` (tests aside). */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The folder of src/server that holds `file`, or "(root)" for the files beside the folders. */
function folderOf(file: string): string | undefined {
  const relative = path.relative(serverRoot, file);
  if (relative.startsWith('..')) return undefined;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0] : '(root)';
}

/** Which folder imports which: "from -> to" with one example import each. */
function folderImports(): Map<string, string> {
  const edges = new Map<string, string>();
  for (const file of sourceFiles(serverRoot)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of importPatterns) {
      for (const match of text.matchAll(pattern)) {
        const from = folderOf(file);
        const to = folderOf(path.resolve(path.dirname(file), match[1]!));
        if (!from || !to || from === to) continue;
        const key = `${from} -> ${to}`;
        if (!edges.has(key)) edges.set(key, `${path.relative(serverRoot, file)} imports ${match[1]}`);
      }
    }
  }
  return edges;
}

/** Every pair of folders that import each other, "a <-> b" with a before b, and why. */
function twoWayPairs(): Map<string, string> {
  const edges = folderImports();
  const pairs = new Map<string, string>();
  for (const [key, example] of edges) {
    const [a, b] = key.split(' -> ') as [string, string];
    const back = edges.get(`${b} -> ${a}`);
    if (back && a < b) pairs.set(`${a} <-> ${b}`, `${example}; ${back}`);
  }
  return pairs;
}

describe('folders of src/server', () => {
  const pairs = twoWayPairs();

  it('import one another one way only (no two-way pair)', () => {
    expect([...pairs].map(([pair, why]) => `${pair}: ${why}`)).toEqual([]);
  });

  it('sees the imports it checks', () => {
    // The reader must find the server's ordinary imports, or the test above would pass on nothing.
    expect(folderImports().get('(root) -> base')).toBeDefined();
  });
});
