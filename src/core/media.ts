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
