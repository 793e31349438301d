/** Media sizes from a fixed set: any other size is redirected to the canonical address. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_SIDES } from '../../core/media-sizes.ts';
import { createApp, type StorefrontApp } from '../app.ts';
import { silentLogger } from '../base/logger.ts';
import { makeTempDir, removeDir, writeTenant } from '../../../tests/support/server/tenants/test-tenant.ts';

let root: string;
let server: StorefrontApp;

beforeAll(async () => {
  root = makeTempDir();
  const dir = writeTenant(root, 7, 'burger');
  server = await createApp({ tenantDirs: [dir], database: ':memory:', distDir: false, log: silentLogger });
});
afterAll(async () => {
  await server.close();
  removeDir(root);
});

describe('media sizes from a fixed set', () => {
  const media = (path: string) => server.app.request(`/media/${path}`);

  it('redirects a size off the set, permanently, to the next size up', async () => {
    const response = await media('burger/logo.svg?w=100&h=30&q=83&format=png');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/media/burger/logo.svg?w=112&h=32&q=85&format=png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const target = await server.app.request(response.headers.get('location') ?? '');
    const meta = await sharp(Buffer.from(await target.arrayBuffer())).metadata();
    expect([target.status, meta.format, meta.width, meta.height]).toEqual([200, 'png', 112, 32]);
  });

  it('turns 60 made-up sizes into a handful of renditions', async () => {
    const targets = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const response = await media(`burger/logo.svg?w=${200 + i}&h=${201 + i}&q=${40 + i}`);
      expect(response.status).toBe(301);
      targets.add(response.headers.get('location') ?? '');
    }
    // Widths 200-259 and heights 201-260 snap to 224 or 256; qualities 40-99 to 9 steps.
    expect(targets.size).toBeLessThanOrEqual(2 * 2 * 9);
  });

  it('answers sizes of the set, defaults and originals without a redirect', async () => {
    for (const path of [
      `burger/logo.svg?w=${MEDIA_SIDES[0]}&h=${MEDIA_SIDES.at(-1)}&q=85`,
      'burger/logo.svg',
      'burger/logo.svg?w=100&h=30&format=original',
    ]) {
      expect((await media(path)).status, path).toBe(200);
    }
  });

  it('still refuses sizes out of range and answers 404 before redirecting', async () => {
    expect((await media('burger/logo.svg?w=2049')).status).toBe(400);
    expect((await media('burger/logo.svg?q=0')).status).toBe(400);
    expect((await media('burger/missing.png?w=100')).status).toBe(404);
  });
});
