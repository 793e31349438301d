import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ApiErrorBody } from '../../contract/index.ts';
import { createApp, type StorefrontApp } from '../app.ts';
import { silentLogger } from '../base/logger.ts';
import {
  makeTempDir,
  removeDir,
  testSvg,
  writeTenant,
} from '../../../tests/support/server/tenants/test-tenant.ts';
import { testDatabase } from '../../../tests/support/server/storage/test-database.ts';

let root: string;
let server: StorefrontApp;
let png: Buffer;

beforeAll(async () => {
  root = makeTempDir();
  png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const dir = writeTenant(root, 7, 'burger', {
    media: { 'logo.svg': testSvg, 'products/photo.png': png, 'notes.txt': 'not an image' },
  });
  server = await createApp({
    tenantDirs: [dir],
    database: await testDatabase(),
    distDir: false,
    log: silentLogger,
  });
});
afterAll(async () => {
  await server.close();
  removeDir(root);
});

const media = (path: string, headers: Record<string, string> = {}) =>
  server.app.request(`/media/${path}`, { headers });

async function imageOf(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

describe('media host', () => {
  it('rasterises an SVG to a webp of the requested size', async () => {
    const response = await media('burger/logo.svg?w=64&h=32');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const meta = await imageOf(response);
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 64, 32]);
  });

  it('defaults to 480x480 webp and crops to cover', async () => {
    const meta = await imageOf(await media('burger/products/photo.png'));
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 480]);
  });

  it('encodes png and jpeg, and serves the original as is', async () => {
    expect((await imageOf(await media('burger/products/photo.png?w=32&h=24&format=png'))).format).toBe('png');
    const jpeg = await media('burger/products/photo.png?w=32&h=24&format=jpeg&q=60');
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    const original = await media('burger/logo.svg?format=original');
    expect(original.headers.get('content-type')).toBe('image/svg+xml');
    expect(original.headers.get('content-security-policy')).toContain('sandbox');
    expect(await original.text()).toBe(testSvg);
  });

  it('caches renditions: same ETag, and 304 on If-None-Match', async () => {
    const first = await media('burger/logo.svg?w=48&h=48');
    const etag = first.headers.get('etag') ?? '';
    const second = await media('burger/logo.svg?w=48&h=48');
    expect(second.headers.get('etag')).toBe(etag);
    const revalidated = await media('burger/logo.svg?w=48&h=48', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
  });

  it('refuses path traversal', async () => {
    for (const path of [
      'burger/..%2fmerchant.json',
      'burger/..%5cmerchant.json',
      'burger/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    ]) {
      const response = await media(path);
      expect(response.status, path).toBe(400);
      expect(ApiErrorBody.parse(await response.json()).code).toBe('BAD_MEDIA_PATH');
    }
    // The URL parser folds literal dot segments first: this one becomes /media/merchant.json.
    expect((await media('burger/../merchant.json')).status).toBe(404);
  });

  it('answers 404 for missing files and unknown tenants, 400 for bad sizes, 415 for non-images', async () => {
    expect((await media('burger/missing.png')).status).toBe(404);
    expect((await media('nobody/logo.svg')).status).toBe(404);
    expect((await media('burger/products')).status).toBe(404);
    expect((await media('burger/logo.svg?w=0')).status).toBe(400);
    expect((await media('burger/logo.svg?w=99999')).status).toBe(400);
    expect((await media('burger/logo.svg?format=gif')).status).toBe(400);
    expect((await media('burger/notes.txt')).status).toBe(415);
  });
});
