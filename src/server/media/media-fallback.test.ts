/**
 * Pictures never break: a new visitor's first minute (every rendition new, all from one address)
 * gets a picture for every address, with the deployed limits; a rendition the limits refuse is
 * answered with a kept one or the original, never an error body.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type StorefrontApp } from '../app.ts';
import { silentLogger } from '../base/logger.ts';
import { makeTempDir, removeDir, writeTenant } from '../../../tests/support/server/tenants/test-tenant.ts';
import { nearestKeptRendition } from './media-fallback.ts';

const PICTURES = 100;
/** Three sizes a storefront asks for: a thumbnail, an avatar, a card. */
const SIDES = [96, 192, 320];

let root: string;
let dir: string;

beforeAll(async () => {
  root = makeTempDir();
  const media: Record<string, Buffer> = {};
  for (let n = 0; n < PICTURES; n++) {
    const background = { r: (n * 37) % 256, g: (n * 91) % 256, b: (n * 53) % 256 };
    media[`p${n}.png`] = await sharp({ create: { width: 320, height: 320, channels: 3, background } })
      .png()
      .toBuffer();
  }
  dir = writeTenant(root, 7, 'burger', { media });
});
afterAll(() => {
  removeDir(root);
});

const addresses = () =>
  SIDES.flatMap((side) =>
    Array.from(
      { length: PICTURES },
      (_, n) => `/media/burger/p${n}.png?w=${side}&h=${side}&q=100&format=webp`,
    ),
  );

async function expectPictures(answers: Response[]) {
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\//);
    const metadata = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect(metadata.width).toBeGreaterThan(0);
  }
}

describe('300 new renditions from one address in a minute', () => {
  let server: StorefrontApp | undefined;
  afterAll(async () => {
    await server?.close();
  });

  it('are all pictures, made as asked, when a browser asks a few at a time (deployed limits)', async () => {
    server = await createApp({ tenantDirs: [dir], database: ':memory:', distDir: false, log: silentLogger });
    const app = server.app;
    const all = addresses();
    const answers: Response[] = [];
    // A browser keeps about six requests open per host.
    for (let at = 0; at < all.length; at += 6) {
      answers.push(...(await Promise.all(all.slice(at, at + 6).map((address) => app.request(address)))));
    }
    expect(answers).toHaveLength(300);
    await expectPictures(answers);
    expect(answers.filter((answer) => answer.headers.get('x-media-fallback'))).toHaveLength(0);
  });

  it('are all pictures when asked all at once: beyond the work queue the originals stand in', async () => {
    const burst = await createApp({
      tenantDirs: [dir],
      database: ':memory:',
      distDir: false,
      log: silentLogger,
    });
    try {
      const answers = await Promise.all(addresses().map((address) => burst.app.request(address)));
      await expectPictures(answers);
      const reasons = answers.map((answer) => answer.headers.get('x-media-fallback'));
      expect(reasons.filter((reason) => reason === 'busy').length).toBeGreaterThan(0);
      for (const answer of answers.filter((a) => a.headers.get('x-media-fallback'))) {
        expect(answer.headers.get('cache-control')).toBe('public, max-age=30');
      }
    } finally {
      await burst.close();
    }
  });
});

describe('the nearest kept rendition', () => {
  const keys = ['f|1|2|webp|96x96|100', 'f|1|2|webp|320x320|100', 'f|1|2|original', 'g|webp|960x960|100'];

  it('is the smallest that covers the asked size, else the largest smaller one, of the same source', () => {
    expect(nearestKeptRendition(keys, 'f|1|2', { width: 128, height: 128 })).toBe('f|1|2|webp|320x320|100');
    expect(nearestKeptRendition(keys, 'f|1|2', { width: 64, height: 64 })).toBe('f|1|2|webp|96x96|100');
    expect(nearestKeptRendition(keys, 'f|1|2', { width: 960, height: 960 })).toBe('f|1|2|webp|320x320|100');
    expect(nearestKeptRendition(keys, 'h', { width: 96, height: 96 })).toBeUndefined();
  });
});
