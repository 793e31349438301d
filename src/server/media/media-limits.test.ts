/** The media host's cap on concurrent image work: a stand-in picture, not an error, when the queue is full. */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_SIDES } from '../../core/media-sizes.ts';
import { createApp } from '../app.ts';
import { ApiError, apiErrorResponse } from '../base/api-error.ts';
import { resolveLimits } from '../base/limits.ts';
import { silentLogger } from '../base/logger.ts';
import { loadTenants } from '../tenants/load-tenants.ts';
import {
  makeTempDir,
  removeDir,
  testSvg,
  writeTenant,
} from '../../../tests/support/server/tenants/test-tenant.ts';
import { TenantRegistry } from '../tenants/tenant-registry.ts';
import { imageWorkFor } from './image-limits.ts';
import { ImageWork } from './image-work.ts';
import { registerMediaRoutes } from './media-routes.ts';

let root: string;
let dir: string;

beforeAll(async () => {
  root = makeTempDir();
  // Noise does not compress: a picture big enough that resizing it takes a while.
  const big = await sharp(randomBytes(2000 * 2000 * 3), { raw: { width: 2000, height: 2000, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  dir = writeTenant(root, 7, 'burger', { media: { 'logo.svg': testSvg, 'big.png': big } });
});
afterAll(() => {
  removeDir(root);
});

describe('cap on concurrent image work', () => {
  /** The media routes alone, with a work queue the test controls. */
  function mediaApp(work: ImageWork): Hono {
    const app = new Hono();
    app.onError((error) => {
      if (error instanceof ApiError) return apiErrorResponse(error);
      throw error;
    });
    registerMediaRoutes(app, { tenants: new TenantRegistry(loadTenants([dir])), work });
    return app;
  }

  it('answers the nearest kept rendition, briefly cached, when every slot and the queue are taken', async () => {
    const work = new ImageWork({ concurrent: 1, queued: 1 });
    const app = mediaApp(work);
    expect((await app.request('/media/burger/logo.svg?w=64&h=64')).status).toBe(200);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const blockers = [work.run(() => held), work.run(() => held)];
    const busy = await app.request('/media/burger/logo.svg?w=96&h=96');
    expect(busy.status).toBe(200);
    expect(busy.headers.get('content-type')).toBe('image/webp');
    expect(busy.headers.get('x-media-fallback')).toBe('busy');
    expect(busy.headers.get('cache-control')).toBe('public, max-age=30');
    expect((await sharp(Buffer.from(await busy.arrayBuffer())).metadata()).width).toBe(64);
    // Nothing kept of another picture: its original stands in.
    const original = await app.request('/media/burger/big.png?w=96&h=96');
    expect(original.headers.get('x-media-fallback')).toBe('busy');
    expect(original.headers.get('content-type')).toBe('image/png');
    // A rendition already made, and the original, need no image work.
    expect((await app.request('/media/burger/logo.svg?w=64&h=64')).status).toBe(200);
    expect((await app.request('/media/burger/logo.svg?format=original')).status).toBe(200);

    release();
    await Promise.all(blockers);
    const made = await app.request('/media/burger/logo.svg?w=96&h=96');
    expect(made.headers.get('x-media-fallback')).toBeNull();
    expect(made.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('takes its limits from createApp: a burst of new sizes beyond them gets stand-ins, not a long wait', async () => {
    const strict = await createApp({
      tenantDirs: [dir],
      database: ':memory:',
      distDir: false,
      log: silentLogger,
      limits: { imageWorkConcurrent: 1, imageWorkQueued: 0 },
    });
    try {
      const sides = MEDIA_SIDES.slice(10, 16);
      const answers = await Promise.all(
        sides.map((side) => strict.app.request(`/media/burger/big.png?w=${side}&h=${side}`)),
      );
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      const fallbacks = answers.map((answer) => answer.headers.get('x-media-fallback'));
      expect(fallbacks.filter((reason) => reason === null).length).toBeGreaterThanOrEqual(1);
      expect(fallbacks.filter((reason) => reason === 'busy').length).toBeGreaterThanOrEqual(1);
    } finally {
      strict.close();
    }
  });
});

describe('image work limits', () => {
  it('have defaults, can be set by STOREFRONT_LIMITS and refuse nonsense', () => {
    expect(resolveLimits({}, {})).toMatchObject({
      imageWorkConcurrent: 2,
      imageWorkQueued: 32,
      imageThreadsPerJob: 1,
    });
    expect(resolveLimits({}, { STOREFRONT_LIMITS: '{"imageWorkQueued": 0}' }).imageWorkQueued).toBe(0);
    expect(() => resolveLimits({ imageWorkConcurrent: 0 }, {})).toThrow(/imageWorkConcurrent/);
  });

  it("set sharp's threads per picture", () => {
    const before = sharp.concurrency();
    try {
      imageWorkFor({ imageWorkConcurrent: 1, imageWorkQueued: 0, imageThreadsPerJob: 1 });
      expect(sharp.concurrency()).toBe(1);
      imageWorkFor({ imageWorkConcurrent: 1, imageWorkQueued: 0, imageThreadsPerJob: 2 });
      expect(sharp.concurrency()).toBe(2);
    } finally {
      sharp.concurrency(before);
    }
  });
});
