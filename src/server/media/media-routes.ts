/**
 * The content host at /media/*: tenant images resized on demand (default 480x480, quality 100, webp),
 * kept in a bounded in-memory cache and sent with a day-long public cache lifetime and an ETag.
 * Profile pictures (<sub>/user-images/<id>.webp) come from the database through the same pipeline.
 *
 * Sizes and qualities come from a fixed set (src/core/media-sizes.ts), and at most a few resizes run
 * at once (image-work.ts), so neither the cache keys nor the CPU a crawler can claim are unbounded.
 * A rendition refused by either (the client's rate limit, a full queue) is answered with the nearest
 * kept rendition or the original, briefly cached (media-fallback.ts): a picture never breaks.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { canonicalMediaSize, MEDIA_MAX_SIDE } from '../../core/media-sizes.ts';
import { ApiError } from '../base/api-error.ts';
import { messages } from '../base/error-messages.ts';
import { etagOf, matchesIfNoneMatch, toBody } from '../http/http-cache.ts';
import { imageContentTypes, transformImage } from './image-transform.ts';
import { ImageWorkBusy, type ImageWork } from './image-work.ts';
import { FALLBACK_MAX_AGE_SECONDS, nearestKeptRendition, type FallbackReason } from './media-fallback.ts';
import { resolveMediaFile } from './media-path.ts';
import { parseInput } from '../http/request-input.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';
import { parseUserImagePath, type UserImageStore } from '../accounts/user-images-store.ts';

/** Every media URL starts with this. */
export const MEDIA_BASE = '/media';

/** Largest side the host produces: bigger asks are almost certainly mistakes or abuse (400). */
const side = z.coerce.number().int().min(1).max(MEDIA_MAX_SIDE).default(480);
const MediaQuery = z.object({
  w: side,
  h: side,
  q: z.coerce.number().int().min(1).max(100).default(100),
  format: z
    .enum(['webp', 'png', 'jpeg', 'jpg', 'original'])
    .default('webp')
    .transform((f) => (f === 'jpg' ? 'jpeg' : f)),
});

/** Content types of files served as they are (format=original). */
const originalTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};

interface CachedImage {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  etag: string;
}

/** Options of the media routes. */
export interface MediaOptions {
  tenants: TenantRegistry;
  /** Where resizes wait for a slot (createApp builds it from the limits: imageWorkFor). */
  work: ImageWork;
  /** Most cached renditions (default 300). */
  cacheEntries?: number;
  /** Most cached bytes (default 64 MB). */
  cacheBytes?: number;
  /** Where profile pictures are; without it they are looked for as files like any other path. */
  userImages?: UserImageStore;
  /**
   * Runs before a rendition that is not cached yet is made (the costly case); throws an ApiError 429
   * to refuse it (the nearest kept rendition or the original is sent instead). createApp counts it
   * against the client's image-transform rate limit.
   */
  beforeRender?: (c: Context) => Promise<void>;
}

/** Bytes to serve, wherever they are kept. */
interface MediaSource {
  /** Changes whenever the bytes do: the cache key of every rendition. */
  key: string;
  /** Lower-case extension with its dot: decides SVG rasterising and the original's content type. */
  ext: string;
  /** What error texts call it. */
  name: string;
  read: () => Promise<Buffer>;
}

async function fileSource(rawPath: string, tenants: TenantRegistry): Promise<MediaSource> {
  const { file } = resolveMediaFile(rawPath, tenants);
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat?.isFile())
    throw new ApiError(404, 'MEDIA_NOT_FOUND', messages.notFound(`${MEDIA_BASE}/${rawPath}`));
  return {
    key: `${file}|${stat.mtimeMs}|${stat.size}`,
    ext: path.extname(file).toLowerCase(),
    name: path.basename(file),
    read: () => fs.readFile(file),
  };
}

/**
 * A stored profile picture, or undefined when the path does not name one. A picture never changes
 * (a new upload gets a new id), so its id is its cache key; whether it still exists is asked on
 * every request, so a removed picture is gone at once.
 */
async function userImageSource(
  rawPath: string,
  tenants: TenantRegistry,
  store: UserImageStore,
): Promise<MediaSource | undefined> {
  const named = parseUserImagePath(rawPath);
  if (!named) return undefined;
  const tenant = tenants.bySub(named.sub);
  if (!tenant || !(await store.has(tenant.id, named.id))) {
    throw new ApiError(404, 'MEDIA_NOT_FOUND', messages.notFound(`${MEDIA_BASE}/${rawPath}`));
  }
  return {
    key: `user-image|${named.id}`,
    ext: '.webp',
    name: `${named.id}.webp`,
    read: async () => {
      const bytes = await store.bytes(tenant.id, named.id);
      if (!bytes) throw new ApiError(404, 'MEDIA_NOT_FOUND', messages.notFound(`${MEDIA_BASE}/${rawPath}`));
      return bytes;
    },
  };
}

function headersOf(image: CachedImage, fallback?: FallbackReason): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': image.contentType,
    // A stand-in is kept briefly, so the browser asks for the real rendition again soon.
    'cache-control': `public, max-age=${fallback ? FALLBACK_MAX_AGE_SECONDS : 86400}`,
    etag: image.etag,
    'x-content-type-options': 'nosniff',
  };
  if (fallback) headers['x-media-fallback'] = fallback;
  // An SVG opened directly could run script on this origin; the sandbox makes it a plain picture.
  if (image.contentType === 'image/svg+xml')
    headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  return headers;
}

/** What a rendition is made from: its cache key names it, this carries it to the cache's fetch. */
interface RenderRequest {
  source: MediaSource;
  query: z.output<typeof MediaQuery>;
}

async function render({ source, query }: RenderRequest, work: ImageWork): Promise<CachedImage> {
  const format = query.format;
  if (format === 'original') {
    const body = toBody(await source.read());
    return { body, contentType: originalTypes[source.ext] ?? 'application/octet-stream', etag: etagOf(body) };
  }
  // The bytes are read once a slot is free, so waiting jobs hold no picture in memory.
  const resize = async () => {
    const bytes = await source.read();
    try {
      return await transformImage(bytes, source.ext === '.svg', {
        width: query.w,
        height: query.h,
        quality: query.q,
        format,
      });
    } catch {
      throw new ApiError(415, 'NOT_AN_IMAGE', messages.notAnImage(source.name));
    }
  };
  // A full queue rejects with ImageWorkBusy: the route sends a stand-in picture.
  const body = toBody(await work.run(resize));
  return { body, contentType: imageContentTypes[format], etag: etagOf(body) };
}

/**
 * The address of the rendition the host makes for this query, or null when the query already names
 * it. Sizes off the fixed set are snapped, not refused: refusing would break every link already out
 * there (older storefront builds, pages kept by browsers and CDNs, other clients of the spec's resize
 * parameters), whose pictures would vanish. And snapped by a permanent redirect rather than served
 * under the asked address: the sharp work is bounded either way, but a redirect leaves browsers and
 * CDNs one copy per rendition instead of one per address anyone makes up; an old link pays one round
 * trip. The storefront asks for canonical sizes only (src/core/media.ts), so it never pays it.
 */
function canonicalLocation(rawPath: string, query: z.output<typeof MediaQuery>): string | null {
  if (query.format === 'original') return null;
  const size = canonicalMediaSize({ width: query.w, height: query.h, quality: query.q });
  if (size.width === query.w && size.height === query.h && size.quality === query.q) return null;
  const canonical = new URLSearchParams({
    w: String(size.width),
    h: String(size.height),
    q: String(size.quality),
    format: query.format,
  });
  return `${MEDIA_BASE}/${rawPath}?${canonical}`;
}

/** Why a rendition was refused, or undefined for an error that is not a refusal. */
function refusalOf(error: unknown): FallbackReason | undefined {
  if (error instanceof ImageWorkBusy) return 'busy';
  if (error instanceof ApiError && error.status === 429) return 'rate-limited';
  return undefined;
}

/** Registers GET (and HEAD) /media/* on the app. */
export function registerMediaRoutes(app: Hono, options: MediaOptions): void {
  // lru-cache bounds entries and bytes (a rendition larger than the whole budget is not kept), and its
  // fetch makes two requests for the same new rendition share one render.
  const cache = new LRUCache<string, CachedImage, RenderRequest>({
    max: options.cacheEntries ?? 300,
    maxSize: options.cacheBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (image) => Math.max(1, image.body.byteLength),
    fetchMethod: (_key, _stale, { context }) => render(context, options.work),
  });

  /** The nearest kept rendition of the source, else its original (which needs no image work). */
  const standIn = async (source: MediaSource, query: z.output<typeof MediaQuery>) => {
    const kept = nearestKeptRendition(cache.keys(), source.key, { width: query.w, height: query.h });
    const keptImage = kept === undefined ? undefined : cache.get(kept);
    if (keptImage) return keptImage;
    const original = { ...query, format: 'original' as const };
    return cache.fetch(`${source.key}|original`, { context: { source, query: original } });
  };

  app.get(`${MEDIA_BASE}/*`, async (c) => {
    // The raw (still encoded) path, so an encoded slash cannot pass as a separator.
    const rawPath = new URL(c.req.url).pathname.slice(MEDIA_BASE.length + 1);
    const source =
      (options.userImages && (await userImageSource(rawPath, options.tenants, options.userImages))) ??
      (await fileSource(rawPath, options.tenants));
    const query = parseInput(MediaQuery, c.req.query(), 'query');
    const location = canonicalLocation(rawPath, query);
    if (location)
      return new Response(null, {
        status: 301,
        headers: { location, 'cache-control': 'public, max-age=86400' },
      });
    // The original does not depend on size or quality: one cache entry for all of them.
    const rendition =
      query.format === 'original' ? 'original' : `${query.format}|${query.w}x${query.h}|${query.q}`;
    const key = `${source.key}|${rendition}`;
    let image: CachedImage | undefined;
    let fallback: FallbackReason | undefined;
    try {
      if (query.format !== 'original' && !cache.has(key)) await options.beforeRender?.(c);
      image = await cache.fetch(key, { context: { source, query } });
    } catch (error) {
      fallback = refusalOf(error);
      if (!fallback) throw error;
      image = await standIn(source, query);
    }
    if (!image) throw new Error(`media cache gave no rendition for ${rawPath}`);
    const headers = headersOf(image, fallback);
    if (matchesIfNoneMatch(c.req.header('if-none-match'), image.etag))
      return new Response(null, { status: 304, headers });
    return new Response(image.body, { headers });
  });
}
