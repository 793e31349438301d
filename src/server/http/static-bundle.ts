/**
 * The built storefront (vite build output) loaded into memory at startup, each compressible file
 * precompressed with brotli and gzip once, so requests only pick bytes: the app is small, and serving
 * it compressed is what makes Lighthouse figures mean something.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Encoding } from './accept-encoding.ts';
import { etagOf, toBody } from './http-cache.ts';

/** One file of the build, with its encodings. */
export interface StaticAsset {
  /** URL path, e.g. /assets/index-3f2a.js. */
  urlPath: string;
  contentType: string;
  /** Hashed build output under /assets/: safe to cache forever. */
  immutable: boolean;
  etag: string;
  identity: Uint8Array<ArrayBuffer>;
  /** Only encodings that came out smaller than the file itself. */
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
}

/** The whole build by URL path; `index` is the SPA entry (/index.html). */
export interface StaticBundle {
  distDir: string;
  assets: ReadonlyMap<string, StaticAsset>;
  index: StaticAsset;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

const compressible = (type: string) =>
  /^(text\/|application\/(json|javascript|manifest\+json|xml|wasm)|image\/svg\+xml|font\/ttf)/.test(type);

/**
 * How hard to compress. 'max' for what is compressed once and served many times (the build, a
 * merchant's home page); 'fast' for documents made for one address among thousands (a product's
 * page, a sitemap), where the best brotli quality would cost tens of milliseconds per document for a
 * few bytes less.
 */
export type CompressionEffort = 'max' | 'fast';

function compress(bytes: Buffer, effort: CompressionEffort): StaticAsset['encoded'] {
  const encoded: StaticAsset['encoded'] = {};
  const br = zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'max' ? zlib.constants.BROTLI_MAX_QUALITY : 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  if (br.length < bytes.length) encoded.br = toBody(br);
  const gzip = zlib.gzipSync(bytes, { level: effort === 'max' ? zlib.constants.Z_BEST_COMPRESSION : 6 });
  if (gzip.length < bytes.length) encoded.gzip = toBody(gzip);
  return encoded;
}

/** Files of a folder, recursively, skipping dot-files and dot-folders (e.g. Vite's .vite/manifest.json). */
function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return entry.isFile() ? [full] : [];
  });
}

/** One file's asset: its validator and, when it compresses, its brotli and gzip bytes. */
export function assetOf(
  urlPath: string,
  bytes: Buffer,
  contentType: string,
  effort: CompressionEffort = 'max',
): StaticAsset {
  const identity = toBody(bytes);
  return {
    urlPath,
    contentType,
    immutable: urlPath.startsWith('/assets/'),
    etag: etagOf(identity),
    identity,
    encoded: compressible(contentType) ? compress(bytes, effort) : {},
  };
}

/**
 * Loads a build folder.
 * @returns undefined when the folder or its index.html does not exist (the app is not built yet)
 */
export function loadStaticBundle(distDir: string): StaticBundle | undefined {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return undefined;
  const assets = new Map<string, StaticAsset>();
  for (const file of listFiles(distDir)) {
    const urlPath = `/${path.relative(distDir, file).split(path.sep).join('/')}`;
    const bytes = fs.readFileSync(file);
    const contentType = contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    assets.set(urlPath, assetOf(urlPath, bytes, contentType));
  }
  const index = assets.get('/index.html');
  if (!index) return undefined;
  return { distDir, assets, index };
}
