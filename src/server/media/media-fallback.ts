/**
 * What the media host sends when it may not make a rendition now (the client's rate limit, or the
 * image work queue is full): another picture of the same source it already has, never an error body.
 * An <img> cannot show a 429 or a 503, only the browser's broken-image icon; a first minute after a
 * deploy (every rendition new) or many customers behind one carrier's address meet exactly that.
 */

/** The part of a cache key after the source's own key: `<format>|<w>x<h>|<q>` or `original`. */
const RENDITION = /^(?<format>[a-z]+)\|(?<width>\d+)x(?<height>\d+)\|(?<quality>\d+)$/;

/** Seconds a stand-in picture may be kept: the real rendition is asked for again soon after. */
export const FALLBACK_MAX_AGE_SECONDS = 30;

/** Why a rendition was not made (the answer's `x-media-fallback` header says it, for tools and tests). */
export type FallbackReason = 'rate-limited' | 'busy';

interface Size {
  width: number;
  height: number;
}

/**
 * The key of the kept rendition of `sourceKey` nearest the asked size: the smallest that covers it
 * (a sharp picture, a few more bytes), else the largest smaller one (a soft picture beats none).
 * Any format will do, an <img> shows them all.
 * @param keys the keys of the cache (one source's renditions share the `sourceKey|` prefix)
 * @returns undefined when nothing of this source is kept (the original is the stand-in then)
 */
export function nearestKeptRendition(
  keys: Iterable<string>,
  sourceKey: string,
  asked: Size,
): string | undefined {
  const prefix = `${sourceKey}|`;
  let covering: { key: string; area: number } | undefined;
  let smaller: { key: string; area: number } | undefined;
  for (const key of keys) {
    if (!key.startsWith(prefix)) continue;
    const size = RENDITION.exec(key.slice(prefix.length))?.groups;
    if (!size) continue;
    const width = Number(size.width);
    const height = Number(size.height);
    const area = width * height;
    if (width >= asked.width && height >= asked.height) {
      if (!covering || area < covering.area) covering = { key, area };
    } else if (!smaller || area > smaller.area) smaller = { key, area };
  }
  return (covering ?? smaller)?.key;
}
