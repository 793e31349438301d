/**
 * The sizes and qualities the content host renders: a fixed set, so the number of renditions of one
 * picture is bounded (34 sides × 34 sides × 9 qualities × 3 formats, about 31,000) instead of the
 * 2048 × 2048 × 100 × 3 (over a billion) that free numbers allow, each a sharp run and a cache entry.
 *
 * Shared by the storefront (mediaUrl asks only for these) and the server (media-routes.ts answers any
 * other size with a redirect to the one the storefront would have asked for).
 */

/**
 * Widths and heights, in pixels. Every size the storefront asks for today is here (twice the drawn
 * CSS size, for sharp screens): 48 and 56 (group and category icons, brand tabs), 64 (favicon), 80,
 * 96, 112, 128, 136, 144, 176, 192 (thumbnails, stories, avatars, modifications), 320 and 432
 * (category cards, big product cards), 480 (the spec's default and medium cards), 500 and 1200 (the
 * banner), 720 and 1280 (story slides), 960 (the product photo). The rest are even steps between
 * them for other clients; the largest is the host's maximum.
 */
export const MEDIA_SIDES = [
  16, 24, 32, 40, 48, 56, 64, 72, 80, 96, 112, 128, 136, 144, 160, 176, 192, 224, 256, 320, 384, 432, 480,
  500, 512, 640, 720, 768, 960, 1024, 1200, 1280, 1536, 2048,
] as const;

/** Qualities (1-100): the spec's default 100, the banner's 85, and common steps for other clients. */
export const MEDIA_QUALITIES = [50, 60, 70, 75, 80, 85, 90, 95, 100] as const;

/** The largest width or height the host renders (the last of MEDIA_SIDES; a test keeps them equal). */
export const MEDIA_MAX_SIDE = 2048;

/**
 * The first allowed value at or above the asked one (the largest when it is above them all). Up, not
 * to the nearest: a picture is then never blown up by the browser, only shrunk a little.
 */
function snapUp(value: number, allowed: readonly number[]): number {
  return allowed.find((step) => step >= value) ?? allowed[allowed.length - 1] ?? value;
}

export interface MediaSize {
  width: number;
  height: number;
  quality: number;
}

/** The rendition the host makes for a request: each value snapped up to the fixed set. */
export function canonicalMediaSize({ width, height, quality }: MediaSize): MediaSize {
  return {
    width: snapUp(width, MEDIA_SIDES),
    height: snapUp(height, MEDIA_SIDES),
    quality: snapUp(quality, MEDIA_QUALITIES),
  };
}
