/**
 * Which banner the home page shows first, and the exact address of its picture. Shared by the banners
 * module (which draws it) and the server (which names it in index.html as a preload, so the picture,
 * the page's largest element, starts downloading with the HTML instead of after the code and the
 * banner call). One definition, so the two addresses cannot drift apart.
 */
import type { Banner } from '../contract/index.ts';
import { mediaSrcSet, mediaUrl, type MediaOptions } from './media.ts';

/** Drawn size of a banner picture in CSS pixels (at most: it follows the screen), and its quality. */
export const BANNER_IMAGE = { width: 600, height: 250, quality: 85 } as const;

/** How wide a banner shows: the page's width less its margins on a phone, its own width beyond. */
export const BANNER_SIZES = '(max-width: 632px) calc(100vw - 32px), 600px';

/** Banners in the order they show: by priority, then by id. */
export const orderBanners = <T extends Pick<Banner, 'id' | 'priority'>>(banners: readonly T[]): T[] =>
  [...banners].sort((a, b) => a.priority - b.priority || a.id - b.id);

/** What MediaImage asks the content host for: twice the drawn size, for sharp screens. */
export const bannerMedia: MediaOptions = {
  width: BANNER_IMAGE.width * 2,
  height: BANNER_IMAGE.height * 2,
  quality: BANNER_IMAGE.quality,
};

/** The first banner's picture: its address and its candidates (as MediaImage draws it), or null. */
export function firstBannerImage(
  banners: readonly Banner[],
  base?: string,
): { src: string; srcSet: string | undefined; sizes: string } | null {
  const first = orderBanners(banners)[0];
  if (!first) return null;
  return {
    src: mediaUrl(first.image, bannerMedia, base),
    srcSet: mediaSrcSet(first.image, { ...BANNER_IMAGE }, base),
    sizes: BANNER_SIZES,
  };
}
