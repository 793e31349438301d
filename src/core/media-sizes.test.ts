import { describe, expect, it } from 'vitest';
import { BANNER_IMAGE } from './banner-image.ts';
import { mediaUrl } from './media.ts';
import { canonicalMediaSize, MEDIA_MAX_SIDE, MEDIA_QUALITIES, MEDIA_SIDES } from './media-sizes.ts';

const sizeOf = (url: string) => {
  const query = new URL(url, 'http://host').searchParams;
  return { width: Number(query.get('w')), height: Number(query.get('h')), quality: Number(query.get('q')) };
};

describe('media sizes', () => {
  it('are sorted and end at the largest side the host renders', () => {
    expect([...MEDIA_SIDES]).toEqual([...MEDIA_SIDES].sort((a, b) => a - b));
    expect([...MEDIA_QUALITIES]).toEqual([...MEDIA_QUALITIES].sort((a, b) => a - b));
    expect(MEDIA_SIDES.at(-1)).toBe(MEDIA_MAX_SIDE);
  });

  it("keep the storefront's own sizes as they are", () => {
    // Twice the drawn CSS sizes of the components (and the favicon's 64), with the banner's quality.
    const asked = [
      [48, 48],
      [56, 56],
      [64, 64],
      [80, 80],
      [96, 96],
      [112, 112],
      [128, 128],
      [136, 136],
      [144, 144],
      [176, 176],
      [192, 192],
      [480, 320],
      [720, 432],
      [480, 480],
      [960, 960],
      [720, 1280],
      [BANNER_IMAGE.width * 2, BANNER_IMAGE.height * 2],
    ] as const;
    for (const [width, height] of asked) {
      for (const quality of [100, BANNER_IMAGE.quality]) {
        expect(canonicalMediaSize({ width, height, quality })).toEqual({ width, height, quality });
      }
    }
  });

  it('snap any other size and quality up to the next one of the set', () => {
    expect(canonicalMediaSize({ width: 100, height: 1, quality: 1 })).toEqual({
      width: 112,
      height: 16,
      quality: 50,
    });
    expect(canonicalMediaSize({ width: 2047, height: 501, quality: 99 })).toEqual({
      width: 2048,
      height: 512,
      quality: 100,
    });
    // Beyond the set: the largest (the host refuses sides above its maximum anyway).
    expect(canonicalMediaSize({ width: 5000, height: 480, quality: 100 }).width).toBe(2048);
  });

  it('make every URL the storefront builds a canonical one, never smaller than asked', () => {
    for (let side = 1; side <= MEDIA_MAX_SIDE; side++) {
      const { width, height, quality } = sizeOf(
        mediaUrl('burger/a.png', { width: side, height: side, quality: (side % 100) + 1 }),
      );
      expect(MEDIA_SIDES).toContain(width);
      expect(MEDIA_SIDES).toContain(height);
      expect(MEDIA_QUALITIES).toContain(quality);
      expect(width).toBeGreaterThanOrEqual(side);
      expect(quality).toBeGreaterThanOrEqual((side % 100) + 1);
    }
  });
});
