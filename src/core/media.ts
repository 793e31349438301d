/**
 * Media URLs (spec section 7): relative paths go to the content host with resize parameters
 * (480x480, quality 100, webp by default); absolute URLs are used as they are; no path gives the
 * placeholder image. Sizes and qualities are snapped up to the host's fixed set (media-sizes.ts), so
 * a new component size never costs a redirect; the picture comes out at most a step larger.
 */
import { canonicalMediaSize } from './media-sizes.ts';

export const MEDIA_BASE: string = import.meta.env?.VITE_MEDIA_BASE ?? '/media';
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

export interface MediaOptions {
  width?: number;
  height?: number;
  quality?: number;
  format?: 'webp' | 'png' | 'jpeg' | 'original';
}

export function mediaUrl(
  path: string | null | undefined,
  options: MediaOptions = {},
  base = MEDIA_BASE,
): string {
  if (!path || !path.trim()) return PLACEHOLDER_IMAGE;
  if (/^https?:\/\//i.test(path)) return path;
  const { width = 480, height = 480, quality = 100, format = 'webp' } = options;
  const size = canonicalMediaSize({ width, height, quality });
  const query = new URLSearchParams({
    w: String(size.width),
    h: String(size.height),
    q: String(size.quality),
    format,
  });
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}?${query}`;
}

/** How many times the drawn size each candidate is: sharp on every screen, no bigger than it needs. */
const DENSITIES = [1, 1.25, 1.5, 2] as const;

/**
 * Candidates for `srcset` (width descriptors) of a picture drawn at `width`×`height` CSS pixels at most:
 * with `sizes`, a phone (412 CSS pixels at 1.75 device pixels each, say) takes the rendition its
 * screen shows instead of the largest, and the page's largest picture arrives sooner. The last one
 * is what `mediaUrl` gives for twice the drawn size (the `src`).
 */
export function mediaSrcSet(
  path: string | null | undefined,
  { width, height, ...options }: MediaOptions & { width: number; height: number },
  base = MEDIA_BASE,
): string | undefined {
  if (!path || !path.trim() || /^https?:\/\//i.test(path)) return undefined;
  const seen = new Set<number>();
  const candidates: string[] = [];
  for (const density of DENSITIES) {
    const size = canonicalMediaSize({
      width: Math.round(width * density),
      height: Math.round(height * density),
      quality: options.quality ?? 100,
    });
    if (seen.has(size.width)) continue;
    seen.add(size.width);
    candidates.push(
      `${mediaUrl(path, { ...options, width: size.width, height: size.height }, base)} ${size.width}w`,
    );
  }
  return candidates.join(', ');
}
