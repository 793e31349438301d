/** The media host's cap on concurrent image work: 503 with Retry-After when the queue is full. */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody } from '../../contract/index.ts';
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

  it('answers 503 with Retry-After when every slot and the queue are taken, and serves what it has', async () => {
    const work = new ImageWork({ concurrent: 1, queued: 1 });
    const app = mediaApp(work);
    expect((await app.request('/media/burger/logo.svg?w=64&h=64')).status).toBe(200);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const blockers = [work.run(() => held), work.run(() => held)];
    const busy = await app.request('/media/burger/logo.svg?w=96&h=96');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(ApiErrorBody.parse(await busy.json()).code).toBe('MEDIA_BUSY');
    // A rendition already made, and the original, need no image work.
    expect((await app.request('/media/burger/logo.svg?w=64&h=64')).status).toBe(200);
    expect((await app.request('/media/burger/logo.svg?format=original')).status).toBe(200);

    release();
    await Promise.all(blockers);
    expect((await app.request('/media/burger/logo.svg?w=96&h=96')).status).toBe(200);
  });

  it('takes its limits from createApp: a burst of new sizes beyond them gets 503, not a long wait', async () => {
    const strict = await createApp({
      tenantDirs: [dir],
      database: ':memory:',
      distDir: false,
      log: silentLogger,
      limits: { imageWorkConcurrent: 1, imageWorkQueued: 0 },
    });
    try {
      const sides = MEDIA_SIDES.slice(10, 16);
      const statuses = await Promise.all(
        sides.map(
          async (side) => (await strict.app.request(`/media/burger/big.png?w=${side}&h=${side}`)).status,
        ),
      );
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
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
